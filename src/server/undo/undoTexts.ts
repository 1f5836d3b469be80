/** The audit trail's comment of an undo (record_action 'undo'): what was undone, in Portuguese as the trail's other server texts. */
import type { UndoableAction } from '@/shared/undo';

export const UNDO_COMMENTS: Readonly<Record<UndoableAction, string>> = {
  delete: 'Anulada a eliminação da versão',
  archive: 'Anulado o arquivamento',
  cancelSchedule: 'Anulado o cancelamento da publicação agendada',
  organicOrder: 'Anulada a alteração da ordem na orgânica',
};

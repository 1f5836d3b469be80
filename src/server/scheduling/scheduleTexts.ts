/**
 * What the audit trail stores about schedules (issue 14 §1). Audit comments are stored text, in
 * Portuguese like every comment the server writes itself (the import's); the SPA labels the two
 * actions in the reader's language (audit.schedulePublication, audit.cancelScheduledPublication).
 */
import type { CatalogueEntry } from '@/shared/errors';
import { regionDateTime } from '@/shared/regionTime';

export { SCHEDULE_FAILED_EVENT } from '@/shared/scheduling';

/** The audit action names of scheduling and of a schedule's end without a publish. */
export const SCHEDULE_ACTIONS = { schedule: 'schedulePublication', cancel: 'cancelScheduledPublication' } as const;

export const SCHEDULE_COMMENTS = {
  scheduled: (publishAt: Date) => `Publicação agendada para ${regionDateTime(publishAt)} (hora dos Açores)`,
  /** The scheduled publish itself: the reviewer is the audit row's user, the scheduler did it. */
  published: 'Publicação agendada: publicada pelo agendador em nome de quem a agendou',
  failed: (reason: CatalogueEntry) => `A publicação agendada falhou: ${reason.pt}`,
  changed: 'Agendamento anulado: a versão foi alterada ou mudou de estado',
} as const;

import type { undoPt } from './undo.pt';

/** English texts of 'Anular' (issue 30 §4) (undo.pt.ts). */
export const undoEn: Readonly<Record<keyof typeof undoPt, string>> = {
  'undo.undo': 'Undo',
  'undo.done': 'Action undone.',
  'undo.audit': 'Undo',
};

/** Portuguese texts of 'Anular' (issue 30 §4), loaded with the feature texts (featureTexts.ts), not with the first screen. */
export const undoPt = {
  'undo.undo': 'Anular',
  'undo.done': 'Ação anulada.',
  /** The audit trail's action of an undo (record_action 'undo'). */
  'undo.audit': 'Anulação',
} as const;

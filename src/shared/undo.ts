/**
 * 'Anular' (issue 30 §4): the actions that can be reversed exactly run at once, without a confirmation
 * question, and their answer carries an undo token; POST /api/undo/{token} puts back what they changed
 * while nothing changed since. Shared by the SPA (the toast's offer) and the server (the token's life).
 */

/** The actions whose answer offers 'Anular': deleting a draft, archiving, cancelling a scheduled publication, reordering sub-entities. */
export const UNDOABLE_ACTIONS = ['delete', 'archive', 'cancelSchedule', 'organicOrder'] as const;
export type UndoableAction = (typeof UNDOABLE_ACTIONS)[number];

/** The workflow actions among them (the transition table's names). */
export const UNDOABLE_WORKFLOW_ACTIONS: readonly string[] = ['delete', 'archive'];

export const UNDO_LIMITS = {
  /** How long the SPA offers 'Anular' (the toast's life while it is neither hovered nor focused). */
  offeredMs: 10_000,
  /** How long the server accepts the token: the offer plus a margin for a slow network or a toast held open. */
  acceptedMs: 30_000,
} as const;

/** The audit trail's action of an undo (record_action); its comment names the action undone. */
export const UNDO_AUDIT_ACTION = 'undo';

export const UNDO_PATHS = {
  /** POST: puts back what the token's action changed (UndoResult). */
  undo: (token: string) => `/undo/${encodeURIComponent(token)}`,
} as const;

/** A token's form: base64url of 24 random bytes. */
export const UNDO_TOKEN_PATTERN = '^[A-Za-z0-9_-]{32}$';

/** What an undo put back: the record (kind name, id, version) or the organic level (parentId; null: the roots). */
export interface UndoResult {
  action: UndoableAction;
  /** The record kind's name (RecordKindName), for the record actions. */
  kind: string | null;
  id: number | null;
  version: number | null;
  /** The organic reorder's parent (null: the roots); absent for the record actions. */
  parentId?: number | null;
}

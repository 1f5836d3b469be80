/**
 * Record states and workflow actions of SPEC §4, and the one transition table the server enforces
 * and the SPA reads to show exactly the allowed buttons. Where the spec is silent the choice is ours
 * and is written here (and in docs/decisions.md).
 */

import { RecordState } from './recordState';

// Declared apart (recordState.ts) so that the first screens, which need the states (the search forms'
// defaults) but not the workflow, load them without the transition table.
export { RecordState } from './recordState';

export const RecordAction = {
  SubmitForApproval: 'submitForApproval',
  SubmitForPublication: 'submitForPublication',
  Publish: 'publish',
  Return: 'return',
  Archive: 'archive',
  Obsolete: 'obsolete',
  Extinct: 'extinct',
  Delete: 'delete',
} as const;
export type RecordActionName = (typeof RecordAction)[keyof typeof RecordAction];

/** Which of a kind's three permissions an operation needs (SPEC §6: create/edit, submit, approve). */
export type PermissionLevel = 'createEdit' | 'submit' | 'approve';

export interface Transition {
  readonly from: readonly RecordState[];
  /** null: the version is removed (deleting a copy or change request). */
  readonly to: RecordState | null;
  readonly permission: PermissionLevel;
  /** The comment the user must give (returning a record says why). */
  readonly commentRequired: boolean;
}

const { Draft, SubmittedForApproval, SubmittedForPublication, Published, Returned } = RecordState;

/**
 * The transition table. Reviewers (approve permission) may publish straight from a draft: that is
 * the "choose between submitting for approval and publishing" of SPEC §4.
 */
export const TRANSITIONS: Readonly<Record<RecordActionName, Transition>> = {
  submitForApproval: { from: [Draft, Returned], to: SubmittedForApproval, permission: 'submit', commentRequired: false },
  submitForPublication: { from: [SubmittedForApproval], to: SubmittedForPublication, permission: 'approve', commentRequired: false },
  publish: { from: [Draft, Returned, SubmittedForApproval, SubmittedForPublication], to: Published, permission: 'approve', commentRequired: false },
  return: { from: [SubmittedForApproval, SubmittedForPublication], to: Returned, permission: 'approve', commentRequired: true },
  archive: { from: [Draft, Returned, Published], to: RecordState.Archived, permission: 'approve', commentRequired: false },
  obsolete: { from: [Published], to: RecordState.Obsolete, permission: 'approve', commentRequired: false },
  extinct: { from: [Published], to: RecordState.Extinct, permission: 'approve', commentRequired: false },
  delete: { from: [Draft, Returned], to: null, permission: 'createEdit', commentRequired: false },
};

/** States whose version may be edited in place; editing a published version opens a new draft. */
export const EDITABLE_STATES: readonly RecordState[] = [Draft, Returned];
/** States counted as "active" when checking for sub-records before extinguishing. */
export const ACTIVE_STATES: readonly RecordState[] = [Draft, SubmittedForApproval, SubmittedForPublication, Published, Returned];
/** States waiting for a reviewer: what the Tasks list shows. */
export const PENDING_STATES: readonly RecordState[] = [SubmittedForApproval, SubmittedForPublication];
/** When a new version is published, the previously published one takes this state (a historic version). */
export const SUPERSEDED_STATE = RecordState.Archived;

export function actionsFrom(state: RecordState): RecordActionName[] {
  return (Object.keys(TRANSITIONS) as RecordActionName[]).filter((a) => TRANSITIONS[a].from.includes(state));
}

export function canTransition(action: RecordActionName, state: RecordState): boolean {
  return TRANSITIONS[action].from.includes(state);
}

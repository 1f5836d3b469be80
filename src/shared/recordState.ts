/** The record states of SPEC §4 (recordStates.ts adds the workflow actions and the transition table). */
export enum RecordState {
  NotApplicable = 1,
  Draft = 2,
  SubmittedForApproval = 3,
  SubmittedForPublication = 4,
  Published = 5,
  Returned = 6,
  Archived = 7,
  Obsolete = 8,
  Extinct = 9,
}

import { RecordState, TRANSITIONS, actionsFrom, canTransition } from './recordStates';

describe('the transition table', () => {
  it('lets an author submit a draft or a returned record for approval', () => {
    expect(actionsFrom(RecordState.Draft)).toEqual(['submitForApproval', 'publish', 'archive', 'delete']);
    expect(actionsFrom(RecordState.Returned)).toEqual(['submitForApproval', 'publish', 'archive', 'delete']);
  });
  it('lets a reviewer forward, publish or return a submitted record', () => {
    expect(actionsFrom(RecordState.SubmittedForApproval)).toEqual(['submitForPublication', 'publish', 'return']);
    expect(actionsFrom(RecordState.SubmittedForPublication)).toEqual(['publish', 'return']);
  });
  it('lets a published record be archived, made obsolete or extinct', () => {
    expect(actionsFrom(RecordState.Published)).toEqual(['archive', 'obsolete', 'extinct']);
  });
  it('ends the life of archived, obsolete and extinct records', () => {
    for (const s of [RecordState.Archived, RecordState.Obsolete, RecordState.Extinct, RecordState.NotApplicable]) expect(actionsFrom(s)).toEqual([]);
  });
  it('asks for a comment only when returning', () => {
    expect(
      Object.entries(TRANSITIONS)
        .filter(([, t]) => t.commentRequired)
        .map(([a]) => a),
    ).toEqual(['return']);
  });
  it('answers canTransition from the same table', () => {
    expect(canTransition('publish', RecordState.Draft)).toBe(true);
    expect(canTransition('publish', RecordState.Published)).toBe(false);
  });
});

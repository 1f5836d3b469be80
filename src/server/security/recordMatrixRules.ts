/** The authorisation matrix's rules of the record engine's routes, derived per registered kind, with attachments and copies. */
import { RECORD_KINDS, permissionsFor, type RecordKindName } from '@/shared/records/kinds';
import { anyToken, fixed, when, type MatrixFixtures, type MatrixRequest, type Outcome, type RouteRule } from './matrixRuleKit';
import { holdsAny, isSignedInStaff, type Place, type Subject } from './matrixSubjects';

/**
 * The engine's routes of one kind. Reads target a draft: only holders of a permission on the kind in a
 * profile whose scope holds it may see it; anyone else is answered not-found.
 */
export function recordRules(kind: RecordKindName): RouteRule[] {
  const base = `/api/records/${kind}`;
  const hiddenCode = RECORD_KINDS[kind].codes.notFound;
  const anyLevel = [...permissionsFor(kind, 'createEdit'), ...permissionsFor(kind, 'submit'), ...permissionsFor(kind, 'approve')];
  const readable = (s: Subject, place: Place): Outcome => (isSignedInStaff(s) && holdsAny(s, anyLevel, place) ? 'allowed' : 'hidden');
  const writes =
    (level: 'createEdit' | 'submit' | 'approve') =>
    (s: Subject, place: Place): Outcome => {
      if (isSignedInStaff(s) && holdsAny(s, permissionsFor(kind, level), place)) return 'allowed';
      return readable(s, place) === 'allowed' ? 'refused' : 'refusedOrHidden';
    };
  const onDraft =
    (suffix: string, method: MatrixRequest['method'], body?: (draft: { rowVersion: number }, input: Record<string, unknown>) => unknown) =>
    async (f: MatrixFixtures, place: Place): Promise<MatrixRequest> => {
      const draft = await f.draftRecord(kind, place);
      const url = `${base}/${draft.id}${suffix.replace('{version}', String(draft.version))}`;
      return { method, url, payload: body ? body(draft, await f.newRecordInput(kind, place)) : undefined };
    };
  return [
    { route: `POST ${base}/search`, scoped: false, expect: anyToken, request: fixed('POST', `${base}/search`, {}) },
    // The list's map reads like the list (a kind without a map answers its invalid code to everyone).
    { route: `POST ${base}/map`, scoped: false, expect: anyToken, request: fixed('POST', `${base}/map`, {}) },
    {
      route: `POST ${base}/`,
      scoped: true,
      expect: (s, place) => when(isSignedInStaff(s) && holdsAny(s, permissionsFor(kind, 'createEdit'), place)),
      request: async (f, place) => ({ method: 'POST', url: `${base}/`, payload: { input: await f.newRecordInput(kind, place), continueOnDuplicate: true } }),
    },
    { route: `GET ${base}/{id}/{version}`, scoped: true, hiddenCode, expect: readable, request: onDraft('/{version}', 'GET') },
    {
      route: `PUT ${base}/{id}/{version}`,
      scoped: true,
      hiddenCode,
      expect: writes('createEdit'),
      request: onDraft('/{version}', 'PUT', (draft, input) => ({ input, rowVersion: draft.rowVersion, continueOnDuplicate: true })),
    },
    {
      route: `POST ${base}/{id}/{version}/actions/{action}`,
      scoped: true,
      hiddenCode,
      expect: writes('submit'),
      request: onDraft('/{version}/actions/submitForApproval', 'POST', (draft) => ({ rowVersion: draft.rowVersion })),
    },
    // Scheduling a publication is the publish action's: approve in the version's chain (a day ahead: a valid time).
    {
      route: `POST ${base}/{id}/{version}/schedule`,
      scoped: true,
      hiddenCode,
      expect: writes('approve'),
      request: onDraft('/{version}/schedule', 'POST', (draft) => ({
        rowVersion: draft.rowVersion,
        publishAt: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
        continueOnDuplicate: true,
      })),
    },
    // Nothing is scheduled on the fixture's draft: its approvers are answered -703, anyone else is refused.
    {
      route: `POST ${base}/{id}/{version}/schedule/cancel`,
      scoped: true,
      hiddenCode,
      expect: writes('approve'),
      request: onDraft('/{version}/schedule/cancel', 'POST', (draft) => ({ rowVersion: draft.rowVersion })),
    },
    { route: `GET ${base}/{id}/history`, scoped: true, hiddenCode, expect: readable, request: onDraft('/history', 'GET') },
    { route: `GET ${base}/{id}/{version}/changelog`, scoped: true, hiddenCode, expect: readable, request: onDraft('/{version}/changelog', 'GET') },
    // The last return (issue 29 §10) is a review's word: read like the change log, by the draft's readers only.
    { route: `GET ${base}/{id}/{version}/last-return`, scoped: true, hiddenCode, expect: readable, request: onDraft('/{version}/last-return', 'GET') },
    // The draft has one version: its readers are answered -710 (the same version twice), anyone else not-found.
    { route: `GET ${base}/{id}/compare`, scoped: true, hiddenCode, expect: readable, request: onDraft('/compare?from=1&to=1', 'GET') },
    { route: `GET ${base}/{id}/audit`, scoped: true, hiddenCode, expect: readable, request: onDraft('/audit', 'GET') },
  ];
}

/** Who may read a draft of the kind at `place` (its GET): holders of any of the kind's levels there. */
function draftReader(kind: RecordKindName) {
  const anyLevel = [...permissionsFor(kind, 'createEdit'), ...permissionsFor(kind, 'submit'), ...permissionsFor(kind, 'approve')];
  return (s: Subject, place: Place): Outcome => (isSignedInStaff(s) && holdsAny(s, anyLevel, place) ? 'allowed' : 'hidden');
}

/** The attachment download reads like the version GET: a draft's file only for its readers. */
export function attachmentRule(kind: RecordKindName): RouteRule {
  return {
    route: 'POST /api/attachment/get',
    scoped: true,
    hiddenCode: RECORD_KINDS[kind].codes.notFound,
    expect: draftReader(kind),
    request: async (f, place) => {
      const draft = await f.draftRecord(kind, place);
      return { method: 'POST', url: '/api/attachment/get', payload: { kind, id: draft.id, version: draft.version, attachmentId: draft.attachmentId } };
    },
  };
}

/** A copy of a published record (readable by everyone) under an owner at `place`: the create permission there. */
export function copyRule(kind: RecordKindName): RouteRule {
  return {
    route: `POST /api/records/${kind}/{id}/{version}/copy`,
    scoped: true,
    expect: (s, place) => when(isSignedInStaff(s) && holdsAny(s, permissionsFor(kind, 'createEdit'), place)),
    request: async (f, place) => {
      const source = await f.publishedRecord(kind, place);
      return { method: 'POST', url: `/api/records/${kind}/${source.id}/${source.version}/copy`, payload: { organizationId: await f.organization(place) } };
    },
  };
}

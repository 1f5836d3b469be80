/**
 * The authorisation matrix's rules of issue 30's bulk routes (authorizationRules.ts joins them). A
 * bulk action on one draft at a place comes out exactly as the single action on it would: the answer
 * is a success envelope and the record's own result carries the code (codeOf), so the engine's
 * per-record permission is what is judged. The preview, a job's read and the export are for any
 * signed-in member of staff (each record's own rules decide what they count, read or list); guests
 * are refused as for every write.
 */
import { RECORD_KINDS, permissionsFor } from '@/shared/records/kinds';
import type { BulkJobDetail } from '@/shared/bulk';
import type { MatrixRequest, Outcome, RouteRule } from './authorizationRules';
import { holdsAny, isSignedInStaff, type Place, type Subject } from './matrixSubjects';

const KIND = 'entity';

/** The single result's code of a bulk answer (0 when done). */
function firstResultCode(data: unknown): number | null {
  const result = (data as BulkJobDetail | null)?.results?.[0];
  return result ? (result.error?.code ?? 0) : null;
}

export function bulkRules(): RouteRule[] {
  const hiddenCode = RECORD_KINDS[KIND].codes.notFound;
  const anyLevel = [...permissionsFor(KIND, 'createEdit'), ...permissionsFor(KIND, 'submit'), ...permissionsFor(KIND, 'approve')];
  // As the single submit (authorizationRules.ts recordRules' writes('submit')).
  const submits = (s: Subject, place: Place): Outcome => {
    if (isSignedInStaff(s) && holdsAny(s, permissionsFor(KIND, 'submit'), place)) return 'allowed';
    return isSignedInStaff(s) && holdsAny(s, anyLevel, place) ? 'refused' : 'refusedOrHidden';
  };
  const staff = (s: Subject): Outcome => (isSignedInStaff(s) ? 'allowed' : 'refused');
  const fixed = (method: MatrixRequest['method'], url: string, payload?: unknown) => async (): Promise<MatrixRequest> => ({ method, url, payload });
  const noRecords = { targets: { items: [] } };
  return [
    {
      route: 'POST /api/bulk/actions',
      scoped: true,
      hiddenCode,
      codeOf: firstResultCode,
      expect: submits,
      request: async (f, place) => {
        const draft = await f.draftRecord(KIND, place);
        return {
          method: 'POST',
          url: '/api/bulk/actions',
          payload: { action: 'submitForApproval', targets: { items: [{ kind: KIND, id: draft.id, version: draft.version, rowVersion: draft.rowVersion }] } },
        };
      },
    },
    { route: 'POST /api/bulk/preview', scoped: false, expect: staff, request: fixed('POST', '/api/bulk/preview', noRecords) },
    // Another's job, or none, is -740 alike: a business answer.
    { route: 'GET /api/bulk/jobs/{jobId}', scoped: false, expect: staff, request: fixed('GET', '/api/bulk/jobs/999999') },
    // The file holds only the versions the caller may read (bulkExport.ts); an empty selection answers an empty file.
    { route: 'POST /api/bulk/export', scoped: false, expect: staff, request: fixed('POST', '/api/bulk/export', { ...noRecords, format: 'csv' }) },
  ];
}

/** The authorisation matrix's rules of issue 31's preview routes (authorizationRules.ts joins them). */
import { RECORD_KINDS, permissionsFor, type RecordKindName } from '@/shared/records/kinds';
import { REGISTERED_KINDS } from '../records/registry';
import type { Outcome, RouteRule } from './authorizationRules';
import { holdsAny, isSignedInStaff } from './matrixSubjects';

/**
 * A version's public entry is read exactly like the version (GET /api/records/{kind}/{id}/{version}):
 * on a draft, only a holder of any of the kind's permissions whose scope holds it; anyone else gets the
 * kind's not-found code.
 */
function previewRule(kind: RecordKindName): RouteRule {
  const levels = [...permissionsFor(kind, 'createEdit'), ...permissionsFor(kind, 'submit'), ...permissionsFor(kind, 'approve')];
  return {
    route: `GET /api/records/${kind}/{id}/{version}/preview`,
    scoped: true,
    hiddenCode: RECORD_KINDS[kind].codes.notFound,
    expect: (s, place): Outcome => (isSignedInStaff(s) && holdsAny(s, levels, place) ? 'allowed' : 'hidden'),
    request: async (f, place) => {
      const draft = await f.draftRecord(kind, place);
      return { method: 'GET', url: `/api/records/${kind}/${draft.id}/${draft.version}/preview` };
    },
  };
}

export function previewRules(): RouteRule[] {
  return (Object.keys(REGISTERED_KINDS) as RecordKindName[]).map(previewRule);
}

/**
 * An open record follows its own state (issue 29 §6): when the hub says a record changed (RecordChanged),
 * or a notice about it is opened, what the SPA holds of it is read again — its views (detail and edit
 * pages), the kind's lists, its history, the tasks.
 *
 * Except over a user's unsaved edits: an edit form with changes holds its record (LiveRefreshHold.tsx,
 * inside the form) and the refresh of the record's views waits until the form lets go (saved, undone or left).
 * The edit page remounts its form when the record's rowVersion changes, so reading it again under a dirty
 * form would throw the edits away; holding it instead keeps the old rowVersion, and saving over the other
 * user's change is refused as a concurrent change, the edits still in the form. An edit page of the record
 * that mounts no hold at all is treated as dirty: never a silent loss.
 *
 * No SignalR nor Formik here: the hub client (its own lazy chunk) and the notifications panel call it.
 */
import { matchPath } from 'react-router-dom';
import type { Dispatch } from '@reduxjs/toolkit';
import { KIND_BASICS, kindParams, type RecordKindName } from '@/shared/records/kindBasics';
import { api } from '@/web/api/api';
import { ROUTE_PATHS, type RouteName } from '@/web/app/routePaths';
import { invalidatesRecord, recordTag } from './recordsApi';

const keyOf = (kind: RecordKindName, id: number) => `${kind}:${id}`;

/** Mounted holds by record: whether each form is dirty now. */
const holds = new Map<string, Set<{ dirty: boolean }>>();
/** Records whose refresh waits for their holds to let go. */
const deferred = new Set<string>();

/** The segment every detail route carries (routePaths.ts): an edit route's optional tail never is it. */
const DETAIL_SEGMENT = 'detalhe';

/** Is `pathname` an edit page of the record (its own route, or nested under its entity)? */
export function isEditPageOf(kind: RecordKindName, id: number, pathname: string): boolean {
  if (pathname.split('/').includes(DETAIL_SEGMENT)) return false;
  const param = kindParams(kind).id;
  return (['edit', 'editInEntity'] as const).some((page) => {
    const pattern: string | undefined = ROUTE_PATHS[`${kind}.${page}` as RouteName];
    const match = pattern ? matchPath(pattern, pathname) : null;
    return match !== null && Number(match.params[param]) === id;
  });
}

/** Must the refresh of the record's views wait? A dirty form holds it; so does an edit page of it with no hold mounted. */
function isHeld(kind: RecordKindName, id: number, pathname: string): boolean {
  const own = holds.get(keyOf(kind, id));
  if (own && own.size > 0) return [...own].some((h) => h.dirty);
  return isEditPageOf(kind, id, pathname);
}

/** Reads the record again, everywhere it shows, except its views under a dirty form (they wait). */
export function refreshRecord(dispatch: Dispatch, kindName: string, id: number, pathname = window.location.pathname): void {
  if (!Object.hasOwn(KIND_BASICS, kindName)) return;
  const kind = kindName as RecordKindName;
  if (!isHeld(kind, id, pathname)) {
    dispatch(api.util.invalidateTags(invalidatesRecord(kind, id)));
    return;
  }
  deferred.add(keyOf(kind, id));
  const own = recordTag(kind, id).id;
  // Lists, history and tasks may read it again: only the form's own view waits.
  dispatch(api.util.invalidateTags(invalidatesRecord(kind, id).filter((tag) => !(tag.type === 'Record' && tag.id === own))));
}

/**
 * A form's hold on its record while mounted (LiveRefreshHold.tsx): `dirty` says whether it holds the
 * record's views now. The release answers whether a refresh waited for it (then read the record again).
 */
export function holdRecord(kind: RecordKindName, id: number, dirty: boolean): () => boolean {
  const key = keyOf(kind, id);
  const hold = { dirty };
  let own = holds.get(key);
  if (!own) holds.set(key, (own = new Set()));
  own.add(hold);
  return () => {
    own.delete(hold);
    if (own.size === 0) holds.delete(key);
    return hold.dirty && deferred.delete(key);
  };
}

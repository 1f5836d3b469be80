import { useParams } from 'react-router-dom';
import { KIND_BASICS, kindParams, type KindRoutesDeclaration, type RecordKindName } from '@/shared/records/kindBasics';

function toNumber(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  return Number(text);
}

/**
 * The id and version of the route (named per kind in KIND_BASICS: organizationId/organizationVersion …),
 * and for a new child the parent's. Id 0 and version 0 mean a new record, as does a kind's own create
 * route, which has no id (src/web/README.md).
 */
export function useRecordParams(kind: RecordKindName) {
  const params = useParams();
  const routes: KindRoutesDeclaration = KIND_BASICS[kind].routes;
  const names = kindParams(kind);
  const parent = routes.child ? kindParams(kind, routes.child.paramPrefix) : null;
  const onCreateRoute = routes.create && params[names.id] === undefined;
  const id = onCreateRoute ? 0 : toNumber(params[names.id]);
  const version = onCreateRoute ? 0 : toNumber(params[names.version]);
  const parentId = parent ? toNumber(params[parent.id]) : null;
  const parentVersion = parent ? toNumber(params[parent.version]) : null;
  return { id, version, parentId, parentVersion, isNew: id === 0 && version === 0 };
}

import { useParams } from 'react-router-dom';
import { KIND_BASICS, kindParams, OWNER_KIND, type KindRoutesDeclaration, type RecordKindName } from '@/shared/records/kindBasics';

function toNumber(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text)) return null;
  return Number(text);
}

/**
 * The id and version of the route (named per kind in KIND_BASICS: organizationId/organizationVersion …),
 * for a new child the parent's, and on the route nested under an entity (kinds with `inEntity`:
 * /entidade/{organizationId}/{organizationVersion}/servico/…) the owner entity's. Id 0 and version 0
 * mean a new record, as does a kind's own create route, which has no id (src/web/README.md).
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
  // Only a kind owned by an entity reads the entity's parameters (the entity's own are its id and version).
  const owner = routes.inEntity ? kindParams(OWNER_KIND) : null;
  const ownerId = owner ? toNumber(params[owner.id]) : null;
  const ownerVersion = owner ? toNumber(params[owner.version]) : null;
  return { id, version, parentId, parentVersion, ownerId, ownerVersion, isNew: id === 0 && version === 0 };
}

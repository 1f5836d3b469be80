/**
 * The entity routes of SPEC §2.3, built from ROUTE_PATHS. Creation convention (the spec is silent;
 * src/web/README.md): id 0 and version 0 mean a new record — /entidade/0/0 creates a root entity,
 * /entidade/0/0/{parentId}/{parentVersion} a sub-entity under that published parent.
 */
import { generatePath } from 'react-router-dom';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import type { RecordRoutes } from '@/web/features/records/kindUi';

const ids = (id: number, version: number) => ({ organizationId: String(id), organizationVersion: String(version) });

export const NEW_RECORD_ID = 0;

export const entityRoutes: RecordRoutes & { searchDetail: (id: number, version: number) => string } = {
  list: ROUTE_PATHS['entity.list'],
  detail: (id, version) => generatePath(ROUTE_PATHS['entity.detail'], ids(id, version)),
  searchDetail: (id, version) => generatePath(ROUTE_PATHS['entity.searchDetail'], ids(id, version)),
  edit: (id, version) => generatePath(ROUTE_PATHS['entity.edit'], ids(id, version)),
  create: () => generatePath(ROUTE_PATHS['entity.edit'], ids(NEW_RECORD_ID, NEW_RECORD_ID)),
  createChild: (parentId, parentVersion) =>
    generatePath(ROUTE_PATHS['entity.editSub'], {
      ...ids(NEW_RECORD_ID, NEW_RECORD_ID),
      parentOrganizationId: String(parentId),
      parentOrganizationVersion: String(parentVersion),
    }),
  task: (id, version) => generatePath(ROUTE_PATHS['tasks.entity'], ids(id, version)),
};

/** The entity kind as the generic record pages see it (features/records/kindUi.ts). */
import type { RecordView } from '@/shared/records/contract';
import { emptyEntity, ENTITY_FIELD_LABELS, entitySchema, type EntityData, type EntityInput } from '@/shared/records/entity';
import type { RecordKindUi } from '@/web/features/records/kindUi';
import { EntityDetailSections } from './EntityDetailSections';
import { EntityEditForm } from './EntityEditForm';
import { EntitySearchFields } from './EntitySearchFields';
import { entityRoutes } from './entityRoutes';
import { useEntityColumns } from './useEntityColumns';

export function entityToInput(view: RecordView<EntityData>): EntityInput {
  const base = emptyEntity();
  return {
    ...base,
    ...view.data,
    address: { ...base.address, ...view.data.address },
    code: view.code,
    abbreviation: view.abbreviation,
    name: view.name,
    startDate: view.startDate ?? '',
    endDate: view.endDate,
    active: view.active,
    // A new version starts with its own comment.
    versionComment: view.versionComment,
    parentId: view.parentId,
    parentVersion: view.parentVersion,
  };
}

export const entityUi: RecordKindUi<EntityInput, EntityData> = {
  kind: 'entity',
  searchForm: 'entity',
  pageField: 'pageNumber',
  params: { id: 'organizationId', version: 'organizationVersion', parentId: 'parentOrganizationId', parentVersion: 'parentOrganizationVersion' },
  routes: entityRoutes,
  useListColumns: useEntityColumns,
  SearchFields: EntitySearchFields,
  EditForm: EntityEditForm,
  DetailSections: EntityDetailSections,
  schema: entitySchema,
  emptyInput: (parent) => ({ ...emptyEntity(), parentId: parent?.id ?? null, parentVersion: parent?.version ?? null, startDate: '' }),
  toInput: entityToInput,
  fieldLabels: ENTITY_FIELD_LABELS,
};

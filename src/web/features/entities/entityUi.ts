/** The entity kind as the generic record pages see it (features/records/kindUi.ts). */
import { emptyEntity, ENTITY_FIELD_LABELS, entitySchema, type EntityData, type EntityInput } from '@/shared/records/entity';
import type { RecordKindUi } from '@/web/features/records/kindUi';
import { EntityDetailSections } from './EntityDetailSections';
import { EntityEditForm } from './EntityEditForm';
import { EntitySearchFields } from './EntitySearchFields';
import { useEntityColumns } from './useEntityColumns';

export const entityUi: RecordKindUi<EntityInput, EntityData> = {
  kind: 'entity',
  searchForm: 'entity',
  pageField: 'pageNumber',
  useListColumns: useEntityColumns,
  SearchFields: EntitySearchFields,
  EditForm: EntityEditForm,
  DetailSections: EntityDetailSections,
  schema: entitySchema,
  emptyInput: (parent) => ({ ...emptyEntity(), parentId: parent?.id ?? null, parentVersion: parent?.version ?? null, startDate: '' }),
  listEmptyText: 'entity.list.empty',
  fieldLabels: ENTITY_FIELD_LABELS,
};

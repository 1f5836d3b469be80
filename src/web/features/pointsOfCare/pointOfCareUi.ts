/** The point-of-care kind as the generic record pages see it (features/records/kindUi.ts). */
import { emptyPointOfCare, POINT_OF_CARE_FIELD_LABELS, pointOfCareSchema, type PointOfCareData, type PointOfCareInput } from '@/shared/records/pointOfCare';
import type { RecordKindUi } from '@/web/features/records/kindUi';
import { PointOfCareDetailSections } from './PointOfCareDetailSections';
import { PointOfCareEditForm } from './PointOfCareEditForm';
import { PointOfCareSearchFields } from './PointOfCareSearchFields';
import { usePointOfCareColumns } from './usePointOfCareColumns';

export const pointOfCareUi: RecordKindUi<PointOfCareInput, PointOfCareData> = {
  kind: 'pointOfCare',
  searchForm: 'pointOfCare',
  pageField: 'pageNumber',
  useListColumns: usePointOfCareColumns,
  SearchFields: PointOfCareSearchFields,
  EditForm: PointOfCareEditForm,
  DetailSections: PointOfCareDetailSections,
  schema: pointOfCareSchema,
  // Created under an entity (/entidade/…/pontoatendimento/0/0), the point of care is hosted by it (its field is then fixed).
  emptyInput: (_parent, owner) => ({ ...emptyPointOfCare(), organizationId: owner?.id ?? null }),
  listEmptyText: 'pointOfCare.list.empty',
  fieldLabels: POINT_OF_CARE_FIELD_LABELS,
};

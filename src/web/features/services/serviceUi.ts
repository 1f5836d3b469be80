/** The service kind as the generic record pages see it (features/records/kindUi.ts). */
import { emptyService, SERVICE_FIELD_LABELS, serviceSchema, type ServiceData, type ServiceInput } from '@/shared/records/service';
import type { RecordKindUi } from '@/web/features/records/kindUi';
import { ServiceDetailSections } from './ServiceDetailSections';
import { ServiceEditForm } from './ServiceEditForm';
import { ServiceSearchFields } from './ServiceSearchFields';
import { useServiceColumns } from './useServiceColumns';

export const serviceUi: RecordKindUi<ServiceInput, ServiceData> = {
  kind: 'service',
  searchForm: 'service',
  pageField: 'pageNumber',
  useListColumns: useServiceColumns,
  SearchFields: ServiceSearchFields,
  EditForm: ServiceEditForm,
  DetailSections: ServiceDetailSections,
  schema: serviceSchema,
  // A service created under an entity (/entidade/…/servico/0/0) belongs to it; a parent service is chosen in the form.
  emptyInput: (_parent, owner) => ({ ...emptyService(), organizationId: owner?.id ?? null }),
  listEmptyText: 'service.list.empty',
  fieldLabels: SERVICE_FIELD_LABELS,
};

/** The heritage (location) kind as the generic record pages see it (features/records/kindUi.ts). */
import { emptyLocation, LOCATION_FIELD_LABELS, locationSchema, type LocationData, type LocationInput } from '@/shared/records/location';
import type { RecordKindUi } from '@/web/features/records/kindUi';
import { LocationDetailSections } from './LocationDetailSections';
import { LocationEditForm } from './LocationEditForm';
import { LocationSearchFields } from './LocationSearchFields';
import { useLocationColumns } from './useLocationColumns';

export const locationUi: RecordKindUi<LocationInput, LocationData> = {
  kind: 'location',
  searchForm: 'location',
  // SPEC §3.1: the location search form pages with 'pageIndex', unlike the others.
  pageField: 'pageIndex',
  useListColumns: useLocationColumns,
  SearchFields: LocationSearchFields,
  EditForm: LocationEditForm,
  DetailSections: LocationDetailSections,
  schema: locationSchema,
  // Heritage is created from its own route (/patrimonio), never under an entity: its managing entity is chosen in the form.
  emptyInput: () => emptyLocation(),
  listEmptyText: 'location.list.empty',
  fieldLabels: LOCATION_FIELD_LABELS,
  // The list offers a map of the listed records that have coordinates (features/map).
  listMap: true,
};

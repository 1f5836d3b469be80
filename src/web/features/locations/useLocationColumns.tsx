import { LOCATION_TYPE_LABELS } from '@/shared/enumLabels';
import type { LocationType } from '@/shared/enums';
import type { RecordListItem } from '@/shared/records/contract';
import { LOCATION_FIELD_LABELS } from '@/shared/records/location';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { leadingRecordColumns, ownerColumn, trailingRecordColumns } from '@/web/features/records/recordListColumns';
import { useDivisions } from '@/web/features/records/fields/useDivisions';
import { useLanguage, useT } from '@/web/i18n/useT';

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The columns of the heritage list; sort keys are the server's (Code, Name, Abbreviation, State,
 * StartDate, Version). The managing entity is the row's organizationName; type, address and county
 * come from its `extra` (the server's listExtra: locationTypeId, address, countyId …).
 */
export function useLocationColumns(): DataTableColumn<RecordListItem>[] {
  const t = useT();
  const language = useLanguage();
  const { choices } = useDivisions();
  const label = (field: keyof typeof LOCATION_FIELD_LABELS) => LOCATION_FIELD_LABELS[field][language];
  const divisionName = (id: number | null) => (id === null ? '' : (choices.find((c) => c.id === id)?.name ?? ''));
  const typeName = (value: unknown) => {
    const type = numberOf(value);
    return type === null ? '' : (LOCATION_TYPE_LABELS[type as LocationType]?.[language] ?? '');
  };
  return [
    ...leadingRecordColumns('location', label, ownerColumn('organization', label('organizationId'))),
    { key: 'type', label: label('locationType'), text: (r) => typeName(r.extra.locationTypeId), priority: 3 },
    { key: 'address', label: label('address'), text: (r) => textOf(r.extra.address), priority: 1, minWidth: 180 },
    { key: 'county', label: label('countyId'), text: (r) => divisionName(numberOf(r.extra.countyId)), priority: 1 },
    ...trailingRecordColumns(t),
  ];
}

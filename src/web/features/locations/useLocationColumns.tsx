import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { LOCATION_TYPE_LABELS } from '@/shared/enumLabels';
import type { LocationType } from '@/shared/enums';
import type { RecordListItem } from '@/shared/records/contract';
import { LOCATION_FIELD_LABELS } from '@/shared/records/location';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { formatDate } from '@/web/components/form/masks';
import { RecordStateCell } from '@/web/features/records/scheduling/RecordStateCell';
import { recordRoutes } from '@/web/features/records/recordRoutes';
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
    { key: 'code', label: label('code'), sortKey: 'Code', width: 120, priority: 4 },
    {
      key: 'name',
      label: label('name'),
      sortKey: 'Name',
      minWidth: 220,
      primary: true,
      render: (r) => (
        <Link component={RouterLink} to={recordRoutes('location').detail(r.id, r.version)} sx={{ fontWeight: 600 }}>
          <TruncatedText text={r.name} />
        </Link>
      ),
    },
    { key: 'abbreviation', label: label('abbreviation'), sortKey: 'Abbreviation', priority: 2 },
    { key: 'organization', label: label('organizationId'), text: (r) => r.organizationName ?? '', priority: 1, minWidth: 180 },
    { key: 'type', label: label('locationType'), text: (r) => typeName(r.extra.locationTypeId), priority: 3 },
    { key: 'address', label: label('address'), text: (r) => textOf(r.extra.address), priority: 1, minWidth: 180 },
    { key: 'county', label: label('countyId'), text: (r) => divisionName(numberOf(r.extra.countyId)), priority: 1 },
    { key: 'startDate', label: t('record.startDate'), sortKey: 'StartDate', text: (r) => formatDate(r.startDate), priority: 1 },
    { key: 'version', label: t('record.version'), sortKey: 'Version', align: 'right', priority: 0 },
    { key: 'state', label: t('record.state'), sortKey: 'State', priority: 'essential', render: (r) => <RecordStateCell state={r.state} scheduled={r.scheduledPublication} /> },
  ];
}

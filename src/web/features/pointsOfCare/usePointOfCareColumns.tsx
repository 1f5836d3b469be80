import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { RecordListItem } from '@/shared/records/contract';
import { POINT_OF_CARE_FIELD_LABELS } from '@/shared/records/pointOfCare';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { formatDate } from '@/web/components/form/masks';
import { RecordStateCell } from '@/web/features/records/scheduling/RecordStateCell';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * The columns of the point-of-care list; sort keys are the server's (Code, Name, Abbreviation, State,
 * StartDate, Version). The host entity is the row's owner (organizationName); the channel type comes
 * from the row's `extra` when the server lists it.
 */
export function usePointOfCareColumns(): DataTableColumn<RecordListItem>[] {
  const t = useT();
  const language = useLanguage();
  const channelTypes = useReferenceOptions('channelType');
  const label = (field: keyof typeof POINT_OF_CARE_FIELD_LABELS) => POINT_OF_CARE_FIELD_LABELS[field][language];
  return [
    { key: 'code', label: label('code'), sortKey: 'Code', width: 120, priority: 4 },
    {
      key: 'name',
      label: label('name'),
      sortKey: 'Name',
      minWidth: 220,
      primary: true,
      render: (r) => (
        <Link component={RouterLink} to={recordRoutes('pointOfCare').detail(r.id, r.version)} sx={{ fontWeight: 600 }}>
          <TruncatedText text={r.name} />
        </Link>
      ),
    },
    { key: 'abbreviation', label: label('abbreviation'), sortKey: 'Abbreviation', priority: 2 },
    { key: 'host', label: label('organizationId'), text: (r) => r.organizationName ?? '', priority: 1, minWidth: 180 },
    {
      key: 'channelType',
      label: label('channelTypeId'),
      text: (r) => channelTypes.labelOf(typeof r.extra.channelTypeId === 'number' ? r.extra.channelTypeId : null),
      priority: 3,
    },
    { key: 'startDate', label: t('record.startDate'), sortKey: 'StartDate', text: (r) => formatDate(r.startDate), priority: 1 },
    { key: 'version', label: t('record.version'), sortKey: 'Version', align: 'right', priority: 0 },
    { key: 'state', label: t('record.state'), sortKey: 'State', priority: 'essential', render: (r) => <RecordStateCell state={r.state} scheduled={r.scheduledPublication} /> },
  ];
}

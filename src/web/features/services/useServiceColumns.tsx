import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { RecordListItem } from '@/shared/records/contract';
import { SERVICE_FIELD_LABELS } from '@/shared/records/service';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { formatDate } from '@/web/components/form/masks';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { RecordStateCell } from '@/web/features/records/scheduling/RecordStateCell';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';

/** The entity of a row: the name the list answers with it. */
const entityName = (r: RecordListItem) => r.organizationName ?? '';

/**
 * The columns of the service list; sort keys are the engine's (Code, Name, Abbreviation, State,
 * StartDate, Version). Name and state always show; on narrow lists the others stack under the name.
 */
export function useServiceColumns(): DataTableColumn<RecordListItem>[] {
  const t = useT();
  const language = useLanguage();
  const areas = useReferenceOptions('serviceArea');
  return [
    { key: 'code', label: SERVICE_FIELD_LABELS.code[language], sortKey: 'Code', width: 120, priority: 4 },
    {
      key: 'name',
      label: SERVICE_FIELD_LABELS.name[language],
      sortKey: 'Name',
      minWidth: 220,
      primary: true,
      render: (r) => (
        <Link component={RouterLink} to={recordRoutes('service').detail(r.id, r.version)} sx={{ fontWeight: 600 }}>
          <TruncatedText text={r.name} />
        </Link>
      ),
    },
    { key: 'abbreviation', label: SERVICE_FIELD_LABELS.abbreviation[language], sortKey: 'Abbreviation', priority: 2 },
    { key: 'entity', label: t('service.column.entity'), text: entityName, priority: 1, minWidth: 180 },
    { key: 'area', label: SERVICE_FIELD_LABELS.serviceAreaId[language], text: (r) => areas.labelOf(r.extra.serviceAreaId as number | null), priority: 3 },
    { key: 'startDate', label: t('record.startDate'), sortKey: 'StartDate', text: (r) => formatDate(r.startDate), priority: 1 },
    { key: 'version', label: t('record.version'), sortKey: 'Version', align: 'right', priority: 0 },
    { key: 'state', label: t('record.state'), sortKey: 'State', priority: 'essential', render: (r) => <RecordStateCell state={r.state} scheduled={r.scheduledPublication} /> },
  ];
}

import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { RecordListItem } from '@/shared/records/contract';
import { ENTITY_FIELD_LABELS } from '@/shared/records/entity';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { formatDate } from '@/web/components/form/masks';
import { RecordStateCell } from '@/web/features/records/scheduling/RecordStateCell';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';
import { recordRoutes } from '@/web/features/records/recordRoutes';

/**
 * The columns of the entity list; sort keys are the server's (Code, Name, Abbreviation, State, StartDate, Version).
 * Name (with the stacked columns beneath it) and state always show; when the list is narrow the others
 * stack under the name, the version first and the code last.
 */
export function useEntityColumns(): DataTableColumn<RecordListItem>[] {
  const t = useT();
  const language = useLanguage();
  const types = useReferenceOptions('organizationType');
  return [
    { key: 'code', label: ENTITY_FIELD_LABELS.code[language], sortKey: 'Code', width: 120, priority: 4 },
    {
      key: 'name',
      label: ENTITY_FIELD_LABELS.name[language],
      sortKey: 'Name',
      minWidth: 220,
      primary: true,
      render: (r) => (
        <Link component={RouterLink} to={recordRoutes('entity').detail(r.id, r.version)} sx={{ fontWeight: 600 }}>
          <TruncatedText text={r.name} />
        </Link>
      ),
    },
    { key: 'abbreviation', label: ENTITY_FIELD_LABELS.abbreviation[language], sortKey: 'Abbreviation', priority: 2 },
    { key: 'parentName', label: t('record.parent'), text: (r) => r.parentName ?? '', priority: 1, minWidth: 180 },
    { key: 'type', label: ENTITY_FIELD_LABELS.organizationTypeId[language], text: (r) => types.labelOf(r.extra.organizationTypeId as number | null), priority: 3 },
    { key: 'startDate', label: t('record.startDate'), sortKey: 'StartDate', text: (r) => formatDate(r.startDate), priority: 1 },
    { key: 'version', label: t('record.version'), sortKey: 'Version', align: 'right', priority: 0 },
    { key: 'state', label: t('record.state'), sortKey: 'State', priority: 'essential', render: (r) => <RecordStateCell state={r.state} scheduled={r.scheduledPublication} /> },
  ];
}

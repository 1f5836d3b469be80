import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { RecordListItem } from '@/shared/records/contract';
import type { RecordKindName } from '@/shared/records/kinds';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { formatDate } from '@/web/components/form/masks';
import type { Translate } from '@/web/i18n/useT';
import { recordRoutes } from './recordRoutes';
import { RecordStateCell } from './scheduling/RecordStateCell';

type Column = DataTableColumn<RecordListItem>;
/** The kind's own label of a field, in the interface language. */
type FieldLabel = (field: 'code' | 'name' | 'abbreviation' | 'organizationId') => string;

/**
 * The columns a kind's list opens with (sort keys are the server's: Code, Name, Abbreviation): the
 * code, the name linking to the version's detail, the abbreviation and the owner (the row's
 * organizationName) under the column key the kind names it by.
 */
export function leadingRecordColumns(kind: RecordKindName, label: FieldLabel, ownerKey: string): Column[] {
  return [
    { key: 'code', label: label('code'), sortKey: 'Code', width: 120, priority: 4 },
    {
      key: 'name',
      label: label('name'),
      sortKey: 'Name',
      minWidth: 220,
      primary: true,
      render: (r) => (
        <Link component={RouterLink} to={recordRoutes(kind).detail(r.id, r.version)} sx={{ fontWeight: 600 }}>
          <TruncatedText text={r.name} />
        </Link>
      ),
    },
    { key: 'abbreviation', label: label('abbreviation'), sortKey: 'Abbreviation', priority: 2 },
    { key: ownerKey, label: label('organizationId'), text: (r) => r.organizationName ?? '', priority: 1, minWidth: 180 },
  ];
}

/** The columns a kind's list closes with: start date, version and state (sort keys StartDate, Version, State). */
export function trailingRecordColumns(t: Translate): Column[] {
  return [
    { key: 'startDate', label: t('record.startDate'), sortKey: 'StartDate', text: (r) => formatDate(r.startDate), priority: 1 },
    { key: 'version', label: t('record.version'), sortKey: 'Version', align: 'right', priority: 0 },
    { key: 'state', label: t('record.state'), sortKey: 'State', priority: 'essential', render: (r) => <RecordStateCell state={r.state} scheduled={r.scheduledPublication} /> },
  ];
}

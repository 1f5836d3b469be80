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
type FieldLabel = (field: 'code' | 'name' | 'abbreviation') => string;

/** The fourth opening column: whom the row belongs to (its owner entity, or an entity's parent). */
export interface RelationColumn {
  key: string;
  label: string;
  text: (row: RecordListItem) => string;
}

/** The row's owner entity (organizationName, answered with the row) under the kind's column key and label. */
export function ownerColumn(key: string, label: string): RelationColumn {
  return { key, label, text: (r) => r.organizationName ?? '' };
}

/**
 * The columns a kind's list opens with (sort keys are the server's: Code, Name, Abbreviation): the
 * code, the name linking to the version's detail, the abbreviation and whom the row belongs to.
 */
export function leadingRecordColumns(kind: RecordKindName, label: FieldLabel, relation: RelationColumn): Column[] {
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
    { key: relation.key, label: relation.label, text: relation.text, priority: 1, minWidth: 180 },
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

import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { RecordListItem } from '@/shared/records/contract';
import { DOCUMENT_FIELD_LABELS } from '@/shared/records/document';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { TruncatedText } from '@/web/components/DataTable/TruncatedText';
import { formatDate } from '@/web/components/form/masks';
import { RecordStateCell } from '@/web/features/records/scheduling/RecordStateCell';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';

/** A text of the row's kind-specific columns (the server's listExtra), or ''. */

/**
 * The columns of the document list; sort keys are the server's (Code, Name, Abbreviation, State,
 * StartDate, Version). The type and the entity come from the row's `extra` (documentTypeId, organizationName).
 */
export function useDocumentColumns(): DataTableColumn<RecordListItem>[] {
  const t = useT();
  const language = useLanguage();
  const types = useReferenceOptions('documentType');
  return [
    { key: 'code', label: DOCUMENT_FIELD_LABELS.code[language], sortKey: 'Code', width: 120, priority: 4 },
    {
      key: 'name',
      label: DOCUMENT_FIELD_LABELS.name[language],
      sortKey: 'Name',
      minWidth: 220,
      primary: true,
      render: (r) => (
        <Link component={RouterLink} to={recordRoutes('document').detail(r.id, r.version)} sx={{ fontWeight: 600 }}>
          <TruncatedText text={r.name} />
        </Link>
      ),
    },
    { key: 'abbreviation', label: DOCUMENT_FIELD_LABELS.abbreviation[language], sortKey: 'Abbreviation', priority: 2 },
    { key: 'organization', label: DOCUMENT_FIELD_LABELS.organizationId[language], text: (r) => r.organizationName ?? '', priority: 1, minWidth: 180 },
    { key: 'type', label: DOCUMENT_FIELD_LABELS.documentTypeId[language], text: (r) => types.labelOf(r.extra.documentTypeId as number | null | undefined), priority: 3 },
    { key: 'startDate', label: t('record.startDate'), sortKey: 'StartDate', text: (r) => formatDate(r.startDate), priority: 1 },
    { key: 'version', label: t('record.version'), sortKey: 'Version', align: 'right', priority: 0 },
    { key: 'state', label: t('record.state'), sortKey: 'State', priority: 'essential', render: (r) => <RecordStateCell state={r.state} scheduled={r.scheduledPublication} /> },
  ];
}

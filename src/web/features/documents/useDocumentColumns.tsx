import type { RecordListItem } from '@/shared/records/contract';
import { DOCUMENT_FIELD_LABELS } from '@/shared/records/document';
import type { DataTableColumn } from '@/web/components/DataTable/DataTable';
import { leadingRecordColumns, ownerColumn, trailingRecordColumns } from '@/web/features/records/recordListColumns';
import { useReferenceOptions } from '@/web/features/records/useReferenceOptions';
import { useLanguage, useT } from '@/web/i18n/useT';

/**
 * The columns of the document list; sort keys are the server's (Code, Name, Abbreviation, State,
 * StartDate, Version). The entity is the row's owner (organizationName); the type comes from the
 * row's `extra` (documentTypeId).
 */
export function useDocumentColumns(): DataTableColumn<RecordListItem>[] {
  const t = useT();
  const language = useLanguage();
  const types = useReferenceOptions('documentType');
  const label = (field: keyof typeof DOCUMENT_FIELD_LABELS) => DOCUMENT_FIELD_LABELS[field][language];
  return [
    ...leadingRecordColumns('document', label, ownerColumn('organization', label('organizationId'))),
    { key: 'type', label: label('documentTypeId'), text: (r) => types.labelOf(r.extra.documentTypeId as number | null | undefined), priority: 3 },
    ...trailingRecordColumns(t),
  ];
}

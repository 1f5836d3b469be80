/** The document kind as the generic record pages see it (features/records/kindUi.ts). */
import { DOCUMENT_FIELD_LABELS, documentSchema, emptyDocument, type DocumentData, type DocumentInput } from '@/shared/records/document';
import type { RecordKindUi } from '@/web/features/records/kindUi';
import { DocumentDetailSections } from './DocumentDetailSections';
import { DocumentEditForm } from './DocumentEditForm';
import { DocumentSearchFields } from './DocumentSearchFields';
import { useDocumentColumns } from './useDocumentColumns';

export const documentUi: RecordKindUi<DocumentInput, DocumentData> = {
  kind: 'document',
  searchForm: 'document',
  pageField: 'pageNumber',
  useListColumns: useDocumentColumns,
  SearchFields: DocumentSearchFields,
  EditForm: DocumentEditForm,
  DetailSections: DocumentDetailSections,
  schema: documentSchema,
  // Created under an entity, the document belongs to it (its field is then fixed).
  emptyInput: (_parent, owner) => ({ ...emptyDocument(), organizationId: owner?.id ?? null }),
  listEmptyText: 'document.list.empty',
  fieldLabels: DOCUMENT_FIELD_LABELS,
  // A published document may be copied into a new draft under another entity (SPEC §8 -253).
  copyable: true,
};

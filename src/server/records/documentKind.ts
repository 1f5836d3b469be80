/**
 * The document kind as the engine sees it (SPEC §2.7, §3 Document, §3.1 document search): owned by
 * an entity (`organizationId`, any published entity may own documents), typed by a 'documentType'
 * reference item, with attachments stored apart (attachmentFields) and a copy route (-253).
 */
import { sql } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import type { ReferenceCategory } from '@/shared/referenceLists';
import { DOCUMENT_FIELD_LABELS, documentSchema, emptyDocument, type DocumentInput } from '@/shared/records/document';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { attachmentsOf } from '../attachments/attachmentFields';
import { AppError } from '../http/AppError';
import { DETAIL_TEXTS } from '../http/detailTexts';
import { DOCUMENT_COMPARE } from './compare/kindPresenters';
import { type ServerKindDefinition, HEADER_SORT_COLUMNS } from './kindDefinition';
import { OWNER_ENTITY_FILTER } from './ownerEntityFilter';
import { containsCaseInsensitive, containsText } from './textMatch';

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const someText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const documentKind: ServerKindDefinition<DocumentInput> = {
  meta: RECORD_KINDS.document,
  schema: documentSchema,
  labels: DOCUMENT_FIELD_LABELS,
  comparePresenters: DOCUMENT_COMPARE,
  emptyInput: emptyDocument,
  hasParentOfSameKind: false,
  // The owning entity's subtree decides, for a new document and for a saved one alike.
  owningOrganization: (input) => input.organizationId,
  organizationOf: (row) => numberOrNull(row.data.organizationId),
  attachmentFields: ['attachments'],
  attachmentCodes: { refused: ErrorCode.DocumentAttachmentRefused, unknown: ErrorCode.DocumentAttachmentUnknown },
  copy: { ownerField: 'organizationId', notAllowed: ErrorCode.DocumentCopyNotAllowed },
  stateField: 'recordStateIds',
  filters: [
    { field: 'code', where: (_eb, v) => (someText(v) ? containsCaseInsensitive(sql.ref('code'), v.trim()) : null) },
    { field: 'abreviation', where: (_eb, v) => (someText(v) ? containsCaseInsensitive(sql.ref('abbreviation'), v.trim()) : null) },
    { field: 'name', where: (_eb, v) => (someText(v) ? containsText(sql.ref('name'), v.trim()) : null) },
    {
      field: 'documentTypeIds',
      // The expression of the partial index record_version_document_type_idx (migration 2026_11_26_301).
      where: (_eb, v) => (Array.isArray(v) && v.length > 0 ? sql<boolean>`((data->>'documentTypeId')::int) = ANY(${v.map(Number)}::int[])` : null),
    },
    { field: 'active', where: (eb, v) => (typeof v === 'boolean' ? eb('active', '=', v) : null) },
    OWNER_ENTITY_FILTER,
  ],
  sortColumns: HEADER_SORT_COLUMNS,
  listExtra: (row) => ({
    documentTypeId: numberOrNull(row.data.documentTypeId),
    organizationId: row.organization_id,
    attachmentCount: attachmentsOf(row.data.attachments).length,
  }),

  async validate(ctx, input) {
    const label = DOCUMENT_FIELD_LABELS.organizationId;
    const owner = await ctx.db
      .selectFrom('record_version')
      .select(sql<boolean>`bool_or(state = ${RecordState.Published})`.as('published'))
      .where('kind', '=', ObjectKind.Entity)
      .where('id', '=', input.organizationId ?? -1)
      .executeTakeFirst();
    // No version at all: the aggregate answers one row whose bool_or is null.
    if (owner?.published === null || owner?.published === undefined) {
      throw new AppError(ErrorCode.DocumentInvalid, {
        detail: { pt: `${label.pt}: ${DETAIL_TEXTS.referenceMissing.pt}`, en: `${label.en}: ${DETAIL_TEXTS.referenceMissing.en}` },
      });
    }
    // Any entity may own documents (no owner flag in KIND_BASICS), once it is published (SPEC §5).
    if (!owner.published) throw new AppError(ErrorCode.ParentNotPublished, { detail: label });
    const type = await ctx.db
      .selectFrom('reference_item')
      .select('id')
      .where('category', '=', 'documentType' satisfies ReferenceCategory)
      .where('id', '=', input.documentTypeId ?? -1)
      .executeTakeFirst();
    if (!type) throw new AppError(ErrorCode.DocumentTypeNotFound);
  },
};

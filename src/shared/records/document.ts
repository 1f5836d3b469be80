/**
 * The document kind: its fields (SPEC §3 Document, Attachment) and the one validation schema that
 * checks the edit form in the browser and the body on the server. A document belongs to an entity
 * (`organizationId`). Its attachments' bytes are stored apart by the server: once saved, an
 * attachment travels with `attachmentId` and empty `data`, and is downloaded through
 * POST /api/attachment/get (SPEC §7).
 */
import { INPUT_LIMITS } from '../limits';
import { messageRef as m } from '../validation';
import type { RecordHeaderFields, StoredAttachment } from './entity';
import { attachmentSchema, checked, emptyHeader, HEADER_FIELD_LABELS, headerSchemaFields, id, list, text } from './schemaParts';
import * as yup from 'yup';

export type { StoredAttachment } from './entity';

export interface DocumentData {
  /** The entity the document belongs to. */
  organizationId: number | null;
  /** Object parameter (reference list 'documentType'). */
  documentTypeId: number | null;
  description: string;
  attachments: StoredAttachment[];
}

export interface DocumentInput extends RecordHeaderFields, DocumentData {}

/** Our choices (the spec is silent). */
export const DOCUMENT_LIMITS = {
  descriptionMaxLength: 2000,
  attachmentsMaxItems: 20,
} as const;

export const documentSchema = checked(
  yup.object({
    ...headerSchemaFields(),
    organizationId: id().nullable().required(m('required')),
    documentTypeId: id().nullable().required(m('required')),
    description: text(DOCUMENT_LIMITS.descriptionMaxLength).default(''),
    attachments: list(attachmentSchema({ maxBytes: INPUT_LIMITS.fileMaxBytes, imagesOnly: false, stored: true }), DOCUMENT_LIMITS.attachmentsMaxItems).default([]),
  }),
);

export function emptyDocument(): DocumentInput {
  return {
    ...emptyHeader(),
    organizationId: null,
    documentTypeId: null,
    description: '',
    attachments: [],
  };
}

/** Field labels (form, detail, server messages and the change log). */
export const DOCUMENT_FIELD_LABELS: Readonly<Record<keyof DocumentInput, { pt: string; en: string }>> = {
  ...HEADER_FIELD_LABELS,
  organizationId: { pt: 'Entidade', en: 'Entity' },
  documentTypeId: { pt: 'Tipo de documento', en: 'Document type' },
  description: { pt: 'Descrição', en: 'Description' },
  attachments: { pt: 'Anexos', en: 'Attachments' },
};

/** The attachment's own fields (SPEC §3 Attachment), as the attachments table heads them. */
export const ATTACHMENT_FIELD_LABELS: Readonly<Record<'name' | 'size' | 'mime' | 'format', { pt: string; en: string }>> = {
  name: { pt: 'Nome', en: 'Name' },
  size: { pt: 'Tamanho', en: 'Size' },
  mime: { pt: 'Tipo MIME', en: 'MIME type' },
  format: { pt: 'Formato', en: 'Format' },
};

/**
 * What the engine does with a kind's attachment fields (`attachmentFields`) on every save — create,
 * save in place, new draft from a published version, copy — inside the save's transaction, so a
 * refused save leaves nothing behind:
 * - a file arriving with its bytes (base64 `data`) is checked again here (the shared schema checks
 *   it too, but the server does not rely on the client's library: magic bytes of an allowed type,
 *   declared type and size agreeing, at most INPUT_LIMITS.fileMaxBytes), stored in `attachment`, and
 *   replaced in the version's data by `{ name, size, mime, format, data: '', attachmentId }`;
 * - a file arriving with an `attachmentId` and no bytes is kept only when a version of the same
 *   record already refers to it (or, for a copy, the source version does): ids are guessable, and
 *   nobody may attach another record's file by naming its id. Its size and type are the ones the
 *   server stored, whatever the client sends; its name may change.
 * Refusals answer the kind's `attachmentCodes` (documents: -260 bytes refused, -259 not this
 * record's attachment), else the kind's invalid code, naming the field.
 */
import { attachmentProblem } from '@/shared/fileTypes';
import { INPUT_LIMITS } from '@/shared/limits';
import { base64Length } from '@/shared/records/schemaParts';
import { validationText } from '@/shared/records/recordValidationMessages';
import { messageRef } from '@/shared/validation';
import type { ErrorCodeNumber } from '@/shared/errors';
import { AppError } from '../http/AppError';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';
import { declaredAttachments, mapAttachments, type FileObject } from './attachmentFields';
import { storeBytes } from './attachmentStore';

/** Stored attachments a save may keep without their bytes: id → the size and type the server stored. */
export type KeepableAttachments = ReadonlyMap<number, { size: number; mime: string }>;

const FILE_RULE = { maxBytes: INPUT_LIMITS.fileMaxBytes, imagesOnly: false } as const;

function codesOf(def: ServerKindDefinition): { refused: ErrorCodeNumber; unknown: ErrorCodeNumber } {
  return def.attachmentCodes ?? { refused: def.meta.codes.invalid, unknown: def.meta.codes.invalid };
}

function refusal(def: ServerKindDefinition, code: ErrorCodeNumber, field: string, reason: 'fileTooLarge' | 'fileContent' | null): AppError {
  const label = def.labels[field] ?? { pt: field, en: field };
  const text = (language: 'pt' | 'en') => (reason ? `${label[language]}: ${validationText(messageRef(reason), language)}` : label[language]);
  return new AppError(code, { detail: { pt: text('pt'), en: text('en') } });
}

/** Why a file's bytes are refused, or null; tolerant of any shape (it also runs before the schema). */
function problemOf(file: FileObject): 'size' | 'type' | null {
  if (typeof file.data !== 'string' || file.data === '') return null;
  // Too long to be the maximum's base64: refused without decoding it.
  if (file.data.length > base64Length(FILE_RULE.maxBytes)) return 'size';
  const size = typeof file.size === 'number' ? file.size : -1;
  const mime = typeof file.mime === 'string' ? file.mime : '';
  return attachmentProblem({ data: file.data, size, mime }, FILE_RULE);
}

/**
 * Runs before the kind's schema, on the body as sent: a renamed executable, a PNG declared as PDF, an
 * SVG with a script or a file over the maximum gets the attachment code, not the generic invalid one.
 */
export function refuseBadFiles(def: ServerKindDefinition, raw: unknown): void {
  if (!def.attachmentFields?.length || typeof raw !== 'object' || raw === null) return;
  for (const { field, file } of declaredAttachments(def, raw as Record<string, unknown>)) {
    const problem = problemOf(file);
    if (problem) throw refusal(def, codesOf(def).refused, field, problem === 'size' ? 'fileTooLarge' : 'fileContent');
  }
}

/** The attachments the given versions refer to: what a save of their record may keep. */
export function keepableIn(def: ServerKindDefinition, versions: readonly { data: Record<string, unknown> }[]): KeepableAttachments {
  const keep = new Map<number, { size: number; mime: string }>();
  for (const version of versions) {
    for (const { file } of declaredAttachments(def, version.data)) {
      if (typeof file.attachmentId === 'number' && typeof file.size === 'number' && typeof file.mime === 'string') {
        keep.set(file.attachmentId, { size: file.size, mime: file.mime });
      }
    }
  }
  return keep;
}

/** Stores the new files of a validated input and rewrites every attachment field to references (in place). */
export async function storeAttachments(ctx: EngineContext, def: ServerKindDefinition, input: Record<string, unknown>, keepable: KeepableAttachments): Promise<void> {
  const codes = codesOf(def);
  for (const field of def.attachmentFields ?? []) {
    input[field] = await mapAttachments(input[field], async (file) => {
      if (typeof file.data === 'string' && file.data !== '') {
        const problem = problemOf(file);
        if (problem) throw refusal(def, codes.refused, field, problem === 'size' ? 'fileTooLarge' : 'fileContent');
        const bytes = Buffer.from(file.data, 'base64');
        const mime = String(file.mime);
        return { name: file.name, size: bytes.length, mime, format: file.format, data: '', attachmentId: await storeBytes(ctx.db, bytes, mime) };
      }
      const id = file.attachmentId;
      const stored = typeof id === 'number' ? keepable.get(id) : undefined;
      if (!stored) throw refusal(def, codes.unknown, field, null);
      return { name: file.name, size: stored.size, mime: stored.mime, format: file.format, data: '', attachmentId: id };
    });
  }
}

/**
 * POST /attachment/get (SPEC §7): one stored attachment of a record version, with its bytes. Read
 * rules are the version GET's (recordAccess.ts through recordReads.visibleVersion: published for
 * everyone, guests included; other versions only inside the caller's read scope), and the version
 * must itself refer to the attachment: an id alone opens nothing. Anything unknown or unreadable is
 * the kind's not-found code, so nothing tells an existing file from a missing one.
 */
import type { Attachment } from '@/shared/records/entity';
import type { AttachmentRequest } from '@/shared/records/contract';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { AppError } from '../http/AppError';
import type { EngineContext } from '../records/engineContext';
import { visibleVersion } from '../records/recordReads';
import { SERVER_KINDS } from '../records/registry';
import { declaredAttachments } from './attachmentFields';
import { attachmentBytes } from './attachmentStore';

export async function readAttachment(ctx: EngineContext, request: AttachmentRequest): Promise<Attachment> {
  const def = SERVER_KINDS[request.kind];
  const notFound = () => new AppError(RECORD_KINDS[request.kind].codes.notFound);
  if (!def?.attachmentFields?.length) throw notFound();
  const row = await visibleVersion(ctx, def, request.id, request.version);
  const entry = declaredAttachments(def, row.data).find(({ file }) => file.attachmentId === request.attachmentId);
  const bytes = entry ? await attachmentBytes(ctx.db, request.attachmentId) : undefined;
  if (!entry || !bytes) throw notFound();
  const { file } = entry;
  return {
    name: String(file.name ?? ''),
    size: bytes.length,
    mime: String(file.mime ?? ''),
    format: String(file.format ?? ''),
    // A view on the row's bytes, not a copy: a file may be 5 MiB.
    data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
  };
}

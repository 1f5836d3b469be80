/**
 * The `attachment` and `attachment_content` tables: each upload gets an attachment of its own (id,
 * type, size), its bytes stored once per content (SHA-256 and size) in `attachment_content` and read
 * back by the attachment's id. Plain queries; who may store or read what is decided by the callers
 * (attachmentSave.ts, attachmentRead.ts).
 */
import { createHash } from 'node:crypto';
import type { EngineContext } from '../records/engineContext';

type Db = EngineContext['db'];

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The content row holding these bytes, inserted or found. A parallel writer of the same content waits
 * on the unique key, then finds the row it committed. A row found is share-locked until the save
 * commits, so the orphan sweep (attachmentSweep.ts, which skips locked rows) cannot delete it under
 * the save; one the sweep deleted between the insert's conflict and the read is inserted again.
 */
async function contentId(db: Db, bytes: Uint8Array): Promise<number> {
  const sha256 = sha256Hex(bytes);
  for (;;) {
    const inserted = await db
      .insertInto('attachment_content')
      .values({ sha256, size: bytes.length, bytes })
      .onConflict((oc) => oc.columns(['sha256', 'size']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    const existing = await db.selectFrom('attachment_content').select('id').where('sha256', '=', sha256).where('size', '=', bytes.length).forShare().executeTakeFirst();
    if (existing) return existing.id;
  }
}

/**
 * Stores one upload and answers its new attachment id, inside the save's transaction (a refused save
 * leaves no row behind). Never the id of an earlier upload of the same bytes (issue 28 item 10): that
 * one may belong to a record the uploader may not read, and answering it would tell them the file
 * exists there and its id. Only the bytes are shared.
 */
export async function storeBytes(db: Db, bytes: Uint8Array, mime: string): Promise<number> {
  const content = await contentId(db, bytes);
  const row = await db.insertInto('attachment').values({ content_id: content, mime, size: bytes.length }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Size and type of stored attachments (never their bytes), by id. */
export async function attachmentFacts(db: Db, ids: readonly number[]): Promise<Map<number, { mime: string; size: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('attachment')
    .select(['id', 'mime', 'size'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { mime: r.mime, size: r.size }]));
}

/** The bytes of one stored attachment, or undefined. */
export async function attachmentBytes(db: Db, id: number): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('attachment')
    .innerJoin('attachment_content', 'attachment_content.id', 'attachment.content_id')
    .select('attachment_content.bytes')
    .where('attachment.id', '=', id)
    .executeTakeFirst();
  return row?.bytes;
}

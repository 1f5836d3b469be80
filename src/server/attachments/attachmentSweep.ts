/**
 * Removing stored attachments no record version refers to any more, then the bytes no attachment
 * uses: deleting a draft or a copy, or extinguishing (which deletes the newer versions), leaves their
 * files behind, and saving a version without a file it had before leaves the file only if another
 * version keeps it. Run by housekeeping.
 */
import { sql, type RawBuilder } from 'kysely';
import type { EngineContext } from '../records/engineContext';
import type { ServerKindDefinition } from '../records/kindDefinition';

type Db = EngineContext['db'];

/** Files younger than this stay: a margin for a save still in flight in another process. */
export const ORPHAN_ATTACHMENT_MIN_AGE_MS = 24 * 60 * 60_000;

/**
 * The attachment ids one kind's versions refer to, from the fields it declares. `[*]` in the
 * default (lax) jsonpath mode reads a one-file field and a list of files alike.
 */
function referencedBy(def: Pick<ServerKindDefinition, 'meta' | 'attachmentFields'>): RawBuilder<unknown>[] {
  return (def.attachmentFields ?? []).map(
    (field) =>
      sql`SELECT (jsonb_path_query(data, ${`$."${field}"[*].attachmentId ? (@.type() == "number")`}::jsonpath))::int AS id FROM record_version WHERE kind = ${def.meta.objectKind}`,
  );
}

/**
 * Deletes the attachments older than `before` that no version of the given kinds refers to, then the
 * stored bytes no attachment uses any more; answers how many attachments. Bytes a save in flight has
 * just found (share-locked, attachmentStore.ts) or is pointing a new attachment at (its key check
 * locks them) are skipped, not waited for: the next run sees them used.
 */
export async function purgeOrphanAttachments(db: Db, kinds: readonly Pick<ServerKindDefinition, 'meta' | 'attachmentFields'>[], before: Date): Promise<number> {
  const referenced = kinds.flatMap(referencedBy);
  const keep = referenced.length > 0 ? sql`AND id NOT IN (${sql.join(referenced, sql` UNION `)})` : sql``;
  const result = await sql`DELETE FROM attachment WHERE created_at < ${before} ${keep}`.execute(db);
  await sql`DELETE FROM attachment_content WHERE id IN (
    SELECT c.id FROM attachment_content c WHERE NOT EXISTS (SELECT 1 FROM attachment a WHERE a.content_id = c.id) FOR UPDATE SKIP LOCKED
  )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

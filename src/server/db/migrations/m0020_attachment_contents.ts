/**
 * Issue 28 item 10: an upload answered with the id of the row already holding the same bytes, so
 * uploading another branch's draft file revealed that file's id. The bytes move to
 * `attachment_content` (still once per SHA-256 and size); every upload now gets an `attachment` row of
 * its own (its id, type and size) pointing at the shared content. Existing rows keep their ids, and
 * each content row takes its attachment's id. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // The name moves to the new table's key.
  await sql`ALTER TABLE attachment DROP CONSTRAINT attachment_content_key`.execute(db);
  await db.schema
    .createTable('attachment_content')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Hex of the SHA-256 of the bytes: with the size, the key that stores one content once.
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('attachment_content_key', ['sha256', 'size'])
    .execute();
  await sql`INSERT INTO attachment_content (id, sha256, size, bytes, created_at) SELECT id, sha256, size, bytes, created_at FROM attachment`.execute(db);
  await sql`SELECT setval(pg_get_serial_sequence('attachment_content', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM attachment_content`.execute(db);
  await sql`ALTER TABLE attachment ADD COLUMN content_id integer REFERENCES attachment_content (id)`.execute(db);
  await sql`UPDATE attachment SET content_id = id`.execute(db);
  await sql`ALTER TABLE attachment ALTER COLUMN content_id SET NOT NULL`.execute(db);
  await sql`ALTER TABLE attachment DROP COLUMN sha256, DROP COLUMN bytes`.execute(db);
  // The sweep's "no attachment uses this content" and the key's check on deleting a content.
  await sql`CREATE INDEX attachment_content_id_idx ON attachment (content_id)`.execute(db);
}

/** Back to one row per content: attachments sharing a content collapse onto the lowest id (versions naming the others lose their file). */
export async function down(db: AnyDb): Promise<void> {
  await sql`DELETE FROM attachment a WHERE EXISTS (SELECT 1 FROM attachment b WHERE b.content_id = a.content_id AND b.id < a.id)`.execute(db);
  await sql`ALTER TABLE attachment ADD COLUMN sha256 text, ADD COLUMN bytes bytea`.execute(db);
  await sql`UPDATE attachment a SET sha256 = c.sha256, bytes = c.bytes FROM attachment_content c WHERE c.id = a.content_id`.execute(db);
  await sql`ALTER TABLE attachment ALTER COLUMN sha256 SET NOT NULL, ALTER COLUMN bytes SET NOT NULL, DROP COLUMN content_id`.execute(db);
  await db.schema.dropTable('attachment_content').execute();
  await sql`ALTER TABLE attachment ADD CONSTRAINT attachment_content_key UNIQUE (sha256, size)`.execute(db);
}

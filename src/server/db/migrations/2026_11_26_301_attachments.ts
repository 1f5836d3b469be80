/**
 * Attachments stored apart from the record versions (documents' files, services' procedure
 * diagrams): the bytes once per content (sha256 and size), the versions' `data` keeps only the
 * reference (`attachmentId`). Also the document-type filter's index of the document list. bytea
 * works the same on PGlite and PostgreSQL. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('attachment')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Hex of the SHA-256 of the bytes: with the size, the key that stores one content once.
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('attachment_content_key', ['sha256', 'size'])
    .execute();
  // The document list's type filter (SPEC §3.1 documentTypeIds) reads a field of the kind's data (kind 5: document).
  await sql`CREATE INDEX record_version_document_type_idx ON record_version (((data->>'documentTypeId')::int)) WHERE kind = 5`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP INDEX IF EXISTS record_version_document_type_idx`.execute(db);
  await db.schema.dropTable('attachment').ifExists().execute();
}

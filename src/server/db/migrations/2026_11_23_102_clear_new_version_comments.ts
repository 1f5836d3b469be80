/**
 * Until issue 8 the engine audited every new version with the comment "v<version>", which the audit
 * trail showed as if a person had written it. New versions are now audited without a comment; this
 * clears the generated ones (only those that are exactly "v" followed by the row's own version, so a
 * comment a person wrote is never touched). Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`UPDATE record_action SET comment = NULL WHERE action = 'newVersion' AND comment = 'v' || version::text`.execute(db);
}

export async function down(): Promise<void> {
  // The generated comments carried nothing a person wrote: there is nothing to restore.
}

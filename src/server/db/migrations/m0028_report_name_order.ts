/**
 * Issue 32: the reports order names in SQL, as Intl.Collator('pt', { sensitivity: 'base', numeric: true })
 * ordered them in Node: an ICU collation at primary strength (accents and case aside, so ties fall to
 * the code, then the id, as before) with digits compared as numbers. Both engines have ICU (PGlite
 * ships the root collation data; PostgreSQL 15+ on Debian, Portuguese too); the locale is written in
 * ICU's own form because PGlite's ICU reads its keywords (`@colNumeric=yes`) but not the BCP 47
 * extension (`-u-kn`). A server built without ICU gets a byte-order collation instead, so the reports
 * still run (in a case- and accent-sensitive order); docs/decisions.md says so. Expand-only: a new
 * collation no running version reads. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`DO $$ BEGIN
      CREATE COLLATION IF NOT EXISTS report_name_order (provider = icu, locale = 'pt@colStrength=primary;colNumeric=yes', deterministic = false);
    EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
      CREATE COLLATION IF NOT EXISTS report_name_order FROM "C";
    END $$`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP COLLATION IF EXISTS report_name_order`.execute(db);
}

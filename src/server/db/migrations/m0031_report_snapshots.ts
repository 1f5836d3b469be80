/**
 * Issue 32: a report's result kept for the pages that follow (reports/reportSnapshot.ts). A snapshot
 * is one report's whole result for one question (report, day, filter entity, the caller's scope),
 * its rows numbered in the report's order and stored in chunks of a hundred, tagged with the
 * catalogue's report generation. Triggers bump that generation in every transaction that changes
 * what a report can read — a published version (inserted, changed, deleted, or one that becomes or
 * stops being published) or the stored sibling order — once per transaction (a transaction-local
 * setting), so a snapshot of an older generation is never served. The generation is read in the same
 * statement as the data a snapshot is built from, so a change committed meanwhile either shows in
 * the rows or has moved the generation on. UNLOGGED, all three: state of the moment, not data —
 * a crash of PostgreSQL empties them (the generation restarts along with the snapshots, so nothing
 * old survives), backups leave them out. Expand-only (new tables, functions and triggers): the
 * previous version, still running during a rolling upgrade, never reads them. Frozen in time like
 * every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE UNLOGGED TABLE report_generation (
    id smallint PRIMARY KEY CHECK (id = 1),
    value bigint NOT NULL
  )`.execute(db);
  await sql`CREATE UNLOGGED TABLE report_snapshot (
    id bigserial PRIMARY KEY,
    key text NOT NULL,
    generation bigint NOT NULL,
    total integer NOT NULL,
    chart json,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX report_snapshot_key_idx ON report_snapshot (key, generation, id)`.execute(db);
  await sql`CREATE UNLOGGED TABLE report_snapshot_chunk (
    snapshot_id bigint NOT NULL,
    chunk integer NOT NULL,
    rows jsonb NOT NULL,
    PRIMARY KEY (snapshot_id, chunk)
  )`.execute(db);
  // Written once per snapshot and read a chunk at a time: compressing each chunk would cost more than the space it saves.
  await sql`ALTER TABLE report_snapshot_chunk ALTER COLUMN rows SET STORAGE EXTERNAL`.execute(db);
  // The first change of a transaction takes the generation row's lock until COMMIT: concurrent publications
  // wait for each other at that point (milliseconds), the price of a counter that moves only when data is committed.
  await sql`CREATE FUNCTION bump_report_generation() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('cesa.report_generation_bumped', true) IS DISTINCT FROM 'on' THEN
        INSERT INTO report_generation (id, value) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET value = report_generation.value + 1;
        PERFORM set_config('cesa.report_generation_bumped', 'on', true);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER record_version_published_inserted AFTER INSERT ON record_version
    FOR EACH ROW WHEN (NEW.published_at IS NOT NULL) EXECUTE FUNCTION bump_report_generation()`.execute(db);
  await sql`CREATE TRIGGER record_version_published_updated AFTER UPDATE ON record_version
    FOR EACH ROW WHEN (OLD.published_at IS NOT NULL OR NEW.published_at IS NOT NULL) EXECUTE FUNCTION bump_report_generation()`.execute(db);
  await sql`CREATE TRIGGER record_version_published_deleted AFTER DELETE ON record_version
    FOR EACH ROW WHEN (OLD.published_at IS NOT NULL) EXECUTE FUNCTION bump_report_generation()`.execute(db);
  await sql`CREATE TRIGGER record_version_truncated_reports AFTER TRUNCATE ON record_version
    FOR EACH STATEMENT EXECUTE FUNCTION bump_report_generation()`.execute(db);
  await sql`CREATE TRIGGER organic_order_changed_reports AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organic_order
    FOR EACH STATEMENT EXECUTE FUNCTION bump_report_generation()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS record_version_published_inserted ON record_version`.execute(db);
  await sql`DROP TRIGGER IF EXISTS record_version_published_updated ON record_version`.execute(db);
  await sql`DROP TRIGGER IF EXISTS record_version_published_deleted ON record_version`.execute(db);
  await sql`DROP TRIGGER IF EXISTS record_version_truncated_reports ON record_version`.execute(db);
  await sql`DROP TRIGGER IF EXISTS organic_order_changed_reports ON organic_order`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bump_report_generation()`.execute(db);
  await sql`DROP TABLE IF EXISTS report_snapshot_chunk`.execute(db);
  await sql`DROP TABLE IF EXISTS report_snapshot`.execute(db);
  await sql`DROP TABLE IF EXISTS report_generation`.execute(db);
}

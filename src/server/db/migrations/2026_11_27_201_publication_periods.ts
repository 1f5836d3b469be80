/**
 * When each version was the published one (SPEC §2.8 organic tree as of a date, issue 11): the moment
 * it was published and the moment it stopped being so (replaced by a newer version, archived, made
 * obsolete or extinct). The engine sets both with its clock; a trigger fills them for rows written
 * outside the engine (the seeds, imports), so that no path leaves a published version without its
 * period. Existing rows are filled from the audit trail. A published version with no publish in the
 * audit (seeded or imported: the organisation as it already stood) counts as published since the
 * start of its validity, or since it was written when that is earlier or unknown. Frozen in time
 * like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

/** RecordState.Published when this migration was written. */
const PUBLISHED = 5;

/** Midnight in the Azores of the first day of validity (null without one: least() then ignores it). */
const SINCE_VALIDITY = sql`(start_date::timestamp AT TIME ZONE 'Atlantic/Azores')`;
const SINCE_VALIDITY_OF_NEW = sql`(NEW.start_date::timestamp AT TIME ZONE 'Atlantic/Azores')`;

export async function up(db: AnyDb): Promise<void> {
  await sql`ALTER TABLE record_version ADD COLUMN published_at timestamptz, ADD COLUMN unpublished_at timestamptz`.execute(db);

  // Published: the last publish action of the version; a published version with no audit (seeded) since it was last written.
  await sql`UPDATE record_version rv SET published_at = p.at
    FROM (SELECT kind, record_id, version, max(at) AS at FROM record_action WHERE to_state = ${PUBLISHED} GROUP BY kind, record_id, version) p
    WHERE p.kind = rv.kind AND p.record_id = rv.id AND p.version = rv.version`.execute(db);
  await sql`UPDATE record_version SET published_at = least(${SINCE_VALIDITY}, coalesce(changed_at, created_at)) WHERE state = ${PUBLISHED} AND published_at IS NULL`.execute(db);
  // Left published by an action on the version itself (archive, obsolete, extinct).
  await sql`UPDATE record_version rv SET unpublished_at = l.at
    FROM (SELECT kind, record_id, version, min(at) AS at FROM record_action WHERE from_state = ${PUBLISHED} AND to_state IS DISTINCT FROM ${PUBLISHED} GROUP BY kind, record_id, version) l
    WHERE l.kind = rv.kind AND l.record_id = rv.id AND l.version = rv.version AND rv.state <> ${PUBLISHED} AND rv.published_at IS NOT NULL AND l.at >= rv.published_at`.execute(db);
  // Replaced: the engine audits the newer version's publish, not the older one's archiving.
  await sql`UPDATE record_version rv SET unpublished_at = (
      SELECT min(n.published_at) FROM record_version n WHERE n.kind = rv.kind AND n.id = rv.id AND n.version > rv.version AND n.published_at IS NOT NULL)
    WHERE rv.state <> ${PUBLISHED} AND rv.published_at IS NOT NULL AND rv.unpublished_at IS NULL`.execute(db);
  await sql`UPDATE record_version SET unpublished_at = greatest(coalesce(changed_at, published_at), published_at)
    WHERE state <> ${PUBLISHED} AND published_at IS NOT NULL AND unpublished_at IS NULL`.execute(db);

  await sql`CREATE FUNCTION record_version_publication_period() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.state = ${sql.lit(PUBLISHED)} AND (TG_OP = 'INSERT' OR OLD.state <> ${sql.lit(PUBLISHED)}) THEN
        NEW.published_at := coalesce(NEW.published_at, least(${SINCE_VALIDITY_OF_NEW}, now()));
        NEW.unpublished_at := NULL;
      ELSIF TG_OP = 'UPDATE' AND OLD.state = ${sql.lit(PUBLISHED)} AND NEW.state <> ${sql.lit(PUBLISHED)} THEN
        NEW.unpublished_at := coalesce(NEW.unpublished_at, now());
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER record_version_publication_period BEFORE INSERT OR UPDATE OF state ON record_version
    FOR EACH ROW EXECUTE FUNCTION record_version_publication_period()`.execute(db);

  // The versions ever published, by kind and parent: the organic tree of a date walks these.
  await sql`CREATE INDEX record_version_published_period_idx ON record_version (kind, parent_id, published_at, unpublished_at) WHERE published_at IS NOT NULL`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP INDEX IF EXISTS record_version_published_period_idx`.execute(db);
  await sql`DROP TRIGGER IF EXISTS record_version_publication_period ON record_version`.execute(db);
  await sql`DROP FUNCTION IF EXISTS record_version_publication_period()`.execute(db);
  await sql`ALTER TABLE record_version DROP COLUMN IF EXISTS unpublished_at, DROP COLUMN IF EXISTS published_at`.execute(db);
}

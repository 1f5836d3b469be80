/**
 * Issue 32: requests read their caller from a per-process cache (auth/sessionCache.ts) that must hear
 * of every change to what it holds, whoever makes it: a route, a script or an administrator's SQL.
 * Triggers on the tables a session is read from send the change bus's own message (db/changeBus.ts,
 * channel `server_changes`, topic `sessions`) at commit: the users of a session, user or user-profile
 * row changed; every user when a profile changes. Not on `last_seen_at` alone (written once a
 * minute per session; nothing a request decides on); every user when one of them is truncated. Expand-only (new functions and triggers): the
 * previous version, still running during a rolling upgrade, hears these messages as the hub checks it
 * already does. Frozen in time like every migration.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen migration: it must not follow the app's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // TG_ARGV[0] names the row's user column; an UPDATE that moves a row tells both users.
  await sql`CREATE FUNCTION notify_user_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE ids integer[] := '{}';
    BEGIN
      IF TG_OP <> 'INSERT' THEN ids := ids || (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
      IF TG_OP <> 'DELETE' THEN ids := ids || (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
      PERFORM pg_notify('server_changes', json_build_object('topic', 'sessions', 'userIds', (SELECT json_agg(DISTINCT id) FROM unnest(ids) AS id))::text);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION notify_all_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('server_changes', '{"topic":"sessions","userIds":"all"}');
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER session_changed AFTER UPDATE OF user_id, expires_at, ended_at, token_hash, previous_token_hash, rotated_at OR DELETE ON session
    FOR EACH ROW EXECUTE FUNCTION notify_user_sessions_changed('user_id')`.execute(db);
  await sql`CREATE TRIGGER app_user_changed AFTER UPDATE OR DELETE ON app_user
    FOR EACH ROW EXECUTE FUNCTION notify_user_sessions_changed('id')`.execute(db);
  await sql`CREATE TRIGGER user_profile_changed AFTER INSERT OR UPDATE OR DELETE ON user_profile
    FOR EACH ROW EXECUTE FUNCTION notify_user_sessions_changed('user_id')`.execute(db);
  await sql`CREATE TRIGGER profile_changed AFTER UPDATE OR DELETE ON profile
    FOR EACH STATEMENT EXECUTE FUNCTION notify_all_sessions_changed()`.execute(db);
  // TRUNCATE fires no row trigger: "sign everyone out" by emptying session must reach the caches too.
  for (const table of ['session', 'app_user', 'user_profile', 'profile']) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_truncated`)} AFTER TRUNCATE ON ${sql.id(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_all_sessions_changed()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS session_changed ON session`.execute(db);
  await sql`DROP TRIGGER IF EXISTS app_user_changed ON app_user`.execute(db);
  await sql`DROP TRIGGER IF EXISTS user_profile_changed ON user_profile`.execute(db);
  await sql`DROP TRIGGER IF EXISTS profile_changed ON profile`.execute(db);
  for (const table of ['session', 'app_user', 'user_profile', 'profile']) await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_truncated`)} ON ${sql.id(table)}`.execute(db);
  await sql`DROP FUNCTION IF EXISTS notify_user_sessions_changed()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS notify_all_sessions_changed()`.execute(db);
}

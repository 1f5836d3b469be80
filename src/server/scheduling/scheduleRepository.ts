/** Reads and writes of `publication_schedule` (issue 14 §1): plain queries, no rules. */
import { sql } from 'kysely';
import type { ScheduledPublication } from '@/shared/scheduling';
import type { PublicationSchedule } from '../db/schema';
import type { EngineContext } from '../records/engineContext';

type Db = EngineContext['db'];

export interface ScheduleKey {
  kind: number;
  id: number;
  version: number;
}

/** A version's schedule, with the scheduling reviewer's username, language and status. */
export type ScheduleRow = PublicationSchedule & { username: string; language: 'pt' | 'en'; status: number };

function withUser(db: Db) {
  return db.selectFrom('publication_schedule as s').innerJoin('app_user as u', 'u.id', 's.user_id').selectAll('s').select(['u.username', 'u.language', 'u.status']);
}

export function findSchedule(db: Db, key: ScheduleKey): Promise<ScheduleRow | undefined> {
  return withUser(db).where('s.kind', '=', key.kind).where('s.record_id', '=', key.id).where('s.version', '=', key.version).executeTakeFirst();
}

/** Schedules, or moves the time of, a version's publication (one per version). */
export async function upsertSchedule(db: Db, row: Omit<PublicationSchedule, 'continue_on_duplicate'> & { continue_on_duplicate: boolean }): Promise<void> {
  await db
    .insertInto('publication_schedule')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['kind', 'record_id', 'version']).doUpdateSet({
        publish_at: row.publish_at,
        user_id: row.user_id,
        row_version: row.row_version,
        continue_on_duplicate: row.continue_on_duplicate,
        created_at: row.created_at,
      }),
    )
    .execute();
}

export async function deleteSchedule(db: Db, key: ScheduleKey): Promise<void> {
  await db.deleteFrom('publication_schedule').where('kind', '=', key.kind).where('record_id', '=', key.id).where('version', '=', key.version).execute();
}

/**
 * Claims the earliest schedule due at `now` that no other transaction holds, locked to the end of
 * the caller's transaction: of several server processes exactly one takes each schedule.
 */
export async function claimDueSchedule(db: Db, now: Date): Promise<PublicationSchedule | undefined> {
  const result = await sql<PublicationSchedule>`
    SELECT * FROM publication_schedule WHERE publish_at <= ${now}
    ORDER BY publish_at, kind, record_id, version LIMIT 1 FOR UPDATE SKIP LOCKED`.execute(db);
  return result.rows[0];
}

/** The schedule of a version as answers carry it. */
export function toScheduledPublication(publishAt: Date, username: string): ScheduledPublication {
  return { publishAt: publishAt.toISOString(), scheduledBy: username };
}

/** A version's schedule for its view, or nothing. */
export async function scheduledPublicationOf(db: Db, key: ScheduleKey): Promise<{ scheduledPublication?: ScheduledPublication }> {
  const row = await findSchedule(db, key);
  return row ? { scheduledPublication: toScheduledPublication(row.publish_at, row.username) } : {};
}

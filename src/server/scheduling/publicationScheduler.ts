/**
 * The scheduler of publications (issue 14 §1). Every SCHEDULE_LIMITS.intervalSeconds (and at
 * start-up) it publishes every schedule that is due, one transaction per schedule: the schedule is
 * claimed with FOR UPDATE SKIP LOCKED (of several server processes exactly one takes it), deleted,
 * and the version published through the engine's own publish action (applyAction: the same state,
 * permission, rowVersion, dates-and-parent, validation and duplicate rules, the previous published
 * version archived, the audit row and the workflow event) as the reviewer who scheduled it, with
 * their profiles as they stand now. The audit row's user is that reviewer; its comment says the
 * scheduler published it. When a rule no longer holds, the publish is rolled back to a savepoint,
 * the schedule still ends, the failure is audited and the reviewer notified with the reason.
 * Schedules live in the database: a restart loses none, and one due while no server ran is
 * published at the next start.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { UserStatus } from '@/shared/enums';
import { ERROR_CATALOGUE, ErrorCode, type CatalogueEntry } from '@/shared/errors';
import { SCHEDULE_LIMITS } from '@/shared/limits';
import type { Database, PublicationSchedule } from '../db/schema';
import { AppError } from '../http/AppError';
import { appErrorMessage } from '../imports/importIssues';
import type { EngineContext } from '../records/engineContext';
import { REGISTERED_KIND_DEFS } from '../records/registry';
import { findVersion, recordAction } from '../records/recordRepository';
import { applyAction } from '../records/recordWrites';
import { findUserById, findUserProfiles } from '../users/userRepository';
import { notifyScheduleFailed } from './scheduleNotifications';
import { claimDueSchedule, deleteSchedule } from './scheduleRepository';
import { SCHEDULE_ACTIONS, SCHEDULE_COMMENTS } from './scheduleTexts';

export interface PublicationSchedulerOptions {
  db: Kysely<Database>;
  clock: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Tests: no timer (they call runDue themselves). */
  poll?: boolean;
}

/** Why a claimed schedule cannot even be tried. */
class NotTried extends Error {
  constructor(readonly reason: CatalogueEntry) {
    super('scheduled publish not tried');
  }
}

export class PublicationScheduler {
  private readonly db: Kysely<Database>;
  private readonly clock: () => Date;
  private readonly log: FastifyBaseLogger;
  private timer: NodeJS.Timeout | null = null;
  private closing = false;
  private pending: Promise<number> | null = null;

  constructor(options: PublicationSchedulerOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.log = options.log;
    if (options.poll !== false) {
      this.timer = setInterval(() => this.kick(), options.intervalMs ?? SCHEDULE_LIMITS.intervalSeconds * 1000);
      this.timer.unref();
    }
  }

  /** Looks for due schedules now, in the background (the timer, start-up). */
  kick(): void {
    void this.runDue().catch((error: unknown) => this.log.warn({ err: error }, 'publication scheduler failed'));
  }

  /**
   * Runs every schedule due now, one transaction each, until none is left; answers how many this
   * call ran (published or failed). One run at a time per process: a second call waits for the first.
   */
  runDue(): Promise<number> {
    const run = (this.pending ?? Promise.resolve(0)).catch(() => 0).then(() => this.loop());
    const mine = run.finally(() => {
      if (this.pending === mine) this.pending = null;
    });
    this.pending = mine;
    return mine;
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    await this.pending?.catch(() => undefined);
  }

  private async loop(): Promise<number> {
    let ran = 0;
    while (!this.closing && (await this.db.transaction().execute((trx) => this.runOne(trx)))) ran += 1;
    return ran;
  }

  /** Claims one due schedule and runs it in `trx`; false when none is due. */
  private async runOne(trx: Transaction<Database>): Promise<boolean> {
    const now = this.clock();
    const schedule = await claimDueSchedule(trx, now);
    if (!schedule) return false;
    await deleteSchedule(trx, { kind: schedule.kind, id: schedule.record_id, version: schedule.version });
    const user = await findUserById(trx, schedule.user_id);
    const row = await findVersion(trx, schedule.kind, schedule.record_id, schedule.version);
    const def = REGISTERED_KIND_DEFS.find((d) => d.meta.objectKind === schedule.kind);
    // The foreign keys delete a schedule with its version or its user; a kind no longer registered has nobody to run it.
    if (!user || !row || !def) return true;
    const ctx: EngineContext = {
      db: trx,
      caller: { username: user.username, isGuest: false, profiles: await findUserProfiles(trx, user.id) },
      now,
      language: user.language,
    };
    await sql`SAVEPOINT scheduled_publish`.execute(trx);
    try {
      if (user.status !== UserStatus.Active) throw new NotTried(ERROR_CATALOGUE[ErrorCode.ScheduleUserUnavailable]);
      if (row.row_version !== schedule.row_version) throw new NotTried(ERROR_CATALOGUE[ErrorCode.ScheduleChanged]);
      await applyAction(ctx, def, row.id, row.version, 'publish', {
        rowVersion: schedule.row_version,
        continueOnDuplicate: schedule.continue_on_duplicate,
        comment: SCHEDULE_COMMENTS.published,
      });
      await sql`RELEASE SAVEPOINT scheduled_publish`.execute(trx);
      this.log.info({ kind: def.meta.name, id: row.id, version: row.version, by: user.username }, 'scheduled publication done');
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT scheduled_publish`.execute(trx);
      await this.failed(ctx, schedule, row.state, row.name ?? '', user, this.reasonOf(error, schedule));
    }
    return true;
  }

  private reasonOf(error: unknown, schedule: PublicationSchedule): CatalogueEntry {
    if (error instanceof NotTried) return error.reason;
    if (error instanceof AppError) return appErrorMessage(error);
    // Not a rule: still the schedule's end (retrying every run would fail the same way), logged for the administrator.
    this.log.error({ err: error, kind: schedule.kind, id: schedule.record_id, version: schedule.version }, 'scheduled publication failed');
    return ERROR_CATALOGUE[ErrorCode.Unexpected];
  }

  private async failed(ctx: EngineContext, schedule: PublicationSchedule, state: number, name: string, user: { id: number; language: 'pt' | 'en' }, reason: CatalogueEntry) {
    const key = { kind: schedule.kind, id: schedule.record_id, version: schedule.version };
    await recordAction(ctx.db, {
      ...key,
      action: SCHEDULE_ACTIONS.cancel,
      from: state,
      to: state,
      comment: SCHEDULE_COMMENTS.failed(reason),
      username: ctx.caller.username,
      at: ctx.now,
    });
    await notifyScheduleFailed(ctx, user, key, name, reason);
    this.log.info({ ...key, reason: reason.en }, 'scheduled publication not done');
  }
}

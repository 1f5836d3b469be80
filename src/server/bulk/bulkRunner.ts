/**
 * Runs bulk workflow actions (issue 30 §1), record by record, each in its own transaction: the
 * engine's own action (applyAction, or schedulePublication for 'schedule') behind a savepoint, then
 * the record's outcome and the job's counters in the same transaction, so a refusal undoes only its
 * own record and a crash loses or repeats none. A call of up to jobThreshold records runs in the
 * request (the caller's session); a larger one is a job run here in the background as its user as
 * they stand now (profiles re-read every batch; a user no longer active fails it). A job's state
 * lives in bulk_job with a lease (owner and expiry, renewed by every record): a runner claims one
 * nobody holds with FOR UPDATE SKIP LOCKED, so of several server processes exactly one runs it, and
 * after a crash another resumes it from the records still pending. Progress goes to the user over
 * the hub (SendBulkStatus) at most every progressIntervalMs and at the end; a job's end notifies them,
 * the notification leading to the result page (bulkResultPath).
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { BULK_EVENTS, BULK_LIMITS, bulkResultPath, type BulkActionName, type BulkJobDetail } from '@/shared/bulk';
import { UserStatus } from '@/shared/enums';
import { ERROR_CATALOGUE, ErrorCode, type CatalogueEntry } from '@/shared/errors';
import { HUB_METHODS } from '@/shared/hub';
import type { BulkJob, BulkJobItem, Database } from '../db/schema';
import { AppError } from '../http/AppError';
import { publishToUsers } from '../hub/hubBus';
import { LeasedJobRunner } from '../jobs/leasedJobRunner';
import { appErrorMessage } from '../imports/importIssues';
import { notifyUsers } from '../notifications/notificationRepository';
import type { EngineCaller, EngineContext } from '../records/engineContext';
import { findVersion } from '../records/recordRepository';
import { applyAction } from '../records/recordWrites';
import { REGISTERED_KIND_DEFS } from '../records/registry';
import { schedulePublication } from '../scheduling/scheduleWrites';
import { findUserById, findUserProfiles } from '../users/userRepository';
import { claimJob, endJob, findJob, jobDetail, optionsOf, pendingItems, releaseJob, settleItem, statusOf, type BulkJobOptions } from './bulkJobs';

/** Our choices (the spec is silent). */
export const BULK_RUNNER_DEFAULTS = {
  /** How long a claim holds without a record done. */
  leaseMs: 30_000,
  /** Records read per batch; the job's user is read again before each. */
  batchSize: 50,
  /** How often a runner looks for jobs nobody runs (a dead process's), besides at start-up. */
  pollMs: 30_000,
  /** Status pushes: at most one per this interval while a job runs, plus one at its end. */
  progressIntervalMs: 250,
} as const;

export interface BulkRunnerOptions {
  db: Kysely<Database>;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The scheduler's minimum lead (config.scheduler.minLeadSeconds), for 'schedule'. */
  minLeadSeconds: number;
  leaseMs?: number;
  pollMs?: number;
  /** Tests: stop polling on a timer (they call runPending themselves). */
  poll?: boolean;
}

/** Thrown inside a job's work when it must stop: lost its lease, or the server is closing. */
class Stopped extends Error {
  constructor(readonly reason: 'lost' | 'closing') {
    super(`bulk job stopped: ${reason}`);
  }
}

/** Thrown when a job's user may no longer act: the job fails with this reason. */
class UserUnavailable extends Error {
  constructor(readonly reason: CatalogueEntry) {
    super('bulk job user unavailable');
  }
}

/** Who a job's records are done as: the request's session (inline) or the job's user read now (background). */
type CallerSource = () => Promise<{ caller: EngineCaller; language: EngineContext['language'] }>;

const defOf = (objectKind: number) => REGISTERED_KIND_DEFS.find((d) => d.meta.objectKind === objectKind);

export class BulkRunner extends LeasedJobRunner<BulkJob> {
  /** Above this many records a call runs as a job (tests lower it). */
  jobThreshold: number = BULK_LIMITS.jobThreshold;
  /** The most records a call may select (tests lower it). */
  maxRecords: number = BULK_LIMITS.maxRecords;
  private readonly db: Kysely<Database>;
  private readonly clock: () => Date;
  private readonly minLeadSeconds: number;

  constructor(options: BulkRunnerOptions) {
    super({
      name: 'bulk-runner',
      log: options.log,
      leaseMs: options.leaseMs ?? BULK_RUNNER_DEFAULTS.leaseMs,
      pollMs: options.pollMs ?? BULK_RUNNER_DEFAULTS.pollMs,
      poll: options.poll,
    });
    this.db = options.db;
    this.clock = options.clock;
    this.minLeadSeconds = options.minLeadSeconds;
  }

  protected claim(now: Date, leaseUntil: Date): Promise<BulkJob | undefined> {
    return claimJob(this.db, this.owner, now, leaseUntil);
  }

  protected runClaimed(job: BulkJob): Promise<BulkJob | undefined> {
    return this.run(job, this.userSource(job), true);
  }

  protected async releaseHeld(): Promise<number> {
    const result = await this.db.updateTable('bulk_job').set({ lease_owner: null, lease_until: null }).where('lease_owner', '=', this.owner).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Runs a job this process holds in the request, as the request's caller: answers every result. */
  async runInline(job: BulkJob, source: CallerSource): Promise<BulkJobDetail> {
    const ended = await this.track(job.id, this.run(job, source, false));
    return jobDetail(this.db, ended ?? (await findJob(this.db, job.id)) ?? job);
  }

  /** Starts a job this process holds in the background, as its user. */
  startInBackground(job: BulkJob): void {
    void this.track(job.id, this.runClaimed(job));
  }

  /** The job's user as they stand now: refused when blocked, deleted or gone. */
  private userSource(job: BulkJob): CallerSource {
    return async () => {
      const user = await findUserById(this.db, job.user_id);
      if (!user || user.status !== UserStatus.Active) throw new UserUnavailable(ERROR_CATALOGUE[ErrorCode.UserNotActive]);
      return { caller: { username: user.username, isGuest: false, profiles: await findUserProfiles(this.db, user.id) }, language: user.language };
    };
  }

  /** Throttled status pushes of a job. */
  private progress(job: BulkJob, background: boolean) {
    let last = 0;
    return async (current: BulkJob, force = false) => {
      if (!background) return;
      const now = Date.now();
      if (!force && now - last < BULK_RUNNER_DEFAULTS.progressIntervalMs) return;
      last = now;
      await publishToUsers(this.db, [job.user_id], HUB_METHODS.sendBulkStatus, [statusOf(current)]).catch((error: unknown) =>
        this.log.warn({ err: error, bulkJobId: job.id }, 'bulk status push failed'),
      );
    };
  }

  /** Does the job's pending records, then ends it; answers the job as it ended (undefined when it stopped). */
  private async run(job: BulkJob, source: CallerSource, background: boolean): Promise<BulkJob | undefined> {
    const push = this.progress(job, background);
    const counters = { ...job };
    const options = optionsOf(job);
    try {
      for (;;) {
        this.checkStop(background);
        const batch = await pendingItems(this.db, job.id, BULK_RUNNER_DEFAULTS.batchSize);
        if (batch.length === 0) break;
        const who = await source();
        for (const item of batch) {
          await this.yieldTurn();
          this.checkStop(background);
          const refused = await this.runItem(job, item, options, who);
          if (refused) counters.refused += 1;
          else counters.done += 1;
          await push(counters);
        }
      }
      const ended = await this.end(job, 'finished', null, background);
      if (ended) await push(ended, true);
      return ended;
    } catch (error) {
      if (error instanceof Stopped) {
        if (error.reason === 'closing') await releaseJob(this.db, job.id, this.owner).catch(() => undefined);
        return undefined;
      }
      const reason = error instanceof UserUnavailable ? error.reason : ERROR_CATALOGUE[ErrorCode.Unexpected];
      if (!(error instanceof UserUnavailable)) this.log.error({ err: error, bulkJobId: job.id }, 'bulk job failed');
      const ended = await this.end(job, 'failed', reason, background).catch((e: unknown) => {
        this.log.error({ err: e, bulkJobId: job.id }, 'bulk job end failed');
        return undefined;
      });
      if (ended) await push(ended, true);
      return ended;
    }
  }

  /** A background job stops when the server closes; one run inline is a request in flight, which a graceful shutdown lets finish. */
  private checkStop(background: boolean): void {
    if (background && this.closing) throw new Stopped('closing');
  }

  /** One record in its own transaction; answers its refusal, or null when done. */
  private async runItem(job: BulkJob, item: BulkJobItem, options: BulkJobOptions, who: Awaited<ReturnType<CallerSource>>) {
    return this.db.transaction().execute(async (trx) => {
      const ctx: EngineContext = { db: trx, caller: who.caller, now: this.clock(), language: who.language };
      await sql`SAVEPOINT bulk_item`.execute(trx);
      let refused: { code: number; message: CatalogueEntry } | null = null;
      try {
        await this.perform(ctx, job.action as BulkActionName, item, options);
        await sql`RELEASE SAVEPOINT bulk_item`.execute(trx);
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT bulk_item`.execute(trx);
        refused = this.refusalOf(error, job, item);
      }
      if (!(await settleItem(trx, item, this.owner, this.leaseFromNow(), { refused }))) throw new Stopped('lost');
      return refused;
    });
  }

  /** The engine's own action on one record: the same permission, state, rowVersion, validation and duplicate rules as the single action. */
  private async perform(ctx: EngineContext, action: BulkActionName, item: BulkJobItem, options: BulkJobOptions): Promise<void> {
    const def = defOf(item.kind);
    if (!def) throw new AppError(ErrorCode.InvalidRequest);
    // The rowVersion the client saw, else the version's own now (its not-found comes from the action itself).
    const rowVersion = item.row_version ?? (await findVersion(ctx.db, item.kind, item.record_id, item.version))?.row_version ?? 0;
    if (action === 'schedule') {
      await schedulePublication(
        ctx,
        def,
        item.record_id,
        item.version,
        { rowVersion, publishAt: options.publishAt ?? '', continueOnDuplicate: options.continueOnDuplicate },
        this.minLeadSeconds,
      );
      return;
    }
    await applyAction(ctx, def, item.record_id, item.version, action, {
      rowVersion,
      comment: options.comment,
      continueOnDuplicate: options.continueOnDuplicate,
      ...(action === 'return' && { refusalTypeId: options.refusalTypeId }),
    });
  }

  private refusalOf(error: unknown, job: BulkJob, item: BulkJobItem): { code: number; message: CatalogueEntry } {
    if (error instanceof AppError) return { code: error.code, message: appErrorMessage(error) };
    // Not a rule: the record is refused with the generic error, and the administrator finds why in the log.
    this.log.error({ err: error, bulkJobId: job.id, kind: item.kind, id: item.record_id, version: item.version }, 'bulk action on a record failed');
    return { code: ErrorCode.Unexpected, message: ERROR_CATALOGUE[ErrorCode.Unexpected] };
  }

  /** Ends the job; a background job's end notifies its user, leading to the result page. */
  private async end(job: BulkJob, state: 'finished' | 'failed', reason: CatalogueEntry | null, background: boolean): Promise<BulkJob | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock();
      const ended = await endJob(trx, job.id, this.owner, state, now, reason);
      if (ended && background) {
        const event = state === 'finished' ? BULK_EVENTS.finished : BULK_EVENTS.failed;
        await notifyUsers(trx, [job.user_id], { title: job.action, body: `${ended.done}/${ended.total}`, event, record: null, link: bulkResultPath(job.id) }, now);
      }
      return ended;
    });
  }
}

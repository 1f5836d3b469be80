/**
 * Runs imports as jobs (issue 12 §3). A job's state lives in import_job; the runner claims a job left
 * 'validating' or 'importing' (a lease: owner and expiry, renewed while it works; claimed with FOR
 * UPDATE SKIP LOCKED, so of several server processes exactly one runs it), does the work, and lets
 * go. A process that dies leaves its lease to run out; then any runner resumes the job: validation
 * starts again (it writes nothing), 'validOnly' writing continues after its last committed batch,
 * 'allOrNothing' writing (one transaction, rolled back by the crash) starts again.
 *
 * Progress goes to the importer through the hub (SendImportStatus), at most every
 * PROGRESS_INTERVAL_MS and at each change of state; the end (finished or failed) also notifies them.
 */
import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CATALOGUE, ErrorCode, type CatalogueEntry } from '@/shared/errors';
import type { ImportType } from '@/shared/enums';
import { HUB_METHODS } from '@/shared/hub';
import type { ImportIssue, ImportMode, ImportState } from '@/shared/imports';
import type { Database, ImportJob } from '../db/schema';
import { AppError } from '../http/AppError';
import { publishToUsers } from '../hub/hubBus';
import { LeasedJobRunner } from '../jobs/leasedJobRunner';
import { notifyUsers } from '../notifications/notificationRepository';
import type { EngineContext } from '../records/engineContext';
import { findUserById, findUserProfiles } from '../users/userRepository';
import { duplicateWarnings, fileIssues, importUnits, preparePlan, UnitRefused, validateUnit, writeBatch } from './importEngine';
import { withReadCache } from './readCache';
import { appErrorMessage, sortIssues } from './importIssues';
import { claimJob, deleteIssues, findJob, insertIssues, statusOf, tableOf, updateHeldJob } from './importJobs';
import { IMPORT_MESSAGES } from './importMessages';
import type { PlanContext } from './importPlan';

/** Our choices (the spec is silent). */
export const IMPORT_RUNNER_DEFAULTS = {
  /** How long a claim holds without a heartbeat. */
  leaseMs: 30_000,
  /** 'allOrNothing' holds one transaction (no heartbeat can commit meanwhile): its claim lasts this long. */
  allOrNothingLeaseMs: 15 * 60_000,
  /** Units (rows; an association's point of care) per 'validOnly' transaction. */
  batchSize: 200,
  /** How often a runner looks for jobs nobody runs (a dead process's), besides at start-up and on each upload/start. */
  pollMs: 30_000,
  /** Status pushes: at most one per this interval while a job runs, plus one at every change of state. */
  progressIntervalMs: 250,
} as const;

export interface ImportRunnerOptions {
  db: Kysely<Database>;
  clock: () => Date;
  log: FastifyBaseLogger;
  leaseMs?: number;
  batchSize?: number;
  pollMs?: number;
  /** Tests: stop polling on a timer (they call runPending themselves). */
  poll?: boolean;
}

/** Thrown inside a job's work when it must stop: cancelled, lost its lease, or the server is closing. */
class Stopped extends Error {
  constructor(readonly reason: 'cancelled' | 'lost' | 'closing') {
    super(`import stopped: ${reason}`);
  }
}

export class ImportRunner extends LeasedJobRunner<ImportJob> {
  private readonly db: Kysely<Database>;
  private readonly clock: () => Date;
  private readonly batchSize: number;
  private readonly cancelled = new Set<number>();

  constructor(options: ImportRunnerOptions) {
    super({
      name: 'import-runner',
      log: options.log,
      leaseMs: options.leaseMs ?? IMPORT_RUNNER_DEFAULTS.leaseMs,
      pollMs: options.pollMs ?? IMPORT_RUNNER_DEFAULTS.pollMs,
      poll: options.poll,
    });
    this.db = options.db;
    this.clock = options.clock;
    this.batchSize = options.batchSize ?? IMPORT_RUNNER_DEFAULTS.batchSize;
  }

  protected claim(now: Date, leaseUntil: Date): Promise<ImportJob | undefined> {
    return claimJob(this.db, this.owner, now, leaseUntil);
  }

  protected runClaimed(job: ImportJob): Promise<void> {
    return this.run(job);
  }

  protected async releaseHeld(): Promise<number> {
    const result = await this.db.updateTable('import_job').set({ lease_owner: null, lease_until: null }).where('lease_owner', '=', this.owner).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Asks a job this process runs to stop at its next unit (the route also sets the state). */
  requestCancel(id: number): void {
    if (this.isRunning(id)) this.cancelled.add(id);
  }

  private async run(job: ImportJob): Promise<void> {
    const progress = this.progress(job);
    try {
      if (job.state === 'validating') await this.validate(job, progress);
      else if (job.state === 'importing') await this.write(job, progress);
    } catch (error) {
      if (error instanceof Stopped) {
        if (error.reason === 'closing') await this.release(job).catch(() => undefined);
        await progress.push(true);
        return;
      }
      this.log.error({ err: error, importId: job.id }, 'import failed');
      const message = error instanceof AppError ? appErrorMessage(error) : ERROR_CATALOGUE[ErrorCode.Unexpected];
      await this.end(job, job.state as ImportState, 'failed', message).catch((e: unknown) => this.log.error({ err: e }, 'import end failed'));
      await progress.push(true);
    } finally {
      this.cancelled.delete(job.id);
    }
  }

  private checkStop(id: number): void {
    if (this.cancelled.has(id)) throw new Stopped('cancelled');
    if (this.closing) throw new Stopped('closing');
  }

  /** Lets go of a job without changing its state (the server is closing): another runner resumes it. */
  private async release(job: ImportJob): Promise<void> {
    await this.db.updateTable('import_job').set({ lease_owner: null, lease_until: null }).where('id', '=', job.id).where('lease_owner', '=', this.owner).execute();
  }

  /** Renews the lease and stores the counters; Stopped('lost') when the job is no longer ours in that state (cancelled). */
  private async heartbeat(db: EngineContext['db'], job: ImportJob, state: ImportState, changes: Parameters<typeof updateHeldJob>[4] = {}): Promise<void> {
    const held = await updateHeldJob(db, job.id, this.owner, state, { ...changes, lease_until: new Date(Date.now() + this.leaseMs) });
    if (!held) throw new Stopped('lost');
  }

  /** The engine's context for the importer: their current profiles (a profile taken away since the upload counts). */
  private async engineContext(job: ImportJob, db: EngineContext['db'] = this.db): Promise<EngineContext> {
    // Read with `db`: inside a transaction on the embedded database (one connection), any other handle waits for it to end.
    const user = await findUserById(db, job.user_id);
    const profiles = user ? await findUserProfiles(db, job.user_id) : [];
    return {
      db,
      caller: { username: user?.username ?? '', isGuest: !user, profiles },
      now: this.clock(),
      language: user?.language ?? 'pt',
    };
  }

  /** Throttled status pushes of a job (reads its counters from `counters`). */
  private progress(job: ImportJob) {
    let last = 0;
    const counters = { validated: job.validated, written: job.written, failed: job.failed, state: job.state, mode: job.mode };
    const push = async (force = false, db: EngineContext['db'] = this.db) => {
      const now = Date.now();
      if (!force && now - last < IMPORT_RUNNER_DEFAULTS.progressIntervalMs) return;
      last = now;
      const current = force ? ((await findJob(this.db, job.id)) ?? { ...job, ...counters }) : { ...job, ...counters };
      await publishToUsers(db, [job.user_id], HUB_METHODS.sendImportStatus, [statusOf(current)]).catch((error: unknown) =>
        this.log.warn({ err: error, importId: job.id }, 'import status push failed'),
      );
    };
    return { counters, push };
  }

  private async validate(job: ImportJob, progress: ReturnType<ImportRunner['progress']>): Promise<void> {
    const table = tableOf(job);
    const importType = job.import_type as ImportType;
    // Reads through a cache (readCache.ts): thousands of rows ask for the same parents, owners and list items.
    const ctx = await this.engineContext(job, withReadCache(this.db));
    // Validation writes nothing but its issues: a resumed one starts again.
    await deleteIssues(this.db, job.id);
    progress.counters.validated = 0;
    const plan = await preparePlan(ctx, importType, table);
    const issues: ImportIssue[] = [...fileIssues(importType, table, plan.positions)];
    let validated = 0;
    let sinceBeat = Date.now();
    for (const unit of importUnits(importType, table, plan.positions)) {
      await this.yieldTurn();
      this.checkStop(job.id);
      issues.push(...(await validateUnit(plan, importType, table, unit)));
      validated += unit.length;
      progress.counters.validated = validated;
      await progress.push();
      if (Date.now() - sinceBeat > this.leaseMs / 3) {
        await this.heartbeat(this.db, job, 'validating', { validated });
        sinceBeat = Date.now();
      }
    }
    const errorRows = new Set(issues.filter((i) => i.severity === 'error').map((i) => i.row));
    const rowIndexes = table.rows.flatMap((row, index) => (errorRows.has(row.rowNumber) ? [] : [index]));
    issues.push(...(await duplicateWarnings(plan, importType, table, rowIndexes, this.db)));
    this.checkStop(job.id);
    const sorted = sortIssues(issues);
    const errorIndexes = table.rows.flatMap((row, index) => (errorRows.has(row.rowNumber) ? [index] : []));
    await this.db.transaction().execute(async (trx) => {
      await insertIssues(trx, job.id, sorted);
      const held = await updateHeldJob(trx, job.id, this.owner, 'validating', {
        state: 'validated',
        validated,
        failed: errorIndexes.length,
        error_count: sorted.filter((i) => i.severity === 'error').length,
        warning_count: sorted.filter((i) => i.severity === 'warning').length,
        error_rows: errorIndexes,
        lease_owner: null,
        lease_until: null,
      });
      if (!held) throw new Stopped('lost');
    });
    await progress.push(true);
  }

  private async write(job: ImportJob, progress: ReturnType<ImportRunner['progress']>): Promise<void> {
    const mode = job.mode as ImportMode;
    const table = tableOf(job);
    const importType = job.import_type as ImportType;
    const errorRows = new Set(job.error_rows);
    if (mode === 'allOrNothing' && errorRows.size > 0) throw new AppError(ErrorCode.ImportHasErrors);
    const comment = `${IMPORT_MESSAGES.importComment(job.file_name).pt} (#${job.id})`;
    // References loaded once (a code used twice in the file is an error, so rows written meanwhile change no match).
    const loaded = await preparePlan(await this.engineContext(job), importType, table);
    // Each transaction reads through a cache of its own (readCache.ts): repeated parents, owners and lists cost one read.
    const inTransaction = (trx: Transaction<Database>): PlanContext => ({
      ...loaded,
      ctx: { ...loaded.ctx, db: withReadCache<Database>(trx), now: this.clock() },
      chains: new Map(),
    });
    const units = importUnits(importType, table, loaded.positions);
    const batches = (from: number) =>
      Array.from({ length: Math.ceil((units.length - from) / this.batchSize) }, (_, k) => units.slice(from + k * this.batchSize, from + (k + 1) * this.batchSize));

    if (mode === 'allOrNothing') {
      await this.heartbeat(this.db, job, 'importing', { lease_until: new Date(Date.now() + IMPORT_RUNNER_DEFAULTS.allOrNothingLeaseMs) });
      const refused = await this.db
        .transaction()
        .execute(async (trx) => {
          const plan = inTransaction(trx);
          let written = 0;
          for (const batch of batches(0)) {
            await this.yieldTurn();
            this.checkStop(job.id);
            written += (await writeBatch(plan, importType, table, batch, errorRows, comment, false, trx)).written;
            progress.counters.written = written;
            // Outside the transaction: on PostgreSQL it goes now; the embedded database runs it after the commit.
            void progress.push();
          }
          this.checkStop(job.id);
          const done = await this.finish(trx, job, 'importing', { written, failed: 0 });
          if (!done) throw new Stopped('lost');
          return null;
        })
        .catch((error: unknown) => {
          if (error instanceof UnitRefused) return error.issues;
          throw error;
        });
      if (refused) {
        // Nothing was written: the rows that failed say why.
        await insertIssues(this.db, job.id, refused);
        await this.end(job, 'importing', 'failed', ERROR_CATALOGUE[ErrorCode.ImportHasErrors], {
          failed: new Set(refused.map((i) => i.row)).size,
          error_count: job.error_count + refused.length,
        });
      }
      await progress.push(true);
      return;
    }

    // validOnly: batches, each a transaction that also moves the job's cursor and counters.
    let { written, failed, next_row: next } = job;
    let errorCount = job.error_count;
    for (const batch of batches(next)) {
      await this.yieldTurn();
      this.checkStop(job.id);
      const result = await this.db.transaction().execute(async (trx) => {
        const done = await writeBatch(inTransaction(trx), importType, table, batch, errorRows, comment, true, trx);
        await insertIssues(trx, job.id, done.issues);
        const counters = { written: written + done.written, failed: failed + done.failed, next_row: next + batch.length, error_count: errorCount + done.issues.length };
        await this.heartbeat(trx, job, 'importing', counters);
        return counters;
      });
      ({ written, failed, next_row: next, error_count: errorCount } = result);
      Object.assign(progress.counters, { written, failed });
      await progress.push();
    }
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.finish(trx, job, 'importing', { written, failed }))) throw new Stopped('lost');
    });
    await progress.push(true);
  }

  /** Marks the job finished and notifies the importer, in `trx` (answers false when it was not ours any more). */
  private async finish(trx: Transaction<Database>, job: ImportJob, from: ImportState, counters: { written: number; failed: number }): Promise<boolean> {
    const now = this.clock();
    const held = await updateHeldJob(trx, job.id, this.owner, from, { ...counters, state: 'finished', finished_at: now, lease_owner: null, lease_until: null });
    if (held) await notifyUsers(trx, [job.user_id], { title: job.file_name, body: '', event: 'importFinished', record: null }, now);
    return held;
  }

  /** Ends a job that failed (with why, which the import page shows), notifying the importer ('importFailed'). */
  private async end(job: ImportJob, from: ImportState, state: 'failed', message: CatalogueEntry, extra: Parameters<typeof updateHeldJob>[4] = {}): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = this.clock();
      const held = await updateHeldJob(trx, job.id, this.owner, from, { ...extra, state, message, finished_at: now, lease_owner: null, lease_until: null });
      if (held) await notifyUsers(trx, [job.user_id], { title: job.file_name, body: '', event: 'importFailed', record: null }, now);
    });
  }
}

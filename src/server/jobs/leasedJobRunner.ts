/**
 * What every runner of leased jobs shares (imports, bulk actions): its name in leases, a timer that
 * looks for jobs nobody runs (a dead process's lease ran out), one claiming loop at a time per process
 * that runs the jobs it claims one after the other, the jobs it runs now, and a close that stops
 * claiming, waits for them and lets go of every job this process still holds (a graceful shutdown:
 * another process claims them at once instead of when their lease runs out). How a job is claimed
 * (FOR UPDATE SKIP LOCKED on its own table, so of several processes exactly one runs it), let go of,
 * and what running it means are the subclass's.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { jobEnded } from '../metrics/jobTimings';

export interface LeasedJobRunnerOptions {
  /** Names the runner in its leases and its log lines ('import-runner', 'bulk-runner'). */
  name: string;
  log: FastifyBaseLogger;
  /** How long a claim holds without being renewed. */
  leaseMs: number;
  /** How often to look for jobs nobody runs, besides when told (kick). */
  pollMs: number;
  /** Tests: no timer (they call runPending themselves). */
  poll?: boolean;
}

export abstract class LeasedJobRunner<Job extends { id: number }> {
  /** This process's name in leases. */
  readonly owner: string;
  readonly leaseMs: number;
  protected readonly log: FastifyBaseLogger;
  /** Set by close: work in progress stops at its next unit and no job is claimed any more. */
  protected closing = false;
  private readonly running = new Map<number, Promise<unknown>>();
  private readonly name: string;
  private timer: NodeJS.Timeout | null = null;
  private pending: Promise<void> | null = null;

  protected constructor(options: LeasedJobRunnerOptions) {
    this.name = options.name;
    this.owner = `${options.name}-${randomUUID()}`;
    this.log = options.log;
    this.leaseMs = options.leaseMs;
    if (options.poll !== false) {
      this.timer = setInterval(() => this.kick(), options.pollMs);
      this.timer.unref();
    }
  }

  /** Claims one job nobody holds (or whose lease ran out) for `owner` until `leaseUntil`; undefined when none is left. */
  protected abstract claim(now: Date, leaseUntil: Date): Promise<Job | undefined>;

  /** Runs a job this process claimed in the background. */
  protected abstract runClaimed(job: Job): Promise<unknown>;

  /**
   * Lets go of every job `owner` still holds, state unchanged (lease owner and end cleared: claimable
   * by any runner now); answers how many. Jobs stopped by closing let go of themselves; this catches
   * the one whose own release failed.
   */
  protected abstract releaseHeld(): Promise<number>;

  /** Looks for jobs nobody runs, in the background (the timer, start-up, a new job). */
  kick(): void {
    void this.runPending().catch((error: unknown) => this.log.warn({ err: error }, `${this.name} failed to claim a job`));
  }

  /** Claims and runs every job nobody runs, until none is left; resolves when those have ended. */
  runPending(): Promise<void> {
    // One claiming loop at a time per process; a second call waits for the first (which sees new jobs too).
    if (this.pending) return this.pending.then(() => this.claimLoop());
    const loop = this.claimLoop().finally(() => {
      this.pending = null;
    });
    this.pending = loop;
    return loop;
  }

  /** Whether this process runs the job now. */
  isRunning(id: number): boolean {
    return this.running.has(id);
  }

  /** Resolves when every job this process runs now has ended (tests). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  /**
   * Stops claiming and tells the running jobs to stop at their next unit, without waiting: the app's
   * preClose (a shutdown lets go of the jobs while the requests in flight finish).
   */
  beginClose(): void {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
  }

  /** beginClose, then waits for the running jobs to stop and lets go of any this process still holds: another runner resumes them at once. */
  async close(): Promise<void> {
    this.beginClose();
    await this.idle();
    const released = await this.releaseHeld().catch((error: unknown) => {
      this.log.warn({ err: error }, `${this.name} could not let go of its jobs: their leases will run out`);
      return 0;
    });
    if (released > 0) this.log.info({ released }, `${this.name} let go of jobs it held`);
  }

  /**
   * Lets the event loop turn between two units of a job. On the embedded database a query runs in this
   * thread and its promise settles without any I/O, as does a read a job's cache answers: a job's loop
   * of them would otherwise hold the process for its whole length (measured: a 20,000-row validation
   * kept HTTP, /api/health and SIGTERM waiting for 34 s).
   */
  protected async yieldTurn(): Promise<void> {
    await nextTurn();
  }

  /** The lease's end of a job claimed or renewed now. */
  leaseFromNow(): Date {
    return new Date(Date.now() + this.leaseMs);
  }

  /** Counts `work` among the jobs this process runs until it ends. */
  protected track<T>(id: number, work: Promise<T>): Promise<T> {
    const tracked = work.finally(() => this.running.delete(id));
    this.running.set(id, tracked);
    return tracked;
  }

  private async claimLoop(): Promise<void> {
    while (!this.closing) {
      const now = new Date();
      const job = await this.claim(now, new Date(now.getTime() + this.leaseMs));
      if (!job) break;
      // One job at a time per process: jobs share the database with everything else.
      const started = performance.now();
      await this.track(job.id, this.runClaimed(job));
      jobEnded(this.name, (performance.now() - started) / 1000);
    }
  }
}

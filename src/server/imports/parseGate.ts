/**
 * At most PARSE_BOUNDS.parsesAtOnce uploads are parsed at once in this process (issue 28 §5): each
 * parse may hold up to a few hundred megabytes while it runs, and all of them share one event loop.
 * A parse beyond them waits its turn, in order; when `parsesWaiting` already wait, or after `waitMs`,
 * it is refused with -611 (try again shortly). Per process, on purpose: what it protects is this
 * process's memory and event loop.
 */
import { ErrorCode } from '@/shared/errors';
import { AppError } from '../http/AppError';
import { PARSE_BOUNDS } from './parseBounds';

export interface ParseGateOptions {
  atOnce: number;
  waiting: number;
  waitMs: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class ParseGate {
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(private readonly options: ParseGateOptions = { atOnce: PARSE_BOUNDS.parsesAtOnce, waiting: PARSE_BOUNDS.parsesWaiting, waitMs: PARSE_BOUNDS.waitMs }) {}

  /** Runs `work` when a turn is free (the decision to run, wait or refuse is taken at once, in the caller's tick). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** Parses running and waiting now (tests, logs). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  private turn(): Promise<void> {
    if (this.running < this.options.atOnce) {
      this.running++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.options.waiting) return Promise.reject(new AppError(ErrorCode.ImportBusy));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          reject(new AppError(ErrorCode.ImportBusy));
        }, this.options.waitMs),
      };
      this.queue.push(waiter);
    });
  }

  /** The turn passes to the first waiting parse, or is freed. */
  private release(): void {
    const next = this.queue.shift();
    if (next) next.start();
    else this.running--;
  }
}

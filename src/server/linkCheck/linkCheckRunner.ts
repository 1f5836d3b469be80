/**
 * Runs the broken-link check (issue 14 §4) in the background of one server process: claims the run
 * (linkCheckRuns.ts: one at a time across processes), reads every address of the published catalogue
 * (extractLinks.ts), checks each distinct address once with at most LINK_CHECK_LIMITS.concurrency at
 * a time (checkUrl.ts, through the address guard of guardedFetch.ts and LINK_CHECK_ALLOW), renews its lease while it works, and stores the results at the end in one
 * transaction. A process that closes gives its run up (failed); one that dies leaves its lease to run out.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LINK_CHECK_LIMITS, type LinkCheckTrigger } from '@/shared/linkCheck';
import type { Clock } from '../plugins/context';
import type { EngineContext } from '../records/engineContext';
import { REGISTERED_KIND_DEFS } from '../records/registry';
import { addressPolicy } from './addressPolicy';
import { checkUrl } from './checkUrl';
import { catalogueLinks } from './extractLinks';
import { guardedFetch, type GuardedFetch } from './guardedFetch';
import { claimRun, failRun, finishRun, heartbeat, type CheckedUrl } from './linkCheckRuns';

type Db = EngineContext['db'];

/** Long enough to survive many missed heartbeats. */
export const LINK_CHECK_LEASE_MS = 60_000;
/** How often a run stores its progress (the SPA shows it) and renews its lease. */
const HEARTBEAT_MS = 2_000;

export interface LinkCheckRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  timeoutMs: number;
  /** LINK_CHECK_ALLOW: the non-public hosts and ranges the check may reach (config.ts). */
  allow: readonly string[];
}

/** Runs `work` over `items` with at most `limit` at once; the results in the items' order. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export class LinkCheckRunner {
  /** This process's name in leases. */
  private readonly owner = `linkcheck-${randomUUID()}`;
  private running: Promise<void> | null = null;
  private closing = false;
  /** Aborts the requests in flight when the server closes. */
  private readonly stop = new AbortController();
  /** One dispatcher for every run of this process (its connections are reused within a run). */
  private readonly http: GuardedFetch;

  constructor(private readonly options: LinkCheckRunnerOptions) {
    this.http = guardedFetch(addressPolicy(options.allow));
  }

  /** Starts a run; its id, or null when one already runs (here or in another process). */
  async start(trigger: LinkCheckTrigger, userId: number | null): Promise<number | null> {
    if (this.closing) return null;
    const now = this.options.clock();
    const id = await claimRun(this.options.db, { trigger, userId, owner: this.owner, now, leaseUntil: new Date(now.getTime() + LINK_CHECK_LEASE_MS) });
    if (id === null) return null;
    this.running = this.execute(id).finally(() => {
      this.running = null;
    });
    return id;
  }

  /** Waits for this process's run (tests, closing). */
  async settled(): Promise<void> {
    await this.running;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.stop.abort();
    await this.running;
    await this.http.close();
  }

  private leaseUntil(): Date {
    return new Date(this.options.clock().getTime() + LINK_CHECK_LEASE_MS);
  }

  private async execute(id: number): Promise<void> {
    const { db, log } = this.options;
    let checked = 0;
    let lost = false;
    const beat = setInterval(() => {
      heartbeat(db, id, this.owner, { checked_count: checked, lease_until: this.leaseUntil() })
        .then((held) => {
          if (!held) lost = true;
        })
        .catch((error: unknown) => log.warn({ err: error }, 'link check heartbeat failed'));
    }, HEARTBEAT_MS);
    beat.unref();
    try {
      const occurrences = await catalogueLinks(db, REGISTERED_KIND_DEFS);
      const urls = [...new Set(occurrences.map((o) => o.url))];
      await heartbeat(db, id, this.owner, { url_count: urls.length, lease_until: this.leaseUntil() });
      const results = await mapWithConcurrency(urls, LINK_CHECK_LIMITS.concurrency, async (url): Promise<CheckedUrl> => {
        // Closing or lost: the rest is not checked (the run fails below), so a shutdown does not wait for every timeout.
        const result =
          this.closing || lost
            ? { outcome: 'timeout' as const, httpStatus: null, detail: 'stopped' }
            : await checkUrl(url, { timeoutMs: this.options.timeoutMs, fetch: this.http.fetch, signal: this.stop.signal });
        checked += 1;
        return { url, ...result, checkedAt: this.options.clock() };
      });
      if (this.closing || lost) throw new Error(lost ? 'link check lease lost' : 'server closing');
      const finished = await finishRun(db, { id, owner: this.owner, now: this.options.clock(), results, occurrences });
      if (finished) log.info({ run: id, urls: urls.length, broken: results.filter((r) => r.outcome !== 'ok').length }, 'link check finished');
    } catch (error) {
      log.warn({ err: error, run: id }, 'link check failed');
      await failRun(db, id, this.owner, this.options.clock()).catch(() => undefined);
    } finally {
      clearInterval(beat);
    }
  }
}

/**
 * A handle on the same database (or transaction) that answers a repeated read from memory: an import
 * checks thousands of rows against the same few parents, owners and reference items, and the engine's
 * rules ask the database for each one (about a millisecond a statement on the embedded database).
 * Only plain SELECTs are remembered — never one that locks (FOR UPDATE, advisory locks), sets
 * (set_config) or writes; everything else goes straight through. A cache lives for one phase of one
 * import (a validation, a batch): what it remembers is as old as that phase at most.
 *
 * Built on Kysely's executor (the one seam every builder and `sql` template runs through): the
 * handle is a Kysely whose executor is the original's with executeQuery wrapped. It runs queries
 * only: no transaction(), connection() or destroy() on it (use the original handle for those).
 */
import { Kysely, type CompiledQuery, type KyselyProps, type QueryExecutor, type QueryResult } from 'kysely';

const NOT_CACHED = /\bfor\s+(update|share|no key update|key share)\b|pg_advisory|set_config|nextval|\binsert\b|\bupdate\b|\bdelete\b/i;

export function isCacheableRead(sqlText: string): boolean {
  return /^\s*(select|with)\b/i.test(sqlText) && !NOT_CACHED.test(sqlText);
}

export function withReadCache<DB>(db: Kysely<DB>): Kysely<DB> {
  const executor = db.getExecutor();
  const cache = new Map<string, Promise<QueryResult<unknown>>>();
  const executeQuery = <R>(compiled: CompiledQuery<R>, ...rest: unknown[]): Promise<QueryResult<R>> => {
    const run = () => (executor.executeQuery as (q: CompiledQuery<R>, ...more: unknown[]) => Promise<QueryResult<R>>)(compiled, ...rest);
    if (!isCacheableRead(compiled.sql)) return run();
    const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
    let hit = cache.get(key) as Promise<QueryResult<R>> | undefined;
    if (!hit) {
      hit = run();
      cache.set(key, hit);
      // A failed read is not remembered.
      hit.catch(() => cache.delete(key));
    }
    return hit;
  };
  const cached = new Proxy(executor, {
    get(target, property) {
      if (property === 'executeQuery') return executeQuery;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as QueryExecutor;
  // Kysely's second constructor form takes its parts: only the executor is used by queries. The
  // others are placeholders that nothing here calls (see the file's comment).
  const props = { config: {}, driver: {}, dialect: {}, executor: cached } as unknown as KyselyProps;
  return new Kysely<DB>(props);
}

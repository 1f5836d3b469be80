/**
 * One retry after a lost PostgreSQL connection, only where it cannot repeat a write (issue 7):
 *   - the BEGIN that starts a transaction (nothing of the transaction has run yet), and
 *   - a SELECT outside a transaction (reads are idempotent).
 * Either is run again once on a new connection from the pool. Everything else that fails on a lost
 * connection — a statement inside a transaction, a COMMIT (its outcome is unknown), a write outside
 * a transaction — is not retried: the request answers -801 (HTTP 503: the outcome may be unknown) and the user decides.
 * Typical case: an idle pooled connection cut by a failover or pg_terminate_backend a moment before
 * a request takes it.
 * Assumes no session state lives on a connection outside a transaction (the server uses no
 * db.connection(), SET or temporary tables): a retried SELECT runs on another connection.
 */
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/** SQLSTATE classes and codes, and node-postgres/socket errors, that mean the connection is gone. */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03']); // admin_shutdown, crash_shutdown, cannot_connect_now
const LOST_ERRNOS = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'ETIMEDOUT']);

export function isConnectionLost(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || code.startsWith('08') || LOST_ERRNOS.has(code))) return true;
  return typeof message === 'string' && /^Connection terminated|not queryable/.test(message);
}

/** A plain SELECT (no WITH, which could hold a data-modifying statement). */
function isPlainSelect(query: CompiledQuery): boolean {
  const node = query.query as { kind?: string; with?: unknown };
  return node.kind === 'SelectQueryNode' && !node.with;
}

export type OnRetry = (what: 'begin' | 'select', error: unknown) => void;

class RetryingConnection implements DatabaseConnection {
  /** True from a successful BEGIN to its COMMIT or ROLLBACK. */
  inTransaction = false;
  /** True while BEGIN runs. */
  beginning = false;

  /** null after a broken connection went back to the pool and no new one could be had. */
  inner: DatabaseConnection | null;

  constructor(
    inner: DatabaseConnection,
    private readonly driver: RetryingDriver,
  ) {
    this.inner = inner;
  }

  private current(): DatabaseConnection {
    if (!this.inner) throw new Error('no database connection (lost, and none could be opened)');
    return this.inner;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.current().executeQuery<R>(query);
    } catch (error) {
      const retryable = this.beginning || (!this.inTransaction && isPlainSelect(query));
      if (!retryable || !isConnectionLost(error)) throw error;
      await this.driver.replaceInner(this, this.beginning ? 'begin' : 'select', error);
      return this.current().executeQuery<R>(query);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.current().streamQuery<R>(query, chunkSize);
  }
}

class RetryingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly onRetry: OnRetry,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RetryingConnection(await this.inner.acquireConnection(), this);
  }

  /** Gives the broken connection back (node-postgres's pool discards it) and takes a new one. */
  async replaceInner(connection: RetryingConnection, what: 'begin' | 'select', error: unknown): Promise<void> {
    this.onRetry(what, error);
    const broken = connection.inner;
    connection.inner = null;
    if (broken) await this.inner.releaseConnection(broken);
    connection.inner = await this.inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as RetryingConnection;
    c.beginning = true;
    try {
      // The inner driver sends BEGIN through c.executeQuery, which may retry it on a new connection.
      await this.inner.beginTransaction(c, settings);
    } finally {
      c.beginning = false;
    }
    c.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(connection);
    } finally {
      (connection as RetryingConnection).inTransaction = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(connection);
    } finally {
      (connection as RetryingConnection).inTransaction = false;
    }
  }

  async savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>): Promise<void> {
    if (!this.inner.savepoint) throw new Error('savepoints are not supported by this driver');
    await this.inner.savepoint(...args);
  }

  async rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('savepoints are not supported by this driver');
    await this.inner.rollbackToSavepoint(...args);
  }

  async releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('savepoints are not supported by this driver');
    await this.inner.releaseSavepoint(...args);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const { inner } = connection as RetryingConnection;
    if (inner) await this.inner.releaseConnection(inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Wraps a dialect (PostgresDialect on a pg pool) so its driver retries as described above. */
export function retryingDialect(inner: Dialect, onRetry: OnRetry): Dialect {
  return {
    createDriver: () => new RetryingDriver(inner.createDriver(), onRetry),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
  };
}

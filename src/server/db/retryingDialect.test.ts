/**
 * The retry policy after a lost connection, on a fake driver (deterministic, no database): BEGIN
 * and plain SELECTs outside a transaction run again once on a new connection; writes, statements
 * inside a transaction and COMMIT do not. The real thing under load: resilience/connectionLoss.test.ts.
 */
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { isConnectionLost, retryingDialect } from './retryingDialect';

interface Db {
  item: { id: number; name: string };
}

const lost = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

let executed: string[];
let released: number[];
let retries: string[];
/** The next statements matching `match` throw `error` (each entry once). */
let failures: { match: RegExp; error: Error }[];
let db: Kysely<Db>;

function fakeDriver(): Driver {
  let next = 0;
  const connection = (n: number): DatabaseConnection & { n: number } => ({
    n,
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      executed.push(`#${n} ${query.sql}`);
      const failure = failures.findIndex((f) => f.match.test(query.sql));
      if (failure >= 0) throw failures.splice(failure, 1)[0]?.error;
      return { rows: [] };
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  });
  return {
    init: async () => undefined,
    acquireConnection: async () => connection(++next),
    beginTransaction: async (c) => void (await c.executeQuery({ sql: 'begin', parameters: [], query: { kind: 'RawNode' } } as unknown as CompiledQuery)),
    commitTransaction: async (c) => void (await c.executeQuery({ sql: 'commit', parameters: [], query: { kind: 'RawNode' } } as unknown as CompiledQuery)),
    rollbackTransaction: async (c) => void (await c.executeQuery({ sql: 'rollback', parameters: [], query: { kind: 'RawNode' } } as unknown as CompiledQuery)),
    releaseConnection: async (c) => void released.push((c as DatabaseConnection & { n: number }).n),
    destroy: async () => undefined,
  };
}

beforeEach(() => {
  executed = [];
  released = [];
  retries = [];
  failures = [];
  db = new Kysely<Db>({
    dialect: retryingDialect(
      {
        createDriver: fakeDriver,
        createQueryCompiler: () => new PostgresQueryCompiler(),
        createAdapter: () => new PostgresAdapter(),
        createIntrospector: (k) => new PostgresIntrospector(k),
      },
      (what) => retries.push(what),
    ),
  });
});

it('runs a SELECT outside a transaction again once on a new connection', async () => {
  failures = [{ match: /^select/, error: lost() }];
  await db.selectFrom('item').selectAll().execute();
  expect(executed).toEqual(['#1 select * from "item"', '#2 select * from "item"']);
  expect(released).toEqual([1, 2]);
  expect(retries).toEqual(['select']);
});

it('retries only once', async () => {
  failures = [
    { match: /^select/, error: lost() },
    { match: /^select/, error: lost() },
  ];
  await expect(db.selectFrom('item').selectAll().execute()).rejects.toThrow('administrator command');
  expect(executed).toHaveLength(2);
  expect(released).toEqual([1, 2]);
});

it('never runs a write again, nor a raw statement, nor after another kind of error', async () => {
  failures = [{ match: /^insert/, error: lost() }];
  await expect(db.insertInto('item').values({ id: 1, name: 'x' }).execute()).rejects.toThrow('administrator command');
  failures = [{ match: /^select 1/, error: lost() }];
  await expect(sql`select 1`.execute(db)).rejects.toThrow('administrator command');
  failures = [{ match: /^select/, error: Object.assign(new Error('relation "item" does not exist'), { code: '42P01' }) }];
  await expect(db.selectFrom('item').selectAll().execute()).rejects.toThrow('does not exist');
  expect(executed).toHaveLength(3);
  expect(retries).toEqual([]);
});

it('starts a transaction again when its BEGIN met a lost connection', async () => {
  failures = [{ match: /^begin/, error: lost() }];
  await db.transaction().execute((trx) => trx.insertInto('item').values({ id: 1, name: 'x' }).execute());
  expect(executed).toEqual(['#1 begin', '#2 begin', '#2 insert into "item" ("id", "name") values ($1, $2)', '#2 commit']);
  expect(released).toEqual([1, 2]);
  expect(retries).toEqual(['begin']);
});

it('never runs a statement inside a transaction again, nor its COMMIT', async () => {
  failures = [{ match: /^select/, error: lost() }];
  await expect(db.transaction().execute((trx) => trx.selectFrom('item').selectAll().execute())).rejects.toThrow('administrator command');
  expect(executed).toEqual(['#1 begin', '#1 select * from "item"', '#1 rollback']);
  executed = [];
  failures = [{ match: /^commit/, error: lost() }];
  await expect(db.transaction().execute((trx) => trx.selectFrom('item').selectAll().execute())).rejects.toThrow('administrator command');
  expect(executed).toEqual(['#2 begin', '#2 select * from "item"', '#2 commit', '#2 rollback']);
  expect(retries).toEqual([]);
});

it('recognises a lost connection by SQLSTATE, socket error or node-postgres message', () => {
  expect(isConnectionLost(lost())).toBe(true);
  expect(isConnectionLost(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
  expect(isConnectionLost(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
  expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  expect(isConnectionLost(null)).toBe(false);
});

/**
 * The engine's batch create (an import's): each request answered on its own — a rule's refusal, a
 * duplicate warning for those that did not continue, or the new draft — and only the passing ones
 * written, with their audit entries.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { AppError } from '../http/AppError';
import { SETUP_TIMEOUT_MS, createTestApp, type TestApp } from '../test/testApp';
import { entityIdByCode } from '../test/users';
import type { EngineContext } from './engineContext';
import { entityKind } from './entityKind';
import type { ServerKindDefinition } from './kindDefinition';
import { createRecords } from './recordBatchWrites';

let t: TestApp;
let srfpap: number;

beforeAll(async () => {
  t = await createTestApp();
  srfpap = await entityIdByCode(t.database.db, 'SRFPAP');
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

const def = entityKind as unknown as ServerKindDefinition;

function input(overrides: Partial<EntityInput> = {}): Record<string, unknown> & { code: string } {
  const code = `BATCH-${randomBytes(4).toString('hex')}`;
  return {
    ...emptyEntity(),
    code,
    abbreviation: code,
    name: `Lote ${randomBytes(6).toString('hex')}`,
    startDate: '2024-01-01',
    organizationTypeId: 3,
    parentId: srfpap,
    parentVersion: 1,
    ...overrides,
  };
}

it('answers each request on its own and writes only the ones that pass, audited', async () => {
  const requests = [
    { input: input(), continueOnDuplicate: true },
    { input: input({ organizationTypeId: 999_999 }), continueOnDuplicate: true },
    { input: input({ name: 'Direção Regional do Orçamento e Tesouro' }), continueOnDuplicate: false },
    { input: input({ name: 'Direção Regional do Orçamento e Tesouro' }), continueOnDuplicate: true },
  ];
  const { results, seqscan } = await t.database.db.transaction().execute(async (trx) => {
    const ctx: EngineContext = {
      db: trx,
      caller: { username: 'admin', isGuest: false, profiles: [{ organizationId: null, permissions: [11] }] },
      now: t.clock(),
      language: 'pt',
    };
    const answered = await createRecords(ctx, def, requests, { comment: 'lote' });
    // The duplicate check turns sequential scans off for its own statement only: the batch's transaction goes on as before.
    const setting = await sql<{ value: string }>`SELECT current_setting('enable_seqscan') AS value`.execute(trx);
    return { results: answered, seqscan: setting.rows[0]?.value };
  });
  expect(seqscan).toBe('on');
  expect(results[0]).toMatchObject({ version: 1, state: RecordState.Draft });
  expect(results[1]).toBeInstanceOf(AppError);
  expect((results[1] as AppError).code).toBe(ErrorCode.EntityTypeNotFound);
  expect((results[2] as AppError).code).toBe(def.meta.codes.duplicate);
  expect(results[3]).toMatchObject({ version: 1, state: RecordState.Draft });
  const written = await t.database.db
    .selectFrom('record_version')
    .select(['code', 'state'])
    .where('kind', '=', ObjectKind.Entity)
    .where(
      'code',
      'in',
      requests.map((r) => r.input.code),
    )
    .execute();
  expect(written.map((w) => w.code).sort()).toEqual([requests[0]?.input.code, requests[3]?.input.code].sort());
  const audit = await t.database.db
    .selectFrom('record_action')
    .select(['action', 'comment'])
    .where('kind', '=', ObjectKind.Entity)
    .where('record_id', '=', (results[0] as { id: number }).id)
    .execute();
  expect(audit).toEqual([{ action: 'create', comment: 'lote' }]);
});

it('refuses every request of a guest and those outside the caller’s scope', async () => {
  const srsd = await entityIdByCode(t.database.db, 'SRSD');
  const results = await t.database.db.transaction().execute((trx) => {
    const ctx: EngineContext = { db: trx, caller: { username: 'x', isGuest: false, profiles: [{ organizationId: srsd, permissions: [11] }] }, now: t.clock(), language: 'pt' };
    return createRecords(ctx, def, [{ input: input(), continueOnDuplicate: true }]);
  });
  expect((results[0] as AppError).code).toBe(ErrorCode.NoPermission);
  const guest = await createRecords({ db: t.database.db, caller: { username: 'guest', isGuest: true, profiles: [] }, now: t.clock(), language: 'pt' }, def, [
    { input: input() },
  ]);
  expect((guest[0] as AppError).code).toBe(ErrorCode.NoPermission);
});

/**
 * Parallel writers on one record or one name (issue 7): N saves of the same version with the same
 * rowVersion → exactly one wins, the others -14, and the stored record holds the winner's data; N
 * workflow actions on one version → exactly one wins; N creates with one new name → exactly one is
 * created, the others get the duplicate warning (-106). Runs on both databases: on the embedded one
 * (a single connection) requests are serialised anyway, so it passes trivially there; on PostgreSQL
 * the requests really overlap.
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@/shared/errors';
import { RecordState } from '@/shared/recordStates';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { entityIdByCode } from '../test/users';

const PARALLEL = 20;
let t: TestApp;
let admin: string;
let srfpap: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  srfpap = await entityIdByCode(t.database.db, 'SRFPAP');
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

function entity(name: string, code = randomBytes(3).toString('hex')): EntityInput {
  return { ...emptyEntity(), code, abbreviation: code, name, startDate: '2024-01-01', organizationTypeId: 3, parentId: srfpap, parentVersion: 1 };
}
const create = (input: EntityInput, continueOnDuplicate = false) =>
  t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token: admin, payload: { input, continueOnDuplicate } });
const view = async (id: number, version: number) => (await t.call<RecordView>({ method: 'GET', url: `/records/entity/${id}/${version}`, token: admin })).body.data;

function tally(codes: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

it(`${PARALLEL} parallel saves of one version with the same rowVersion: one wins, the others -14, no lost update`, async () => {
  const created = await create(entity(`Gravações paralelas ${randomBytes(4).toString('hex')}`), true);
  expect(created.body.code).toBe(0);
  const { id } = created.body.data;
  const loaded = await view(id, 1);
  const names = Array.from({ length: PARALLEL }, (_, n) => `Versão concorrente ${n} ${randomBytes(4).toString('hex')}`);
  const answers = await Promise.all(
    names.map((name) =>
      t.call<SavedRecord>({
        method: 'PUT',
        url: `/records/entity/${id}/1`,
        token: admin,
        payload: { input: entity(name, loaded.code), rowVersion: loaded.rowVersion, continueOnDuplicate: true },
      }),
    ),
  );
  const codes = answers.map((a) => a.body.code);
  console.log(`parallel saves: ${PARALLEL} sent, ${JSON.stringify(tally(codes))}`);
  expect(tally(codes)).toEqual({ [ErrorCode.Ok]: 1, [ErrorCode.ConcurrentChange]: PARALLEL - 1 });
  const winner = names[codes.indexOf(ErrorCode.Ok)];
  const stored = await view(id, 1);
  expect(stored.name).toBe(winner);
  expect(stored.rowVersion).toBe(loaded.rowVersion + 1);
});

it(`${PARALLEL} parallel workflow actions on one version: exactly one wins`, async () => {
  const created = await create(entity(`Acções paralelas ${randomBytes(4).toString('hex')}`), true);
  const { id } = created.body.data;
  const loaded = await view(id, 1);
  // Half submit, half publish: whichever runs first moves the state, every other one is refused.
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, n) =>
      t.call({
        method: 'POST',
        url: `/records/entity/${id}/1/actions/${n % 2 ? 'publish' : 'submitForApproval'}`,
        token: admin,
        payload: { rowVersion: loaded.rowVersion, continueOnDuplicate: true },
      }),
    ),
  );
  const codes = answers.map((a) => a.body.code);
  console.log(`parallel actions: ${PARALLEL} sent, ${JSON.stringify(tally(codes))}`);
  expect(codes.filter((c) => c === ErrorCode.Ok)).toHaveLength(1);
  // The losers see either the changed row (-14) or the changed state (-101 for entities).
  expect(codes.filter((c) => c !== ErrorCode.Ok && c !== ErrorCode.ConcurrentChange && c !== ErrorCode.EntityStateInvalid)).toEqual([]);
  const stored = await view(id, 1);
  expect(stored.rowVersion).toBe(loaded.rowVersion + 1);
  expect([RecordState.SubmittedForApproval, RecordState.Published]).toContain(stored.state);
});

it(`${PARALLEL} parallel creates with one new name: one is created, the others get the duplicate warning (-106)`, async () => {
  const tag = randomBytes(4).toString('hex');
  // One name, spelled with and without accents, in other cases and spacing: the same name to the warning.
  const spellings = [`Serviço Paralelo dos Açores ${tag}`, `servico paralelo dos acores ${tag}`, `  SERVIÇO  Paralelo dos Açores ${tag} `];
  const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, n) => create(entity(spellings[n % spellings.length] as string))));
  const codes = answers.map((a) => a.body.code);
  console.log(`parallel same-name creates: ${PARALLEL} sent, ${JSON.stringify(tally(codes))}`);
  expect(tally(codes)).toEqual({ [ErrorCode.Ok]: 1, [ErrorCode.EntityDuplicate]: PARALLEL - 1 });
  const stored = await t.database.db.selectFrom('record_version').select('id').where('name', 'like', `%${tag}%`).execute();
  expect(stored).toHaveLength(1);
});

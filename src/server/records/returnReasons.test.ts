/** Issue 29 §10, §13: a return names a refusal type of the settings; the record tells its last return; tasks name people. */
import { ErrorCode } from '@/shared/errorCodes';
import type { SavedRecord } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { RETURN_REASON_PATHS, type LastReturn, type RefusalTypeOption } from '@/shared/records/returnReason';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { entityIdByCode } from '../test/users';

let t: TestApp;
let admin: string;
let srfpap: number;
let seq = 0;

async function submitted(): Promise<number> {
  seq += 1;
  const input = {
    ...emptyEntity(),
    code: `RR${seq}`,
    abbreviation: `RR${seq}`,
    name: `Devolução ${seq}`,
    startDate: '2024-01-01',
    organizationTypeId: 3,
    parentId: srfpap,
    parentVersion: 1,
  } as EntityInput;
  const created = await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token: admin, payload: { input, continueOnDuplicate: true } });
  const { id } = created.body.data;
  expect((await t.call({ method: 'POST', url: `/records/entity/${id}/1/actions/submitForApproval`, token: admin, payload: { rowVersion: 1 } })).body.code).toBe(0);
  return id;
}
const rowVersion = async (id: number) => (await t.call<{ rowVersion: number }>({ method: 'GET', url: `/records/entity/${id}/1`, token: admin })).body.data.rowVersion;
const returnIt = async (id: number, body: object) =>
  t.call<SavedRecord>({ method: 'POST', url: `/records/entity/${id}/1/actions/return`, token: admin, payload: { rowVersion: await rowVersion(id), ...body } });

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  srfpap = await entityIdByCode(t.database.db, 'SRFPAP');
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

describe('the reason of a return', () => {
  it('offers the active refusal types to any signed-in user', async () => {
    const db = t.database.db;
    await db.insertInto('refusal_type').values({ code: 'OFF', designation_pt: 'Inativo', designation_en: 'Inactive', active: false }).execute();
    const types = (await t.call<RefusalTypeOption[]>({ method: 'GET', url: RETURN_REASON_PATHS.refusalTypes, token: admin })).body.data;
    expect(types.length).toBeGreaterThan(0);
    expect(types.map((r) => r.code)).not.toContain('OFF');
  });

  it('stores the chosen type with the return and tells the last return of the version: type, text, who (display name) and when', async () => {
    const [type] = (await t.call<RefusalTypeOption[]>({ method: 'GET', url: RETURN_REASON_PATHS.refusalTypes, token: admin })).body.data;
    const id = await submitted();
    const none = await t.call<LastReturn | null>({ method: 'GET', url: RETURN_REASON_PATHS.lastReturn('entity', id, 1), token: admin });
    expect(none.body).toMatchObject({ code: 0, data: null });
    expect((await returnIt(id, { comment: 'Falta a missão', refusalTypeId: type?.id })).body.code).toBe(0);
    const last = (await t.call<LastReturn>({ method: 'GET', url: RETURN_REASON_PATHS.lastReturn('entity', id, 1), token: admin })).body.data;
    expect(last).toMatchObject({ version: 1, refusalType: type, comment: 'Falta a missão', username: 'admin', displayName: 'Administrador' });
    expect(Number.isNaN(Date.parse(last.at))).toBe(false);
  });

  it('refuses an unknown or inactive refusal type, and one on another action, naming the field', async () => {
    const inactive = await t.database.db.selectFrom('refusal_type').select('id').where('code', '=', 'OFF').executeTakeFirstOrThrow();
    const id = await submitted();
    for (const refusalTypeId of [999999, inactive.id]) {
      const refused = await returnIt(id, { comment: 'Motivo', refusalTypeId });
      expect(refused.body.code).toBe(ErrorCode.EntityInvalid);
      expect(refused.body.description).toContain('Tipo de recusa');
    }
    const publish = await t.call({
      method: 'POST',
      url: `/records/entity/${id}/1/actions/publish`,
      token: admin,
      payload: { rowVersion: await rowVersion(id), refusalTypeId: inactive.id, continueOnDuplicate: true },
    });
    expect(publish.body.code).toBe(ErrorCode.EntityInvalid);
    // A return without a type still goes (the text says why).
    expect((await returnIt(id, { comment: 'Só texto' })).body.code).toBe(0);
    const last = (await t.call<LastReturn>({ method: 'GET', url: RETURN_REASON_PATHS.lastReturn('entity', id, 1), token: admin })).body.data;
    expect(last).toMatchObject({ refusalType: null, comment: 'Só texto' });
  });

  it('does not tell a return to a guest', async () => {
    const id = await submitted();
    const guest = await t.guestToken();
    expect((await t.call({ method: 'GET', url: RETURN_REASON_PATHS.lastReturn('entity', id, 1), token: guest })).body.code).toBe(ErrorCode.EntityNotFound);
  });
});

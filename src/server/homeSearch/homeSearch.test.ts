/** The home search over every kind (SPEC §2.1, §5) and the history of a signed-in user's searches. */
import { ErrorCode } from '@/shared/errors';
import { ObjectKind } from '@/shared/enums';
import type { HomeSearchRequest, SearchHistoryEntry } from '@/shared/homeSearch';
import { RecordState } from '@/shared/recordStates';
import type { RecordListItem, SavedRecord, TableData } from '@/shared/records/contract';
import { emptyEntity } from '@/shared/records/entity';
import { PARAMETER_KEYS } from '@/shared/settings/vocabulary';
import { SETUP_TIMEOUT_MS, createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../test/testApp';
import { entityIdByCode } from '../test/users';

let t: TestApp;
let admin: string;
let guest: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  guest = await t.guestToken();
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

const filters = (over: Partial<HomeSearchRequest>): HomeSearchRequest => ({ name: '', code: '', objectKind: null, organization: '', ...over });

async function search(token: string, over: Partial<HomeSearchRequest>) {
  return (await t.call<TableData<RecordListItem>>({ method: 'POST', url: '/search', token, payload: { pageSize: 100, ...filters(over) } })).body;
}

const kindsOf = (items: RecordListItem[]) => [...new Set(items.map((i) => i.kind))].sort();

describe('the home search', () => {
  it('refuses a search without any filter with the §5 message', async () => {
    const refused = await search(admin, {});
    expect(refused.code).toBe(ErrorCode.InvalidRequest);
    expect(refused.description).toContain('É necessário informar pelo menos um dos filtros');
  });

  it('searches every kind at once for staff, and only the guest kinds, published, for guests', async () => {
    const staff = await search(admin, { organization: 'DRS' });
    expect(staff.code).toBe(0);
    expect(kindsOf(staff.data.items)).toEqual(['document', 'entity', 'location', 'pointOfCare', 'service']);
    const visitor = await search(guest, { organization: 'DRS' });
    expect(kindsOf(visitor.data.items)).toEqual(['entity', 'pointOfCare', 'service']);
    expect(visitor.data.items.every((i) => i.state === RecordState.Published)).toBe(true);
    expect((await search(guest, { organization: 'DRS', objectKind: ObjectKind.Document })).data.items).toEqual([]);
    const documents = await search(admin, { organization: 'DRS', objectKind: ObjectKind.Document });
    expect(kindsOf(documents.data.items)).toEqual(['document']);
  });

  it('ignores accents and case in every text filter, codes and abbreviations too, and matches every word in any order', async () => {
    const byCode = await search(guest, { code: 'drs', objectKind: ObjectKind.Entity });
    expect(byCode.data.items.map((i) => i.code)).toContain('DRS');
    const byName = await search(guest, { name: 'SAUDE regional direcao', objectKind: ObjectKind.Entity });
    expect(byName.data.items.map((i) => i.name)).toContain('Direção Regional da Saúde');
  });

  it('finds a draft for the staff who may read it, never for guests', async () => {
    const input = {
      ...emptyEntity(),
      code: 'HSD1',
      abbreviation: 'HSD1',
      name: 'Rascunho singular de pesquisa',
      startDate: '2024-01-01',
      organizationTypeId: 1,
      parentId: await entityIdByCode(t.database.db, 'SRSD'),
      parentVersion: 1,
    };
    const created = await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token: admin, payload: { input, continueOnDuplicate: true } });
    expect(created.body.code).toBe(0);
    expect((await search(admin, { name: 'rascunho singular' })).data.items.map((i) => [i.code, i.state])).toEqual([['HSD1', RecordState.Draft]]);
    expect((await search(guest, { name: 'rascunho singular' })).data.items).toEqual([]);
  });
});

describe('the search history', () => {
  const history = async (token: string) => (await t.call<SearchHistoryEntry[]>({ method: 'GET', url: '/search/history', token })).body.data;

  it('keeps a signed-in user’s last searches, newest first, as many as search.historySize; none for guests', async () => {
    await t.database.db.updateTable('app_parameter').set({ value: '2' }).where('key', '=', PARAMETER_KEYS.searchHistorySize).execute();
    await search(admin, { name: 'primeira' });
    await search(admin, { name: 'segunda ' });
    await search(admin, { name: 'segunda' });
    await search(admin, { code: 'drs', objectKind: ObjectKind.Entity });
    await t.call({ method: 'POST', url: '/search', token: admin, payload: { ...filters({ name: 'outra página' }), pageNumber: 2 } });
    const entries = await history(admin);
    expect(entries.map((e) => e.filters)).toEqual([filters({ code: 'drs', objectKind: ObjectKind.Entity }), filters({ name: 'segunda' })]);
    await search(guest, { name: 'visitante' });
    expect(await history(guest)).toEqual([]);
  });
});

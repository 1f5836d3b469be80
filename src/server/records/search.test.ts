/** The entity list: every filter and sort of the search form, paging bounds, accent-insensitive text, tasks. */
import { sql } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import { Permission } from '@/shared/permissions';
import { RecordState } from '@/shared/recordStates';
import type { RecordListItem, SavedRecord, TableData, TaskItem } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';
import { statisticsChanged } from '../db/maintenance';
import * as listTotal from './listTotal';

let t: TestApp;
let admin: string;
let srfpap: number;
let srsd: number;

async function make(input: Partial<EntityInput>, publish: boolean): Promise<SavedRecord> {
  const body = { ...emptyEntity(), startDate: '2024-01-01', organizationTypeId: 3, parentId: srfpap, parentVersion: 1, ...input } as EntityInput;
  const created = await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token: admin, payload: { input: body, continueOnDuplicate: true } });
  expect(created.body.code).toBe(0);
  if (publish) {
    const r = await t.call({
      method: 'POST',
      url: `/records/entity/${created.body.data.id}/1/actions/publish`,
      token: admin,
      payload: { rowVersion: 1, continueOnDuplicate: true },
    });
    expect(r.body.code).toBe(0);
  }
  return created.body.data;
}

async function search(form: Record<string, unknown>, token = admin) {
  return (await t.call<TableData<RecordListItem>>({ method: 'POST', url: '/records/entity/search', token, payload: form })).body;
}
const codes = (data: TableData<RecordListItem>) => data.items.map((i) => i.code);

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  srfpap = await entityIdByCode(t.database.db, 'SRFPAP');
  srsd = await entityIdByCode(t.database.db, 'SRSD');
  await make({ code: 'ZA1', abbreviation: 'AÇOR', name: 'Direção Regional dos Açores Digitais', organizationTypeId: 4 }, true);
  await make({ code: 'ZA2', abbreviation: 'ILHA', name: 'Instituto das Ilhas', organizationTypeId: 5, active: false }, true);
  await make({ code: 'ZA3', abbreviation: 'RASC', name: 'Rascunho de Teste', organizationTypeId: 4 }, false);
  await make({ code: 'ZA4', abbreviation: 'SAU', name: 'Unidade de Saúde Oriental', parentId: srsd, organizationTypeId: 5 }, true);
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

describe('entity search', () => {
  it('lists published records sorted by code by default (the SPA sends the form defaults)', async () => {
    const body = await search({ recordStateTypeIds: [RecordState.Published], sortBy: 'Code', pageSize: 100 });
    expect(body.code).toBe(0);
    expect(codes(body.data)).not.toContain('ZA3');
    expect(codes(body.data)).toEqual([...codes(body.data)].sort());
    expect(body.data.total).toBe(13);
  });

  it('finds names ignoring accents and case', async () => {
    expect(codes((await search({ name: 'acores digitais' })).data)).toEqual(['ZA1']);
    expect(codes((await search({ name: 'SAÚDE' })).data)).toEqual(expect.arrayContaining(['ZA4', 'SRSD']));
    expect((await search({ name: '%' })).data.total).toBe(0);
  });

  it('finds every word of the name in any order, each accent- and case-insensitive', async () => {
    expect(codes((await search({ name: 'digitais  AÇORES' })).data)).toEqual(['ZA1']);
    expect(codes((await search({ name: 'oriental saude unidade' })).data)).toEqual(['ZA4']);
    // Every word must match: one record with each word is not enough.
    expect((await search({ name: 'digitais oriental' })).data.total).toBe(0);
  });

  it('filters by code, abbreviation, type, active, parent and state', async () => {
    expect(codes((await search({ code: 'za2' })).data)).toEqual(['ZA2']);
    expect(codes((await search({ abreviation: 'açor' })).data)).toEqual(['ZA1']);
    expect(codes((await search({ organizationTypeIds: [4], recordStateTypeIds: [] })).data).sort()).toEqual(['ZA1', 'ZA3']);
    expect(codes((await search({ active: false })).data)).toEqual(['ZA2']);
    // null means "any", not "inactive"
    expect(codes((await search({ active: null, code: 'ZA' })).data)).toEqual(['ZA1', 'ZA2', 'ZA3', 'ZA4']);
    expect(codes((await search({ parentOrganization: 'saude e desporto' })).data)).toEqual(expect.arrayContaining(['ZA4', 'DRS']));
    expect(codes((await search({ recordStateTypeIds: [RecordState.Draft] })).data)).toEqual(['ZA3']);
    expect(codes((await search({ recordStateTypeIds: [], code: 'ZA' })).data)).toEqual(['ZA1', 'ZA2', 'ZA3', 'ZA4']);
  });

  it.each([
    ['Code', 'code'],
    ['Name', 'name'],
    ['Abbreviation', 'abbreviation'],
  ] as const)('sorts by %s both ways', async (sortBy, field) => {
    const asc = (await search({ code: 'ZA', sortBy, pageSize: 10 })).data.items.map((i) => i[field]);
    const desc = (await search({ code: 'ZA', sortBy: `${sortBy} desc`, pageSize: 10 })).data.items.map((i) => i[field]);
    expect(asc).toHaveLength(4);
    expect(new Set(asc).size).toBe(4);
    expect(desc).toEqual([...asc].reverse());
    if (field === 'code') expect(asc).toEqual(['ZA1', 'ZA2', 'ZA3', 'ZA4']);
  });

  it('pages with the default size 5 and reports total and page count', async () => {
    const published = { sortBy: 'Code', recordStateTypeIds: [RecordState.Published] };
    const first = (await search(published)).data;
    expect(first).toMatchObject({ pageNumber: 1, total: 13, pageCount: 3 });
    expect(first.items).toHaveLength(5);
    const last = (await search({ ...published, pageNumber: 3 })).data;
    expect(last.items).toHaveLength(3);
    // A page past the end answers the real last page, and says which.
    const beyond = (await search({ ...published, pageNumber: 99 })).data;
    expect(beyond).toMatchObject({ total: 13, pageCount: 3, pageNumber: 3 });
    expect(codes(beyond)).toEqual(codes(last));
    expect((await search({ code: 'NOTHING', pageNumber: 4 })).data).toMatchObject({ items: [], total: 0, pageCount: 0, pageNumber: 1 });
  });

  it('rejects out-of-bounds paging and ill-typed filters with -2', async () => {
    expect((await search({ pageNumber: 0 })).code).toBe(-2);
    expect((await search({ pageSize: 1000 })).code).toBe(-2);
    expect((await search({ organizationTypeIds: 'four' })).code).toBe(-2);
    expect((await search({ name: 'x'.repeat(101) })).code).toBe(-2);
  });

  it('shows guests the published catalogue only', async () => {
    const guest = await t.guestToken();
    expect(codes((await search({ recordStateTypeIds: [RecordState.Draft] }, guest)).data)).not.toContain('ZA3');
  });
});

describe('totals of broad lists', () => {
  // More published entities than the old threshold of 500 (issue 32: "1,200~" was shown for 603), some
  // inactive, loaded in one statement, with fresh planner statistics.
  const loaded = 610;
  const inactive = 37;
  const published = { recordStateTypeIds: [RecordState.Published], sortBy: 'Code' };
  // The 13 published before (seed and ZA) and those loaded here.
  const all = loaded + 13;
  const lastPage = Math.ceil(all / 5);
  const page100 = ['ZB000483', 'ZB000484', 'ZB000485', 'ZB000486', 'ZB000487'];

  beforeAll(async () => {
    await sql`
      INSERT INTO record_version (kind, id, version, state, code, name, abbreviation, active, start_date, created_by)
      SELECT ${ObjectKind.Entity}, 900000 + i, 1, ${RecordState.Published}, 'ZB' || lpad(i::text, 6, '0'), 'Carga ' || i, 'C' || i, i > ${inactive}, date '2024-01-01', 'test'
      FROM generate_series(1, ${loaded}) AS i`.execute(t.database.db);
    await sql`ANALYZE record_version`.execute(t.database.db);
    statisticsChanged();
  }, SETUP_TIMEOUT_MS);

  /** `work` with the planner's estimate of every list replaced by `planned`. */
  async function planning<T>(planned: number, work: () => Promise<T>): Promise<T> {
    const planner = jest.spyOn(listTotal, 'plannedMatches').mockResolvedValue(planned);
    try {
      return await work();
    } finally {
      planner.mockRestore();
    }
  }

  it('counts a list of 623 exactly, whatever the planner expects, with the same pages', async () => {
    const firstPage = codes((await search(published)).data);
    // Expected few (one statement) or many (the page and the capped count beside it): the same answer.
    for (const planned of [10, 1_000_000]) {
      await planning(planned, async () => {
        const first = (await search(published)).data;
        expect(first).toMatchObject({ total: all, pageCount: lastPage, pageNumber: 1 });
        expect(first.totalIsEstimate).toBeUndefined();
        expect(first.totalIsLowerBound).toBeUndefined();
        expect(codes(first)).toEqual(firstPage);
        expect(codes((await search({ ...published, pageNumber: 100 })).data)).toEqual(page100);
        const end = (await search({ ...published, pageNumber: lastPage })).data;
        expect(end).toMatchObject({ total: all, pageCount: lastPage, pageNumber: lastPage });
        expect(end.items).toHaveLength(all % 5 || 5);
        // Past the end: the real last page.
        const beyond = (await search({ ...published, pageNumber: lastPage + 500 })).data;
        expect(beyond).toMatchObject({ total: all, pageCount: lastPage, pageNumber: lastPage });
        expect(codes(beyond)).toEqual(codes(end));
      });
    }
    // A narrower list's pages follow the sort, one after the other, whatever order the filter read the rows in.
    const few = (await search({ active: false, sortBy: 'Code' })).data;
    expect(few).toMatchObject({ total: inactive + 1, pageCount: Math.ceil((inactive + 1) / 5) });
    const fewCodes = [...codes(few), ...codes((await search({ active: false, sortBy: 'Code', pageNumber: 2 })).data)];
    expect(fewCodes).toEqual([...fewCodes].sort());
    const fewDescending = codes((await search({ active: false, sortBy: 'Code desc' })).data);
    expect(fewDescending).toEqual([...fewDescending].sort().reverse());
  });

  it('past the cap, gives the estimate when it is above what was counted, else "more than" the cap', async () => {
    const firstPage = codes((await search(published)).data);
    const cap = jest.replaceProperty(LIMITS, 'exactTotalUpTo', 100 as typeof LIMITS.exactTotalUpTo);
    try {
      for (const planned of [10, 1_000_000]) {
        // The planner's estimate (above the 101 counted) is the total, rounded, said as such.
        const estimated = (await planning(planned, () => search(published))).data;
        if (planned > 100) expect(estimated).toMatchObject({ total: 1_000_000, totalIsEstimate: true, pageCount: 200_000 });
        // Below what was counted (it guessed low): "more than" the cap, one more page reachable.
        else expect(estimated).toMatchObject({ total: 100, totalIsLowerBound: true, pageCount: 21 });
        expect(codes(estimated)).toEqual(firstPage);
      }
      // A page deeper than the cap is counted to it: its rows exist, the pages are right.
      const deep = (await planning(10, () => search({ ...published, pageNumber: 100 }))).data;
      expect(deep).toMatchObject({ pageNumber: 100, total: 500, totalIsLowerBound: true });
      expect(codes(deep)).toEqual(page100);
      const end = (await planning(10, () => search({ ...published, pageNumber: lastPage }))).data;
      expect(end).toMatchObject({ total: all, pageNumber: lastPage });
    } finally {
      cap.restore();
    }
  });
});

describe('tasks', () => {
  it('lists submitted records inside the reviewer scope only', async () => {
    await createTestUser(t.database.db, { username: 'rev-saude', password: 'Revisor#2026', organizationId: srsd, permissions: [Permission.EntityApprove] });
    const reviewer = await t.loginToken('rev-saude', 'Revisor#2026');
    const inScope = await make({ code: 'ZT1', abbreviation: 'ZT1', name: 'Tarefa Saúde', parentId: srsd }, false);
    const outOfScope = await make({ code: 'ZT2', abbreviation: 'ZT2', name: 'Tarefa Finanças' }, false);
    for (const r of [inScope, outOfScope]) {
      await t.call({ method: 'POST', url: `/records/entity/${r.id}/1/actions/submitForApproval`, token: admin, payload: { rowVersion: 1 } });
    }
    const tasks = (await t.call<TableData<TaskItem>>({ method: 'POST', url: '/tasks/search', token: reviewer, payload: {} })).body.data;
    expect(tasks.items.map((i) => i.code)).toEqual(['ZT1']);
    // Who submitted by display name (issue 29 §13), not the username.
    expect(tasks.items[0]).toMatchObject({ submittedBy: 'Administrador' });
    const pastEnd = (await t.call<TableData<TaskItem>>({ method: 'POST', url: '/tasks/search', token: reviewer, payload: { pageNumber: 9 } })).body.data;
    expect(pastEnd).toMatchObject({ total: 1, pageNumber: 1 });
    expect(pastEnd.items.map((i) => i.code)).toEqual(['ZT1']);
    const all = (await t.call<TableData<TaskItem>>({ method: 'POST', url: '/tasks/search', token: admin, payload: { kinds: ['entity'] } })).body.data;
    expect(all.items.map((i) => i.code).sort()).toEqual(['ZT1', 'ZT2']);
  });
});

describe('divisions for the record forms', () => {
  it('lists the islands, municipalities and parishes to any signed-in user', async () => {
    const body = (
      await t.call<{ id: number; type: number; code: string; parentId: number | null }[]>({ method: 'GET', url: '/reference/divisions', token: await t.guestToken() })
    ).body;
    expect(body.code).toBe(0);
    expect(body.data.filter((d) => d.type === 2)).toHaveLength(9);
    expect(body.data.filter((d) => d.type === 3)).toHaveLength(19);
    const lagoa = body.data.find((d) => d.code === '4201');
    expect(lagoa).toBeDefined();
    expect(body.data.find((d) => d.code === '420101')?.parentId).toBe(lagoa?.id);
  });
});

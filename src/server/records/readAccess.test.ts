/**
 * Who may read what (recordAccess.ts): drafts, submitted versions, history beyond the published
 * versions and the audit trail only for holders of a permission on the kind whose profile scope
 * holds the record; guests and permission-less users read published versions only.
 */
import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { RecordState } from '@/shared/recordStates';
import type { AuditEntry, DuplicateWarningData, HistoryEntry, OrganizationOption, RecordListItem, RecordView, SavedRecord, TableData } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';

let t: TestApp;
let admin: string;
let guest: string;
/** Signed in, but with no permission on entities (a user manager). */
let none: string;
/** Entity create/edit inside the SRSD subtree only. */
let health: string;
const r = {} as Record<'draftIn' | 'draftOut' | 'submittedIn' | 'submittedOut' | 'published', SavedRecord>;

const entity = (code: string, parentId: number, name = `Acesso ${code}`) =>
  ({ ...emptyEntity(), code, abbreviation: code, name, startDate: '2024-01-01', organizationTypeId: 4, parentId, parentVersion: 1 }) as EntityInput;

async function make(code: string, parentId: number, then: 'draft' | 'submitted' | 'published'): Promise<SavedRecord> {
  const input = entity(code, parentId);
  const created = await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token: admin, payload: { input, continueOnDuplicate: true } });
  expect(created.body.code).toBe(0);
  const action = then === 'submitted' ? 'submitForApproval' : then === 'published' ? 'publish' : null;
  if (action) {
    const done = await t.call({
      method: 'POST',
      url: `/records/entity/${created.body.data.id}/1/actions/${action}`,
      token: admin,
      payload: { rowVersion: 1, continueOnDuplicate: true },
    });
    expect(done.body.code).toBe(0);
  }
  return created.body.data;
}

const get = <T>(url: string, token: string) => t.call<T>({ method: 'GET', url, token });
const search = (form: Record<string, unknown>, token: string) =>
  t.call<TableData<RecordListItem>>({ method: 'POST', url: '/records/entity/search', token, payload: { code: 'QX', pageSize: 100, ...form } });
const codes = (data: TableData<RecordListItem>) => data.items.map((i) => `${i.code}/${i.version}`).sort();

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  guest = await t.guestToken();
  const srfpap = await entityIdByCode(t.database.db, 'SRFPAP');
  const srsd = await entityIdByCode(t.database.db, 'SRSD');
  await createTestUser(t.database.db, { username: 'ra-none', password: 'Nenhuma#2026', organizationId: null, permissions: [Permission.UserCreateEdit] });
  await createTestUser(t.database.db, { username: 'ra-health', password: 'Saude#2026x', organizationId: srsd, permissions: [Permission.EntityCreateEdit] });
  none = await t.loginToken('ra-none', 'Nenhuma#2026');
  health = await t.loginToken('ra-health', 'Saude#2026x');
  r.draftIn = await make('QX1', srsd, 'draft');
  r.draftOut = await make('QX2', srfpap, 'draft');
  r.submittedIn = await make('QX3', srsd, 'submitted');
  r.submittedOut = await make('QX4', srfpap, 'submitted');
  r.published = await make('QX5', srfpap, 'published');
  // A new draft (version 2) of the published QX5.
  const v1 = await get<RecordView>(`/records/entity/${r.published.id}/1`, admin);
  const saved = await t.call({
    method: 'PUT',
    url: `/records/entity/${r.published.id}/1`,
    token: admin,
    payload: { input: entity('QX5', srfpap, 'Acesso QX5 alterada'), continueOnDuplicate: true, rowVersion: v1.body.data.rowVersion },
  });
  expect(saved.body.code).toBe(0);
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

describe('the organisation picker', () => {
  const picked = async (token: string) => (await get<OrganizationOption[]>('/records/entity/picker?query=Acesso&limit=50', token)).body.data.map((o) => o.code).sort();

  it('offers guests and permission-less users the published organisations only', async () => {
    expect(await picked(guest)).toEqual(['QX5']);
    expect(await picked(none)).toEqual(['QX5']);
  });

  it('offers submitted organisations inside the caller’s scope', async () => {
    expect(await picked(health)).toEqual(['QX3', 'QX5']);
    expect(await picked(admin)).toEqual(['QX3', 'QX4', 'QX5']);
  });
});

describe('one version', () => {
  it('answers not found for a draft outside the caller’s read scope', async () => {
    for (const token of [guest, none]) {
      expect((await get(`/records/entity/${r.draftIn.id}/1`, token)).body.code).toBe(ErrorCode.EntityNotFound);
      expect((await get(`/records/entity/${r.submittedIn.id}/1`, token)).body.code).toBe(ErrorCode.EntityNotFound);
    }
    expect((await get(`/records/entity/${r.draftOut.id}/1`, health)).body.code).toBe(ErrorCode.EntityNotFound);
    expect((await get(`/records/entity/${r.draftIn.id}/1`, health)).body.code).toBe(0);
  });

  it('does not reveal a pending draft to a reader of the published version', async () => {
    const seen = (await get<RecordView>(`/records/entity/${r.published.id}/1`, none)).body.data;
    expect(seen).toMatchObject({ pendingVersion: null, latestVersion: 1 });
    expect((await get<RecordView>(`/records/entity/${r.published.id}/1`, admin)).body.data).toMatchObject({ pendingVersion: 2, latestVersion: 2 });
  });

  it('refuses the change log of an unreadable version', async () => {
    expect((await get(`/records/entity/${r.published.id}/2/changelog`, none)).body.code).toBe(ErrorCode.EntityNotFound);
    expect((await get(`/records/entity/${r.published.id}/2/changelog`, admin)).body.code).toBe(0);
  });
});

describe('history and audit', () => {
  it('lists only the published versions to a permission-less user', async () => {
    const versions = async (token: string) => (await get<HistoryEntry[]>(`/records/entity/${r.published.id}/history`, token)).body.data.map((h) => h.version);
    expect(await versions(none)).toEqual([1]);
    expect(await versions(guest)).toEqual([1]);
    expect(await versions(admin)).toEqual([1, 2]);
    expect((await get(`/records/entity/${r.draftIn.id}/history`, none)).body.code).toBe(ErrorCode.EntityNotFound);
  });

  it('shows the audit trail only inside the caller’s scope', async () => {
    expect((await get(`/records/entity/${r.published.id}/audit`, none)).body.code).toBe(ErrorCode.EntityNotFound);
    expect((await get(`/records/entity/${r.draftIn.id}/audit`, none)).body.code).toBe(ErrorCode.EntityNotFound);
    expect((await get(`/records/entity/${r.draftOut.id}/audit`, health)).body.code).toBe(ErrorCode.EntityNotFound);
    const trail = await get<AuditEntry[]>(`/records/entity/${r.submittedIn.id}/audit`, health);
    expect(trail.body.code).toBe(0);
    expect(trail.body.data.map((a) => a.action)).toContain('submitForApproval');
  });

  it('tells the detail page whether to offer the audit trail', async () => {
    const canReadAudit = async (id: number, token: string) => (await get<RecordView>(`/records/entity/${id}/1`, token)).body.data.canReadAudit;
    expect(await canReadAudit(r.published.id, none)).toBe(false);
    expect(await canReadAudit(r.published.id, guest)).toBe(false);
    expect(await canReadAudit(r.submittedIn.id, health)).toBe(true);
    expect(await canReadAudit(r.published.id, admin)).toBe(true);
  });
});

describe('the search', () => {
  it('finds no drafts for guests and permission-less users, with a total to match', async () => {
    for (const token of [guest, none]) {
      const drafts = (await search({ recordStateTypeIds: [RecordState.Draft, RecordState.SubmittedForApproval] }, token)).body.data;
      expect(drafts).toMatchObject({ items: [], total: 0 });
      // Without a state filter: each record's latest readable version.
      expect(codes((await search({ recordStateTypeIds: [] }, token)).body.data)).toEqual(['QX5/1']);
    }
  });

  it('finds the drafts inside the caller’s scope only, paging on the right total', async () => {
    const mine = (await search({ recordStateTypeIds: [RecordState.Draft, RecordState.SubmittedForApproval], pageSize: 1 }, health)).body.data;
    expect(mine).toMatchObject({ total: 2, pageCount: 2 });
    const both = [
      ...mine.items,
      ...(await search({ recordStateTypeIds: [RecordState.Draft, RecordState.SubmittedForApproval], pageSize: 1, pageNumber: 2 }, health)).body.data.items,
    ];
    expect(both.map((i) => i.code).sort()).toEqual(['QX1', 'QX3']);
    expect(codes((await search({ recordStateTypeIds: [] }, health)).body.data)).toEqual(['QX1/1', 'QX3/1', 'QX5/1']);
    expect(codes((await search({ recordStateTypeIds: [RecordState.Draft] }, admin)).body.data)).toEqual(['QX1/1', 'QX2/1', 'QX5/2']);
  });
});

describe('the duplicate-name warning (issue 28 item 7)', () => {
  const warn = async (token: string, name: string) => {
    const srsd = await entityIdByCode(t.database.db, 'SRSD');
    const answer = await t.call<DuplicateWarningData>({
      method: 'POST',
      url: '/records/entity',
      token,
      payload: { input: entity('QX9', srsd, name), continueOnDuplicate: false },
    });
    expect(answer.body.code).toBe(ErrorCode.EntityDuplicate);
    return answer.body.data.similar;
  };

  it('tells of another branch’s draft only as “elsewhere”, without its name, id or version', async () => {
    expect(await warn(health, 'Acesso QX2')).toEqual([{ elsewhere: true }]);
    expect(await warn(health, 'Acesso QX4')).toEqual([{ elsewhere: true }]);
  });

  it('names what the caller may read: a draft in their branch; the administrator reads every branch', async () => {
    expect(await warn(health, 'Acesso QX1')).toEqual([{ id: r.draftIn.id, version: 1, name: 'Acesso QX1' }]);
    expect(await warn(admin, 'Acesso QX2')).toEqual([{ id: r.draftOut.id, version: 1, name: 'Acesso QX2' }]);
  });
});

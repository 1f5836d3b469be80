/** 'O meu trabalho' (issue 30 §2): each section's rule, over the API, with one app for the file. */
import { ErrorCode } from '@/shared/errorCodes';
import { MY_WORK_PATHS, type MyWork, type MyWorkItem } from '@/shared/myWork';
import { RecordState } from '@/shared/recordState';
import type { SavedRecord, TableData, TaskItem } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import type { RefusalTypeOption } from '@/shared/records/returnReason';
import { RETURN_REASON_PATHS } from '@/shared/records/returnReason';
import { signedInAppForSuite } from '../test/signedInApp';
import { createTestUser, entityIdByCode } from '../test/users';

const t = signedInAppForSuite({ env: { SEED_DEMO: 'true' } });
const PASSWORD = 'MyW0rk!pass';
let author: string;
let other: string;
let srfpap: number;
let seq = 0;

async function draft(token: string, name: string): Promise<number> {
  seq += 1;
  const input = {
    ...emptyEntity(),
    code: `MW${seq}`,
    abbreviation: `MW${seq}`,
    name,
    startDate: '2024-01-01',
    organizationTypeId: 3,
    parentId: srfpap,
    parentVersion: 1,
  } as EntityInput;
  const created = await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token, payload: { input, continueOnDuplicate: true } });
  expect(created.body.code).toBe(0);
  return created.body.data.id;
}
const rowVersion = async (id: number) => (await t.call<{ rowVersion: number }>({ method: 'GET', url: `/records/entity/${id}/1`, token: t.admin })).body.data.rowVersion;
async function act(token: string, id: number, action: string, body: object = {}): Promise<void> {
  const answer = await t.call({ method: 'POST', url: `/records/entity/${id}/1/actions/${action}`, token, payload: { rowVersion: await rowVersion(id), ...body } });
  expect(answer.body.code).toBe(0);
}
const work = async (token: string) => (await t.call<MyWork>({ method: 'GET', url: MY_WORK_PATHS.work, token })).body.data;
const names = (items: readonly MyWorkItem[]) => items.map((i) => i.name);

beforeAll(async () => {
  const db = t.database.db;
  srfpap = await entityIdByCode(db, 'SRFPAP');
  // Authors of entities under SRFPAP: create/edit and submit, no review.
  for (const username of ['mw-author', 'mw-other']) await createTestUser(db, { username, password: PASSWORD, organizationId: srfpap, permissions: [11, 12] });
  author = await t.loginToken('mw-author', PASSWORD);
  other = await t.loginToken('mw-other', PASSWORD);
});

describe('O meu trabalho', () => {
  it('lists my drafts only (never another user’s), newest first, and refuses the guest', async () => {
    await draft(author, 'Rascunho da autora A');
    await draft(other, 'Rascunho de outro');
    await draft(author, 'Rascunho da autora B');
    const mine = await work(author);
    expect(mine.drafts.count).toBe(2);
    expect(names(mine.drafts.items)).toEqual(['Rascunho da autora B', 'Rascunho da autora A']);
    expect(mine.drafts.items[0]).toMatchObject({ kind: 'entity', version: 1, state: RecordState.Draft });
    expect(names((await work(other)).drafts.items)).toEqual(['Rascunho de outro']);
    // The recent edits: the records I created, not the other's.
    expect(names(mine.recent.items)).toEqual(['Rascunho da autora B', 'Rascunho da autora A']);
    expect(mine.awaiting.count).toBe(0);
    for (const call of [
      { method: 'GET' as const, url: MY_WORK_PATHS.work },
      { method: 'POST' as const, url: MY_WORK_PATHS.search('drafts'), payload: {} },
    ]) {
      expect((await t.call({ ...call, token: t.guest })).body.code).toBe(ErrorCode.NoPermission);
    }
  });

  it('shows what was returned to its author with the reason, the refusal type and the reviewer; the reviewer’s tasks are the awaiting section', async () => {
    const id = await draft(author, 'Para devolver');
    await act(author, id, 'submitForApproval');
    expect((await work(author)).drafts.count).toBe(2);
    const tasks = (await t.call<TableData<TaskItem>>({ method: 'POST', url: '/tasks/search', token: t.admin, payload: {} })).body.data;
    const adminWork = await work(t.admin);
    expect(adminWork.awaiting.count).toBe(tasks.total);
    expect(adminWork.awaiting.count).toBeGreaterThan(0);
    const [type] = (await t.call<RefusalTypeOption[]>({ method: 'GET', url: RETURN_REASON_PATHS.refusalTypes, token: t.admin })).body.data;
    await act(t.admin, id, 'return', { comment: 'Falta a missão', refusalTypeId: type?.id });
    const mine = await work(author);
    expect(mine.returned.count).toBe(1);
    expect(mine.returned.items[0]).toMatchObject({
      id,
      name: 'Para devolver',
      state: RecordState.Returned,
      lastReturn: { comment: 'Falta a missão', refusalType: { id: type?.id }, username: 'admin', displayName: 'Administrador' },
    });
    // The reviewer's own returned list does not hold it: the author's it is.
    expect((await work(t.admin)).returned.items.map((i) => i.id)).not.toContain(id);
    expect((await work(other)).returned.count).toBe(0);
    // The section's page.
    const page = (await t.call<TableData<MyWorkItem>>({ method: 'POST', url: MY_WORK_PATHS.search('returned'), token: author, payload: { pageNumber: 1, pageSize: 5 } })).body
      .data;
    expect(page).toMatchObject({ total: 1, pageCount: 1, pageNumber: 1 });
    expect(page.items[0]?.lastReturn?.comment).toBe('Falta a missão');
  });

  it('lists the publications I scheduled, and pages a section', async () => {
    const id = await draft(author, 'Para agendar');
    await act(author, id, 'submitForApproval');
    const publishAt = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
    const scheduled = await t.call({
      method: 'POST',
      url: `/records/entity/${id}/1/schedule`,
      token: t.admin,
      payload: { rowVersion: await rowVersion(id), publishAt, continueOnDuplicate: true },
    });
    expect(scheduled.body.code).toBe(0);
    const adminWork = await work(t.admin);
    expect(adminWork.scheduled.items.map((i) => i.id)).toContain(id);
    expect(adminWork.scheduled.items.find((i) => i.id === id)?.when).toBe(publishAt);
    expect((await work(author)).scheduled.count).toBe(0);
    const first = (await t.call<TableData<MyWorkItem>>({ method: 'POST', url: MY_WORK_PATHS.search('recent'), token: author, payload: { pageNumber: 1, pageSize: 2 } })).body
      .data;
    expect(first).toMatchObject({ total: 4, pageCount: 2 });
    expect(names(first.items)).toEqual(['Para agendar', 'Para devolver']);
    const byName = (
      await t.call<TableData<MyWorkItem>>({ method: 'POST', url: MY_WORK_PATHS.search('recent'), token: author, payload: { pageNumber: 2, pageSize: 2, sortBy: 'Name' } })
    ).body.data;
    expect(names(byName.items)).toEqual(['Rascunho da autora A', 'Rascunho da autora B']);
  });
});

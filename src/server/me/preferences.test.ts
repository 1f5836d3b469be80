/** The list preferences and saved searches of a signed-in user (issue 30 §3): kept per user, bounded, guests refused. */
import { ErrorCode } from '@/shared/errors';
import type { ListPreferences, SavedSearch } from '@/shared/userPreferences';
import { signedInAppForSuite } from '../test/signedInApp';
import { createTestUser } from '../test/users';

const t = signedInAppForSuite();
let other: string;

beforeAll(async () => {
  await createTestUser(t.database.db, { username: 'prefs.other', password: 'Password.123', permissions: [], organizationId: null });
  other = await t.loginToken('prefs.other', 'Password.123');
});

const prefs = (token: string) => t.call<Record<string, ListPreferences>>({ method: 'GET', url: '/me/preferences', token });
const searches = (token: string) => t.call<SavedSearch[]>({ method: 'GET', url: '/me/saved-searches', token });
const save = (token: string, payload: Record<string, unknown>) => t.call<SavedSearch>({ method: 'POST', url: '/me/saved-searches', token, payload });

describe('list preferences', () => {
  it('keeps a list’s columns, page size and density per user, replacing them whole', async () => {
    const shape: ListPreferences = {
      columns: [
        { key: 'name', hidden: false },
        { key: 'code', hidden: true },
      ],
      pageSize: 25,
      density: 'compact',
    };
    const put = await t.call({ method: 'PUT', url: '/me/preferences/records.entity', token: t.admin, payload: shape });
    expect(put.body.code).toBe(0);
    await t.call({ method: 'PUT', url: '/me/preferences/records.service', token: t.admin, payload: { pageSize: 100 } });
    expect((await prefs(t.admin)).body.data).toEqual({ 'records.entity': shape, 'records.service': { pageSize: 100 } });
    await t.call({ method: 'PUT', url: '/me/preferences/records.service', token: t.admin, payload: { pageSize: 5 } });
    expect((await prefs(t.admin)).body.data?.['records.service']).toEqual({ pageSize: 5 });
    expect((await prefs(other)).body.data).toEqual({});
  });

  it('refuses an unknown page size or density, a bad list key, a repeated column, and guests', async () => {
    const bad = [
      ['/me/preferences/records.entity', { pageSize: 7 }],
      ['/me/preferences/records.entity', { density: 'airy' }],
      ['/me/preferences/records.entity', { columns: [{ key: 'a b', hidden: false }] }],
      ['/me/preferences/records.entity', { columns: Array.from({ length: 41 }, (_, i) => ({ key: `c${i}`, hidden: false })) }],
      [
        '/me/preferences/records.entity',
        {
          columns: [
            { key: 'name', hidden: false },
            { key: 'name', hidden: true },
          ],
        },
      ],
      ['/me/preferences/..%2Fx', { pageSize: 5 }],
    ] as const;
    for (const [url, payload] of bad) {
      const { response, body } = await t.call({ method: 'PUT', url, token: t.admin, payload });
      expect([response.statusCode, body.code]).toEqual([400, ErrorCode.InvalidRequest]);
    }
    expect((await prefs(t.guest)).body.code).toBe(ErrorCode.NoPermission);
    expect((await t.call({ method: 'PUT', url: '/me/preferences/records.entity', token: t.guest, payload: { pageSize: 5 } })).body.code).toBe(ErrorCode.NoPermission);
  });
});

describe('saved searches', () => {
  it('saves a list form under a name unique per user and list, drops unknown fields and the page, deletes only one’s own', async () => {
    const created = await save(t.admin, { form: 'entity', name: ' Rascunhos da PGR ', values: { name: 'PGR', recordStateTypeIds: [1], pageNumber: 3, unknown: 'x' } });
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({ form: 'entity', name: 'Rascunhos da PGR', values: { name: 'PGR', recordStateTypeIds: [1] } });
    expect(Object.keys(created.body.data?.values ?? {})).toEqual(['name', 'recordStateTypeIds']);
    // The same name (any case) in the same list is refused; in another list it is another search.
    expect((await save(t.admin, { form: 'entity', name: 'rascunhos da pgr', values: {} })).body.code).toBe(ErrorCode.SavedSearchNameTaken);
    expect((await save(t.admin, { form: 'service', name: 'Rascunhos da PGR', values: {} })).body.code).toBe(0);
    // A value of the wrong type is refused, not kept half-checked.
    const wrong = await save(t.admin, { form: 'entity', name: 'Errado', values: { recordStateTypeIds: 'x' } });
    expect([wrong.response.statusCode, wrong.body.code]).toEqual([400, ErrorCode.InvalidRequest]);
    expect((await save(t.admin, { form: 'nope', name: 'x', values: {} })).response.statusCode).toBe(400);

    expect((await searches(t.admin)).body.data?.map((s) => [s.form, s.name])).toEqual([
      ['entity', 'Rascunhos da PGR'],
      ['service', 'Rascunhos da PGR'],
    ]);
    expect((await searches(other)).body.data).toEqual([]);
    const id = created.body.data?.id ?? 0;
    expect((await t.call({ method: 'DELETE', url: `/me/saved-searches/${id}`, token: other })).body.code).toBe(ErrorCode.SavedSearchNotFound);
    expect((await t.call({ method: 'DELETE', url: `/me/saved-searches/${id}`, token: t.admin })).body.code).toBe(0);
    expect((await t.call({ method: 'DELETE', url: `/me/saved-searches/${id}`, token: t.admin })).body.code).toBe(ErrorCode.SavedSearchNotFound);
    expect((await searches(t.guest)).body.code).toBe(ErrorCode.NoPermission);
  });

  it('keeps at most 100 searches per user', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ user_id: 0, form: 'document', name: `s${i}`, search_values: '{}' }));
    const user = await t.database.db.selectFrom('app_user').select('id').where('username', '=', 'prefs.other').executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('saved_search')
      .values(rows.map((row) => ({ ...row, user_id: user.id })))
      .execute();
    expect((await save(other, { form: 'document', name: 'one more', values: {} })).body.code).toBe(ErrorCode.SavedSearchesTooMany);
  });
});

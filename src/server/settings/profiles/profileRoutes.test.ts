import { ACCOUNT_PATHS, type SessionUser } from '@/shared/api';
import { ErrorCode } from '@/shared/errors';
import { LIMITS } from '@/shared/limits';
import { Permission } from '@/shared/permissions';
import { SETTINGS_PATHS, type ProfileDetail, type ProfileInput, type ProfilePage } from '@/shared/settings';
import { createTestUser, entityIdByCode } from '../../test/users';
import { crudCalls, settingsTestKitForFile, validInput } from '../testKit';

const kit = settingsTestKitForFile();

const input = validInput<ProfileInput>({
  name: 'Gestores de entidades',
  permissions: [Permission.EntityCreateEdit, Permission.EntitySubmit],
  organizationId: null,
  excludedOrganizationIds: [],
});

const create = (body: ProfileInput, token?: string) => kit.post<ProfileDetail>(SETTINGS_PATHS.profiles, body, token);

describe('profiles CRUD', () => {
  it('creates, reads, lists, updates and deletes a profile scoped to a subtree', async () => {
    const srfpap = await entityIdByCode(kit.t.database.db, 'SRFPAP');
    const drot = await entityIdByCode(kit.t.database.db, 'DROT');
    const created = await create(input({ name: 'Finanças', organizationId: srfpap, excludedOrganizationIds: [drot], permissions: [12, 11, 11] }));
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({
      name: 'Finanças',
      organizationId: srfpap,
      organizationName: 'Secretaria Regional das Finanças, Planeamento e Administração Pública',
      permissions: [11, 12],
      excludedOrganizationIds: [drot],
      excludedOrganizations: [{ organizationId: drot, name: 'Direção Regional do Orçamento e Tesouro' }],
      usersCount: 0,
    });
    const id = created.data.profileId;

    const got = await kit.t.call<ProfileDetail>({ method: 'GET', url: SETTINGS_PATHS.profile(id), token: kit.adminToken });
    expect(got.body.data).toEqual(created.data);

    const list = await kit.t.call<ProfilePage>({ method: 'GET', url: `${SETTINGS_PATHS.profiles}?query=financas`, token: kit.adminToken });
    expect(list.body.data.items.map((p) => p.name)).toEqual(['Finanças']);

    const updated = await kit.t.call<ProfileDetail>({
      method: 'PUT',
      url: SETTINGS_PATHS.profile(id),
      payload: input({ name: 'Finanças e Orçamento', organizationId: null, permissions: [Permission.SuperApprove] }),
      token: kit.adminToken,
    });
    expect(updated.body.data).toMatchObject({ name: 'Finanças e Orçamento', organizationId: null, organizationName: null, permissions: [3], excludedOrganizationIds: [] });

    const deleted = await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.profile(id), token: kit.adminToken });
    expect(deleted.body.code).toBe(0);
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.profile(id), token: kit.adminToken })).body.code).toBe(ErrorCode.ProfileNotFound);
  });

  it('pages with the default page size and sorts by name or users count', async () => {
    for (const name of ['Ana', 'Bruno', 'Carla', 'Duarte', 'Eva', 'Filipe']) expect((await create(input({ name: `Paging ${name}` }))).code).toBe(0);
    const first = await kit.t.call<ProfilePage>({ method: 'GET', url: `${SETTINGS_PATHS.profiles}?query=paging`, token: kit.adminToken });
    expect(first.body.data).toMatchObject({ total: 6, pageCount: 2, pageNumber: 1 });
    expect(first.body.data.items).toHaveLength(LIMITS.defaultPageSize);
    const second = await kit.t.call<ProfilePage>({ method: 'GET', url: `${SETTINGS_PATHS.profiles}?query=paging&pageNumber=2&sortBy=Name%20desc`, token: kit.adminToken });
    expect(second.body.data.items.map((p) => p.name)).toEqual(['Paging Ana']);
    const byUsers = await kit.t.call<ProfilePage>({ method: 'GET', url: `${SETTINGS_PATHS.profiles}?sortBy=UsersCount%20desc&pageSize=1`, token: kit.adminToken });
    expect(byUsers.body.data.items[0]?.usersCount).toBeGreaterThan(0);
  });
});

describe('profile failures', () => {
  it('-61 for a name taken regardless of case, on create and update', async () => {
    expect((await create(input({ name: 'Revisores' }))).code).toBe(0);
    expect((await create(input({ name: '  REVISORES ' }))).code).toBe(ErrorCode.ProfileAlreadyExists);
    const other = await create(input({ name: 'Outros revisores' }));
    const renamed = await kit.t.call({ method: 'PUT', url: SETTINGS_PATHS.profile(other.data.profileId), payload: input({ name: 'revisores' }), token: kit.adminToken });
    expect(renamed.body.code).toBe(ErrorCode.ProfileAlreadyExists);
  });

  it('-2 for an unknown permission number or an empty name', async () => {
    const unknown = await create(input({ name: 'Estranho', permissions: [11, 5, 999] }));
    expect(unknown.code).toBe(ErrorCode.InvalidRequest);
    expect(unknown.description).toContain('5, 999');
    expect((await create(input({ name: '   ' }))).code).toBe(ErrorCode.InvalidRequest);
  });

  it('-100 for an unknown organisation or excluded branch', async () => {
    expect((await create(input({ name: 'Sem entidade', organizationId: 99999 }))).code).toBe(ErrorCode.EntityNotFound);
    expect((await create(input({ name: 'Sem ramo', excludedOrganizationIds: [99999] }))).code).toBe(ErrorCode.EntityNotFound);
  });

  it('-2 for an excluded branch outside the subtree, or the root itself', async () => {
    const srfpap = await entityIdByCode(kit.t.database.db, 'SRFPAP');
    const drs = await entityIdByCode(kit.t.database.db, 'DRS');
    const outside = await create(input({ name: 'Fora', organizationId: srfpap, excludedOrganizationIds: [drs] }));
    expect(outside.code).toBe(ErrorCode.InvalidRequest);
    expect((await create(input({ name: 'Raiz', organizationId: srfpap, excludedOrganizationIds: [srfpap] }))).code).toBe(ErrorCode.InvalidRequest);
  });

  it('-60 for an unknown profile on get, update and delete', async () => {
    const url = SETTINGS_PATHS.profile(987654);
    expect((await kit.t.call({ method: 'GET', url, token: kit.adminToken })).body.code).toBe(ErrorCode.ProfileNotFound);
    expect((await kit.t.call({ method: 'PUT', url, payload: input({ name: 'Nada' }), token: kit.adminToken })).body.code).toBe(ErrorCode.ProfileNotFound);
    expect((await kit.t.call({ method: 'DELETE', url, token: kit.adminToken })).body.code).toBe(ErrorCode.ProfileNotFound);
  });

  it('-63 when deleting a profile a user holds', async () => {
    await createTestUser(kit.t.database.db, { username: 'holder', password: 'Password#1', permissions: [11], organizationId: null });
    const held = await kit.t.database.db.selectFrom('profile').select('id').where('name', '=', 'Perfil holder').executeTakeFirstOrThrow();
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.profile(held.id), token: kit.adminToken })).body.code).toBe(ErrorCode.ProfileInUse);
    const detail = await kit.t.call<ProfileDetail>({ method: 'GET', url: SETTINGS_PATHS.profile(held.id), token: kit.adminToken });
    expect(detail.body.data.usersCount).toBe(1);
  });

  it('-2 (HTTP 400) for a body that breaks the schema', async () => {
    const { response, body } = await kit.t.call({ method: 'POST', url: SETTINGS_PATHS.profiles, payload: { name: 'x' }, token: kit.adminToken });
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe(ErrorCode.InvalidRequest);
  });
});

describe('profile permissions', () => {
  it('-500 on every call without 81, and on delete without 82', async () => {
    const tokens = [await kit.tokenWith([Permission.UserCreateEdit, Permission.ProfileDelete]), await kit.t.guestToken()];
    const target = (await create(input({ name: 'Alvo' }))).data.profileId;
    for (const token of tokens) {
      const calls = [
        ...crudCalls(SETTINGS_PATHS.profiles, SETTINGS_PATHS.profile(target), input({ name: 'Intruso' })),
        // Even a malformed body answers -500 first: the guard runs before validation.
        { method: 'POST' as const, url: SETTINGS_PATHS.profiles, payload: { bad: true } },
      ];
      for (const call of calls) expect((await kit.t.call({ ...call, token })).body.code).toBe(ErrorCode.NoPermission);
    }
    // The target grants 11 and 12: only a caller holding them may read it (adminReach.ts).
    const editorOnly = await kit.tokenWith([Permission.ProfileCreateEdit, Permission.EntityCreateEdit, Permission.EntitySubmit]);
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.profile(target), token: editorOnly })).body.code).toBe(0);
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.profile(target), token: editorOnly })).body.code).toBe(ErrorCode.NoPermission);
  });

  it("a profile change is seen at the holder's next request, without a new token", async () => {
    await createTestUser(kit.t.database.db, { username: 'promoted', password: 'Password#1', permissions: [Permission.EntityCreateEdit], organizationId: null });
    const token = await kit.t.loginToken('promoted', 'Password#1');
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.profiles, token })).body.code).toBe(ErrorCode.NoPermission);

    const profile = await kit.t.database.db.selectFrom('profile').select('id').where('name', '=', 'Perfil promoted').executeTakeFirstOrThrow();
    const granted = await kit.t.call({
      method: 'PUT',
      url: SETTINGS_PATHS.profile(profile.id),
      payload: input({ name: 'Perfil promoted', permissions: [Permission.EntityCreateEdit, Permission.ProfileCreateEdit] }),
      token: kit.adminToken,
    });
    expect(granted.body.code).toBe(0);
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.profiles, token })).body.code).toBe(0);
    const me = await kit.t.call<SessionUser>({ method: 'GET', url: ACCOUNT_PATHS.me, token });
    expect(me.body.data.permissions).toEqual([Permission.EntityCreateEdit, Permission.ProfileCreateEdit]);

    await kit.t.call({ method: 'PUT', url: SETTINGS_PATHS.profile(profile.id), payload: input({ name: 'Perfil promoted', permissions: [] }), token: kit.adminToken });
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.profiles, token })).body.code).toBe(ErrorCode.NoPermission);
  });
});

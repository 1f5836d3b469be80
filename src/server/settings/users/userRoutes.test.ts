import { ACCOUNT_PATHS, type SessionUser } from '@/shared/api';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME, GUEST_USERNAME, LIMITS } from '@/shared/limits';
import { ALL_PERMISSIONS, Permission } from '@/shared/permissions';
import { SETTINGS_PATHS, type PasswordReset, type UserCreated, type UserCreateInput, type UserDetail, type UserInput, type UserPage } from '@/shared/settings';
import { VALIDATION_MESSAGES } from '@/shared/validation';
import { SETUP_TIMEOUT_MS } from '../../test/testApp';
import { crudCalls, settingsTestKit, type SettingsTestKit } from '../testKit';

let kit: SettingsTestKit;
let profileId: number;
beforeAll(async () => {
  kit = await settingsTestKit();
  const profile = await kit.t.database.db
    .insertInto('profile')
    .values({ name: 'Operadores', organization_id: null, permissions: [Permission.EntityCreateEdit] })
    .returning('id')
    .executeTakeFirstOrThrow();
  profileId = profile.id;
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await kit.t.close();
});

// A function: profileId exists once beforeAll has run.
const input = (overrides: Partial<UserCreateInput> = {}): UserCreateInput => ({
  username: 'maria.silva',
  displayName: 'Maria Silva',
  email: 'maria.silva@azores.gov.pt',
  profileIds: [profileId],
  status: UserStatus.Active,
  isGraUser: false,
  ...overrides,
});

const create = (body: UserCreateInput, token?: string) => kit.post<UserCreated>(SETTINGS_PATHS.users, body, token);
const update = async (userId: number, body: UserInput, token = kit.adminToken) =>
  (await kit.t.call<UserDetail>({ method: 'PUT', url: SETTINGS_PATHS.user(userId), payload: body, token })).body;
const me = async (token: string) => (await kit.t.call<SessionUser>({ method: 'GET', url: ACCOUNT_PATHS.me, token })).body;
const builtInId = async (username: string) => (await kit.t.database.db.selectFrom('app_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('users CRUD', () => {
  it('creates a local user with a one-time password that must be changed at first login', async () => {
    const created = await create(input());
    expect(created.code).toBe(0);
    expect(created.data.user).toMatchObject({
      username: 'maria.silva',
      displayName: 'Maria Silva',
      givenName: 'Maria',
      status: UserStatus.Active,
      mustChangePassword: true,
      hasPassword: true,
      profiles: [{ profileId, name: 'Operadores' }],
    });
    const oneTime = created.data.oneTimePassword;
    expect(oneTime).toEqual(expect.any(String));
    const token = await kit.t.loginToken('maria.silva', oneTime as string);
    expect((await me(token)).data.mustChangePassword).toBe(true);
    // The one-time password is never answered again.
    const got = await kit.t.call<UserDetail>({ method: 'GET', url: SETTINGS_PATHS.user(created.data.user.userId), token: kit.adminToken });
    expect(JSON.stringify(got.body)).not.toContain(oneTime);
  });

  it('creates a local user with the administrator’s encrypted password, still to be changed', async () => {
    const created = await create(input({ username: 'joao', email: 'joao@azores.gov.pt', password: await kit.t.encrypt('Inicial#2026') }));
    expect(created.data.oneTimePassword).toBeNull();
    const token = await kit.t.loginToken('joao', 'Inicial#2026');
    expect((await me(token)).data.mustChangePassword).toBe(true);
  });

  it('creates a regional sign-in user without a local password', async () => {
    const created = await create(input({ username: 'gra.user', email: 'gra@azores.gov.pt', isGraUser: true }));
    expect(created.data).toMatchObject({ oneTimePassword: null, user: { isGraUser: true, hasPassword: false, mustChangePassword: false } });
    expect((await create(input({ username: 'gra.two', isGraUser: true, password: await kit.t.encrypt('Inicial#2026') }))).code).toBe(ErrorCode.InvalidRequest);
    const reset = await kit.t.call({ method: 'POST', url: SETTINGS_PATHS.userResetPassword(created.data.user.userId), token: kit.adminToken });
    expect(reset.body.code).toBe(ErrorCode.InvalidRequest);
  });

  it('lists with search (accent-insensitive), status filter, paging and sort', async () => {
    for (const [username, displayName, status] of [
      ['lista.a', 'Lista Ângela', UserStatus.Active],
      ['lista.b', 'Lista Bento', UserStatus.Blocked],
      ['lista.c', 'Lista Cátia', UserStatus.Inactive],
    ] as const) {
      expect((await create(input({ username, displayName, email: `${username}@azores.gov.pt`, status }))).code).toBe(0);
    }
    const list = (url: string) => kit.t.call<UserPage>({ method: 'GET', url: `${SETTINGS_PATHS.users}${url}`, token: kit.adminToken });
    expect((await list('?query=angela')).body.data.items.map((u) => u.username)).toEqual(['lista.a']);
    expect((await list('?query=LISTA.B@AZORES')).body.data.items.map((u) => u.username)).toEqual(['lista.b']);
    expect((await list(`?query=lista&status=${UserStatus.Inactive}`)).body.data.items.map((u) => u.username)).toEqual(['lista.c']);
    const sorted = await list('?query=lista&sortBy=DisplayName%20desc&pageSize=2');
    expect(sorted.body.data).toMatchObject({ total: 3, pageCount: 2, pageNumber: 1 });
    expect(sorted.body.data.items.map((u) => u.username)).toEqual(['lista.c', 'lista.b']);
    const all = await list('');
    expect(all.body.data.items).toHaveLength(LIMITS.defaultPageSize);
  });

  it('updates a user: rename, email, profiles', async () => {
    const created = await create(input({ username: 'rui', email: 'rui@azores.gov.pt' }));
    const other = await kit.t.database.db
      .insertInto('profile')
      .values({ name: 'Revisores', permissions: [13] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const updated = await update(created.data.user.userId, {
      ...input(),
      username: 'rui.costa',
      displayName: 'Rui Costa',
      email: 'rui.costa@azores.gov.pt',
      profileIds: [other.id, profileId],
    });
    expect(updated.code).toBe(0);
    expect(updated.data).toMatchObject({ username: 'rui.costa', email: 'rui.costa@azores.gov.pt', profiles: [{ name: 'Operadores' }, { name: 'Revisores' }] });
  });

  it('deleting sets status deleted, keeps the row, ends the sessions and the login answers -46', async () => {
    const created = await create(input({ username: 'apagar', email: 'apagar@azores.gov.pt', password: await kit.t.encrypt('Inicial#2026') }));
    const token = await kit.t.loginToken('apagar', 'Inicial#2026');
    const deleted = await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.user(created.data.user.userId), token: kit.adminToken });
    expect(deleted.body.code).toBe(0);
    const got = await kit.t.call<UserDetail>({ method: 'GET', url: SETTINGS_PATHS.user(created.data.user.userId), token: kit.adminToken });
    expect(got.body.data.status).toBe(UserStatus.Deleted);
    expect((await me(token)).code).toBe(ErrorCode.SessionInvalid);
    expect((await kit.t.login('apagar', 'Inicial#2026')).code).toBe(ErrorCode.UserDeleted);
  });

  it('resets a password: a new one-time password, the old one stops working, sessions end', async () => {
    const created = await create(input({ username: 'esqueceu', email: 'esqueceu@azores.gov.pt', password: await kit.t.encrypt('Inicial#2026') }));
    const token = await kit.t.loginToken('esqueceu', 'Inicial#2026');
    const reset = await kit.t.call<PasswordReset>({ method: 'POST', url: SETTINGS_PATHS.userResetPassword(created.data.user.userId), token: kit.adminToken });
    expect(reset.body.code).toBe(0);
    expect((await me(token)).code).toBe(ErrorCode.SessionInvalid);
    expect((await kit.t.login('esqueceu', 'Inicial#2026')).code).toBe(ErrorCode.InvalidUserOrPassword);
    const fresh = await kit.t.loginToken('esqueceu', reset.body.data.oneTimePassword);
    expect((await me(fresh)).data.mustChangePassword).toBe(true);
  });
});

describe('status changes end sessions', () => {
  it.each([
    [UserStatus.Blocked, ErrorCode.UserBlocked],
    [UserStatus.Inactive, ErrorCode.UserNotActive],
    [UserStatus.Deleted, ErrorCode.UserDeleted],
  ])('status %s: the open session answers -33 and the login %s', async (status, loginCode) => {
    const username = `estado${status}`;
    const created = await create(input({ username, email: `${username}@azores.gov.pt`, password: await kit.t.encrypt('Inicial#2026') }));
    const token = await kit.t.loginToken(username, 'Inicial#2026');
    expect((await me(token)).code).toBe(0);
    expect((await update(created.data.user.userId, input({ username, email: `${username}@azores.gov.pt`, status }))).code).toBe(0);
    expect((await me(token)).code).toBe(ErrorCode.SessionInvalid);
    expect((await kit.t.login(username, 'Inicial#2026')).code).toBe(loginCode);
  });
});

describe('user failures', () => {
  it('-43 for a username taken regardless of case, or reserved', async () => {
    expect((await create(input({ username: 'duplo', email: 'duplo@azores.gov.pt' }))).code).toBe(0);
    expect((await create(input({ username: 'DUPLO', email: 'duplo2@azores.gov.pt' }))).code).toBe(ErrorCode.UserAlreadyExists);
    expect((await create(input({ username: 'Guest' }))).code).toBe(ErrorCode.UserAlreadyExists);
    expect((await create(input({ username: 'admin' }))).code).toBe(ErrorCode.UserAlreadyExists);
    const other = await create(input({ username: 'outro', email: 'outro@azores.gov.pt' }));
    expect((await update(other.data.user.userId, input({ username: 'Duplo' }))).code).toBe(ErrorCode.UserAlreadyExists);
  });

  it("-2 'Email inválido' for an invalid email, and 'Campo obrigatório' without one", async () => {
    const bad = await create(input({ username: 'mail.mau', email: 'maria@azores' }));
    expect(bad.code).toBe(ErrorCode.InvalidRequest);
    expect(bad.description).toContain(VALIDATION_MESSAGES.email.pt);
    const empty = await create(input({ username: 'mail.vazio', email: ' ' }));
    expect(empty.description).toContain(VALIDATION_MESSAGES.required.pt);
  });

  it("-2 'Tem que adicionar pelo menos um perfil' without profiles; -60 for an unknown profile", async () => {
    const none = await create(input({ username: 'sem.perfil', profileIds: [] }));
    expect(none.code).toBe(ErrorCode.InvalidRequest);
    expect(none.description).toContain(VALIDATION_MESSAGES.atLeastOneProfile.pt);
    expect((await create(input({ username: 'perfil.x', profileIds: [987654] }))).code).toBe(ErrorCode.ProfileNotFound);
  });

  it('-2 for an empty username or display name, or a username with spaces', async () => {
    expect((await create(input({ username: '  ' }))).code).toBe(ErrorCode.InvalidRequest);
    expect((await create(input({ username: 'com espaço' }))).code).toBe(ErrorCode.InvalidRequest);
    expect((await create(input({ username: 'sem.nome', displayName: '' }))).code).toBe(ErrorCode.InvalidRequest);
  });

  it('-47 for an initial password too short or not encrypted with the server key', async () => {
    expect((await create(input({ username: 'curta', password: await kit.t.encrypt('curta') }))).code).toBe(ErrorCode.InvalidPassword);
    expect((await create(input({ username: 'clara', password: 'not-encrypted' }))).code).toBe(ErrorCode.InvalidPassword);
  });

  it('-42 for an unknown user on get, update, delete and reset', async () => {
    const url = SETTINGS_PATHS.user(987654);
    expect((await kit.t.call({ method: 'GET', url, token: kit.adminToken })).body.code).toBe(ErrorCode.UserDoesNotExist);
    expect((await update(987654, input({ username: 'ninguem' }))).code).toBe(ErrorCode.UserDoesNotExist);
    expect((await kit.t.call({ method: 'DELETE', url, token: kit.adminToken })).body.code).toBe(ErrorCode.UserDoesNotExist);
    expect((await kit.t.call({ method: 'POST', url: SETTINGS_PATHS.userResetPassword(987654), token: kit.adminToken })).body.code).toBe(ErrorCode.UserDoesNotExist);
  });

  it('-2: the built-in users cannot be deleted, blocked or renamed; the guest cannot be edited', async () => {
    const admin = await builtInId(ADMIN_USERNAME);
    const guest = await builtInId(GUEST_USERNAME);
    // Another whole-tree administrator holding every permission: only such a caller reaches the admin at all.
    const other = await kit.tokenWith([...ALL_PERMISSIONS]);
    for (const id of [admin, guest]) expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.user(id), token: other })).body.code).toBe(ErrorCode.InvalidRequest);
    const adminBody = input({ username: ADMIN_USERNAME, displayName: 'Administrador', email: 'admin@azores.gov.pt' });
    expect((await update(admin, { ...adminBody, status: UserStatus.Blocked }, other)).code).toBe(ErrorCode.InvalidRequest);
    expect((await update(admin, { ...adminBody, username: 'root' }, other)).code).toBe(ErrorCode.InvalidRequest);
    expect((await update(guest, input({ username: GUEST_USERNAME }), other)).code).toBe(ErrorCode.InvalidRequest);
    // The admin itself may still be edited otherwise.
    const adminProfiles = (await kit.t.call<UserDetail>({ method: 'GET', url: SETTINGS_PATHS.user(admin), token: other })).body.data.profiles.map((p) => p.profileId);
    expect((await update(admin, { ...adminBody, profileIds: adminProfiles }, other)).code).toBe(0);
  });

  it('-2: an administrator cannot block or delete their own account', async () => {
    const token = await kit.tokenWith([Permission.UserCreateEdit, Permission.UserDelete]);
    const self = (await me(token)).data.username;
    const selfId = await builtInId(self);
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.user(selfId), token })).body.code).toBe(ErrorCode.InvalidRequest);
    expect((await update(selfId, input({ username: self, status: UserStatus.Blocked }), token)).code).toBe(ErrorCode.InvalidRequest);
  });
});

describe('user permissions', () => {
  it('-500 on every users call without 71 (even with 72), and on delete without 72', async () => {
    const target = (await create(input({ username: 'alvo', email: 'alvo@azores.gov.pt' }))).data.user.userId;
    const tokens = [await kit.tokenWith([]), await kit.tokenWith([Permission.UserDelete, Permission.ProfileCreateEdit]), await kit.t.guestToken()];
    const calls = [
      ...crudCalls(SETTINGS_PATHS.users, SETTINGS_PATHS.user(target), input({ username: 'intruso' }), input({ username: 'alvo' })),
      { method: 'POST' as const, url: SETTINGS_PATHS.userResetPassword(target) },
    ];
    for (const token of tokens) {
      for (const call of calls) expect([call.method, call.url, (await kit.t.call({ ...call, token })).body.code]).toEqual([call.method, call.url, ErrorCode.NoPermission]);
    }
    // The target holds 11: only a caller holding it may manage them (adminReach.ts).
    const editor = await kit.tokenWith([Permission.UserCreateEdit, Permission.EntityCreateEdit]);
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.user(target), token: editor })).body.code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.user(target), token: editor })).body.code).toBe(0);
  });
});

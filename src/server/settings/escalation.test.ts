/**
 * Issue 7, defects 2 and 3: a user or profile administrator scoped to one branch stays inside it
 * (adminReach.ts). Each refusal is -500 and leaves the data as it was.
 */
import { ACCOUNT_PATHS, type SessionUser } from '@/shared/api';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME } from '@/shared/limits';
import { ALL_PERMISSIONS, Permission } from '@/shared/permissions';
import {
  SETTINGS_PATHS,
  type PasswordReset,
  type ProfileDetail,
  type ProfileInput,
  type ProfilePage,
  type UserCreated,
  type UserDetail,
  type UserInput,
  type UserPage,
} from '@/shared/settings';
import { hashPassword } from '../auth/passwordHash';
import { ADMIN_PROFILE_NAME } from '../db/seed/users';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD } from '../test/testApp';
import { entityMovedBetween } from '../test/entityMoves';
import { createTestUser, entityIdByCode } from '../test/users';
import { settingsTestKit, type SettingsTestKit } from './testKit';

let kit: SettingsTestKit;
const org: Record<'SRFPAP' | 'DROT' | 'SRSD', number> = { SRFPAP: 0, DROT: 0, SRSD: 0 };
let adminId: number;
let adminProfileId: number;

beforeAll(async () => {
  kit = await settingsTestKit();
  const db = kit.t.database.db;
  for (const code of Object.keys(org) as (keyof typeof org)[]) org[code] = await entityIdByCode(db, code);
  adminId = (await db.selectFrom('app_user').select('id').where('username', '=', ADMIN_USERNAME).executeTakeFirstOrThrow()).id;
  adminProfileId = (await db.selectFrom('profile').select('id').where('name', '=', ADMIN_PROFILE_NAME).executeTakeFirstOrThrow()).id;
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await kit.t.close();
});

const db = () => kit.t.database.db;
const call = async <T = unknown>(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  (await kit.t.call<T>({ method, url, token, ...(payload ? { payload } : {}) })).body;

/** A signed-in user whose one profile ('Perfil <username>') holds `permissions` over `organizationId`'s subtree. */
async function manager(username: string, permissions: number[], organizationId: number | null): Promise<{ token: string; userId: number; profileId: number }> {
  const userId = await createTestUser(db(), { username, password: 'Password#1', permissions, organizationId });
  const profileId = (await db().selectFrom('profile').select('id').where('name', '=', `Perfil ${username}`).executeTakeFirstOrThrow()).id;
  return { token: await kit.t.loginToken(username, 'Password#1'), userId, profileId };
}

async function profile(name: string, organizationId: number | null, permissions: number[], excluded: number[] = []): Promise<number> {
  const row = await db()
    .insertInto('profile')
    .values({ name, organization_id: organizationId, permissions, excluded_organization_ids: excluded })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const userInput = (username: string, profileIds: number[], overrides: Partial<UserInput> = {}): UserInput => ({
  username,
  displayName: username,
  email: `${username}@azores.gov.pt`,
  profileIds,
  status: UserStatus.Active,
  isGraUser: false,
  ...overrides,
});

/** A user created by the whole-tree admin. */
async function userWith(username: string, profileIds: number[]): Promise<number> {
  const created = await call<UserCreated>(kit.adminToken, 'POST', SETTINGS_PATHS.users, userInput(username, profileIds));
  expect(created.code).toBe(0);
  return created.data.user.userId;
}

const profileIdsOf = async (userId: number) =>
  (await db().selectFrom('user_profile').select('profile_id').where('user_id', '=', userId).orderBy('profile_id').execute()).map((r) => r.profile_id);

describe('defect 2: a user manager (71) scoped to one branch', () => {
  let mgr: Awaited<ReturnType<typeof manager>>;
  beforeAll(async () => {
    mgr = await manager('gestor.utilizadores', [Permission.UserCreateEdit], org.SRFPAP);
  }, SETUP_TIMEOUT_MS);

  it("cannot reset the built-in admin's password (nor read the admin)", async () => {
    expect((await call<PasswordReset>(mgr.token, 'POST', SETTINGS_PATHS.userResetPassword(adminId))).code).toBe(ErrorCode.NoPermission);
    expect((await call(mgr.token, 'GET', SETTINGS_PATHS.user(adminId))).code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.login(ADMIN_USERNAME, TEST_ADMIN_PASSWORD)).code).toBe(0);
  });

  it('cannot add the whole-tree Administrador profile to themselves, nor any other profile', async () => {
    const mine = userInput('gestor.utilizadores', [mgr.profileId, adminProfileId]);
    expect((await call(mgr.token, 'PUT', SETTINGS_PATHS.user(mgr.userId), mine)).code).toBe(ErrorCode.NoPermission);
    const inBranch = await profile('Vazio DROT', org.DROT, []);
    expect((await call(mgr.token, 'PUT', SETTINGS_PATHS.user(mgr.userId), { ...mine, profileIds: [mgr.profileId, inBranch] })).code).toBe(ErrorCode.NoPermission);
    expect(await profileIdsOf(mgr.userId)).toEqual([mgr.profileId]);
    const me = await call<SessionUser>(mgr.token, 'GET', ACCOUNT_PATHS.me);
    expect(me.data.permissions).toEqual([Permission.UserCreateEdit]);
    // Their own name may still change, with their profiles as they are.
    expect((await call<UserDetail>(mgr.token, 'PUT', SETTINGS_PATHS.user(mgr.userId), { ...mine, profileIds: [mgr.profileId], displayName: 'Gestor' })).code).toBe(0);
  });

  it("cannot replace the admin's profiles with an empty one", async () => {
    const empty = await profile('Vazio SRFPAP', org.SRFPAP, []);
    const body = userInput(ADMIN_USERNAME, [empty], { displayName: 'Administrador' });
    expect((await call(mgr.token, 'PUT', SETTINGS_PATHS.user(adminId), body)).code).toBe(ErrorCode.NoPermission);
    expect(await profileIdsOf(adminId)).toEqual([adminProfileId]);
  });

  it('cannot reach a whole-tree user or a user of another branch', async () => {
    const wholeTree = await userWith('todo.arvore', [await profile('Vazio geral', null, [])]);
    const elsewhere = await userWith('outro.ramo', [await profile('Vazio SRSD', org.SRSD, [])]);
    for (const id of [wholeTree, elsewhere]) {
      expect((await call(mgr.token, 'POST', SETTINGS_PATHS.userResetPassword(id))).code).toBe(ErrorCode.NoPermission);
      expect((await call(mgr.token, 'GET', SETTINGS_PATHS.user(id))).code).toBe(ErrorCode.NoPermission);
      const current = await profileIdsOf(id);
      expect((await call(mgr.token, 'PUT', SETTINGS_PATHS.user(id), userInput(id === wholeTree ? 'todo.arvore' : 'outro.ramo', current, { displayName: 'x' }))).code).toBe(
        ErrorCode.NoPermission,
      );
    }
  });

  it('cannot give a profile outside their branch or one granting a permission they do not hold', async () => {
    const outside = [await profile('Vazio SRSD 2', org.SRSD, []), await profile('Vazio geral 2', null, []), await profile('Geral menos SRSD', null, [], [org.SRSD])];
    const granting = await profile('Entidades DROT', org.DROT, [Permission.EntityCreateEdit]);
    for (const id of [...outside, granting]) {
      expect((await call(mgr.token, 'POST', SETTINGS_PATHS.users, userInput(`novo${id}`, [id]))).code).toBe(ErrorCode.NoPermission);
    }
    expect((await db().selectFrom('app_user').select('id').where('username', 'like', 'novo%').execute()).length).toBe(0);
  });

  it('manages a user inside the branch with profiles granting only what they hold; sees only those users', async () => {
    const full = await manager('gestor.completo', [Permission.UserCreateEdit, Permission.UserDelete, Permission.EntityCreateEdit], org.SRFPAP);
    const drot = await profile('Entidades DROT 2', org.DROT, [Permission.EntityCreateEdit]);
    const created = await call<UserCreated>(full.token, 'POST', SETTINGS_PATHS.users, userInput('ana.drot', [drot]));
    expect(created.code).toBe(0);
    const id = created.data.user.userId;
    expect((await call<UserDetail>(full.token, 'PUT', SETTINGS_PATHS.user(id), userInput('ana.drot', [drot], { displayName: 'Ana' }))).code).toBe(0);
    const reset = await call<PasswordReset>(full.token, 'POST', SETTINGS_PATHS.userResetPassword(id));
    expect(reset.code).toBe(0);
    expect((await kit.t.login('ana.drot', reset.data.oneTimePassword)).code).toBe(0);

    const listed = (await call<UserPage>(full.token, 'GET', `${SETTINGS_PATHS.users}?pageSize=100`)).data.items.map((u) => u.username);
    expect(listed).toContain('ana.drot');
    expect(listed).toContain('gestor.completo');
    expect(listed).not.toContain(ADMIN_USERNAME);
    expect(listed).not.toContain('outro.ramo');
    expect(listed).not.toContain('todo.arvore');

    expect((await call(full.token, 'DELETE', SETTINGS_PATHS.user(id))).code).toBe(0);
  });

  it('a user without profiles holds nothing and is inside every reach', async () => {
    const user = await db()
      .insertInto('app_user')
      .values({ username: 'sem.perfis', display_name: 'Sem perfis', password_hash: await hashPassword('Password#1'), status: UserStatus.Active })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call<PasswordReset>(mgr.token, 'POST', SETTINGS_PATHS.userResetPassword(user.id))).code).toBe(0);
  });

  it('the whole-tree admin still reaches everyone', async () => {
    const all = await call<UserPage>(kit.adminToken, 'GET', `${SETTINGS_PATHS.users}?pageSize=100`);
    expect(all.data.items.map((u) => u.username)).toEqual(expect.arrayContaining([ADMIN_USERNAME, 'outro.ramo', 'todo.arvore', 'gestor.utilizadores']));
  });
});

describe('defect 3: a profile manager (81) scoped to one branch', () => {
  let mgr: Awaited<ReturnType<typeof manager>>;
  const profileBody = (overrides: Partial<ProfileInput>): ProfileInput => ({
    name: 'Perfil',
    permissions: [],
    organizationId: org.DROT,
    excludedOrganizationIds: [],
    ...overrides,
  });
  beforeAll(async () => {
    mgr = await manager('gestor.perfis', [Permission.ProfileCreateEdit, Permission.ProfileDelete, Permission.EntityCreateEdit], org.SRFPAP);
  }, SETUP_TIMEOUT_MS);

  it('cannot widen their own profile to the whole tree with every permission, nor change it at all', async () => {
    const widened = profileBody({ name: 'Perfil gestor.perfis', organizationId: null, permissions: [...ALL_PERMISSIONS] });
    expect((await call(mgr.token, 'PUT', SETTINGS_PATHS.profile(mgr.profileId), widened)).code).toBe(ErrorCode.NoPermission);
    const narrowed = profileBody({ name: 'Perfil gestor.perfis', organizationId: org.DROT, permissions: [Permission.ProfileCreateEdit] });
    expect((await call(mgr.token, 'PUT', SETTINGS_PATHS.profile(mgr.profileId), narrowed)).code).toBe(ErrorCode.NoPermission);
    const row = await db().selectFrom('profile').selectAll().where('id', '=', mgr.profileId).executeTakeFirstOrThrow();
    expect({ organizationId: row.organization_id, permissions: [...row.permissions].sort((x, y) => x - y) }).toEqual({
      organizationId: org.SRFPAP,
      permissions: [Permission.EntityCreateEdit, Permission.ProfileCreateEdit, Permission.ProfileDelete],
    });
    const me = await call<SessionUser>(mgr.token, 'GET', ACCOUNT_PATHS.me);
    expect(me.data.permissions).toEqual([Permission.EntityCreateEdit, Permission.ProfileCreateEdit, Permission.ProfileDelete]);
  });

  it('cannot create a profile beyond the branch or granting a permission not held there', async () => {
    for (const body of [
      profileBody({ name: 'Geral', organizationId: null }),
      profileBody({ name: 'Geral menos SRSD', organizationId: null, excludedOrganizationIds: [org.SRSD] }),
      profileBody({ name: 'Saúde', organizationId: org.SRSD }),
      profileBody({ name: 'Aprovar', permissions: [Permission.EntityCreateEdit, Permission.EntityApprove] }),
      profileBody({ name: 'Utilizadores', permissions: [Permission.UserCreateEdit] }),
    ]) {
      expect([body.name, (await call(mgr.token, 'POST', SETTINGS_PATHS.profiles, body)).code]).toEqual([body.name, ErrorCode.NoPermission]);
    }
  });

  it('cannot read, shrink or delete a whole-tree profile, nor pull in a profile of another branch', async () => {
    expect((await call(mgr.token, 'GET', SETTINGS_PATHS.profile(adminProfileId))).code).toBe(ErrorCode.NoPermission);
    const shrink = profileBody({ name: ADMIN_PROFILE_NAME, organizationId: org.SRFPAP });
    expect((await call(mgr.token, 'PUT', SETTINGS_PATHS.profile(adminProfileId), shrink)).code).toBe(ErrorCode.NoPermission);
    const unused = await profile('Geral sem uso', null, []);
    expect((await call(mgr.token, 'DELETE', SETTINGS_PATHS.profile(unused))).code).toBe(ErrorCode.NoPermission);
    const health = await profile('Saúde sem uso', org.SRSD, []);
    expect((await call(mgr.token, 'PUT', SETTINGS_PATHS.profile(health), profileBody({ name: 'Saúde sem uso' }))).code).toBe(ErrorCode.NoPermission);
    const rows = await db().selectFrom('profile').select(['id', 'organization_id']).where('id', 'in', [adminProfileId, unused, health]).orderBy('id').execute();
    expect(rows.map((r) => r.organization_id)).toEqual([null, null, org.SRSD]);
  });

  it('creates, edits, lists and deletes a profile inside the branch granting what they hold', async () => {
    const created = await call<ProfileDetail>(mgr.token, 'POST', SETTINGS_PATHS.profiles, profileBody({ name: 'Orçamento', permissions: [Permission.EntityCreateEdit] }));
    expect(created.code).toBe(0);
    const id = created.data.profileId;
    const moved = profileBody({ name: 'Finanças', organizationId: org.SRFPAP, permissions: [Permission.EntityCreateEdit, Permission.ProfileCreateEdit] });
    expect((await call<ProfileDetail>(mgr.token, 'PUT', SETTINGS_PATHS.profile(id), moved)).data).toMatchObject({ organizationId: org.SRFPAP, permissions: [11, 81] });
    expect((await call(mgr.token, 'PUT', SETTINGS_PATHS.profile(id), { ...moved, organizationId: org.SRSD })).code).toBe(ErrorCode.NoPermission);

    const names = (await call<ProfilePage>(mgr.token, 'GET', `${SETTINGS_PATHS.profiles}?pageSize=100`)).data.items.map((p) => p.name);
    expect(names).toContain('Finanças');
    expect(names).not.toContain(ADMIN_PROFILE_NAME);
    expect(names).not.toContain('Saúde sem uso');

    expect((await call(mgr.token, 'DELETE', SETTINGS_PATHS.profile(id))).code).toBe(0);
  });
});

describe('issue 28, item 1: an entity moved out of the branch leaves its managers’ reach', () => {
  let moved: number;
  beforeAll(async () => {
    moved = (await entityMovedBetween(kit.t, kit.adminToken, { code: 'MUDOU', name: 'Direção que mudou de tutela', organizationTypeId: 3, from: org.SRFPAP, to: org.SRSD }))
      .id;
  }, SETUP_TIMEOUT_MS);

  it('a profile manager of the old branch can no longer scope a profile there', async () => {
    const mgr = await manager('perfis.antigo.ramo', [Permission.ProfileCreateEdit], org.SRFPAP);
    const body: ProfileInput = { name: 'Na entidade mudada', permissions: [], organizationId: moved, excludedOrganizationIds: [] };
    expect((await call(mgr.token, 'POST', SETTINGS_PATHS.profiles, body)).code).toBe(ErrorCode.NoPermission);
    expect(await db().selectFrom('profile').select('id').where('name', '=', body.name).execute()).toEqual([]);
  });

  it('a user manager of the old branch can no longer give a profile scoped there', async () => {
    const mgr = await manager('utilizadores.antigo.ramo', [Permission.UserCreateEdit, Permission.EntityCreateEdit], org.SRFPAP);
    const there = await profile('Entidades na mudada', moved, [Permission.EntityCreateEdit]);
    expect((await call(mgr.token, 'POST', SETTINGS_PATHS.users, userInput('novo.na.mudada', [there]))).code).toBe(ErrorCode.NoPermission);
    expect(await db().selectFrom('app_user').select('id').where('username', '=', 'novo.na.mudada').execute()).toEqual([]);
  });

  it('the new branch’s managers reach it', async () => {
    const mgr = await manager('perfis.novo.ramo', [Permission.ProfileCreateEdit], org.SRSD);
    const created = await call<ProfileDetail>(mgr.token, 'POST', SETTINGS_PATHS.profiles, {
      name: 'Na mudada, novo ramo',
      permissions: [],
      organizationId: moved,
      excludedOrganizationIds: [],
    });
    expect(created.code).toBe(0);
  });
});

/**
 * The organisation picker's purposes: 'parent' offers only the published organisations where the
 * caller may create or edit entities (SPEC §6 scope); 'owner' those that may own records of a kind
 * where the caller may create them; 'any' (the default) what the caller may read.
 */
import { Permission } from '@/shared/permissions';
import type { OrganizationOption } from '@/shared/records/contract';
import { createEntityDraft } from '../test/entityDrafts';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';

let t: TestApp;
let admin: string;
let guest: string;
/** Entity create/edit inside the SRSD subtree only. */
let branch: string;
/** Entity approve inside SRSD: may review there, not create. */
let reviewer: string;
/** Service create/edit inside the SRSD subtree only. */
let serviceBranch: string;

const codes = async (token: string, purpose?: string) => {
  const answer = await t.call<OrganizationOption[]>({ method: 'GET', url: `/records/entity/picker?limit=50${purpose ? `&purpose=${purpose}` : ''}`, token });
  expect(answer.body.code).toBe(0);
  return answer.body.data.map((o) => o.code).sort();
};

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  guest = await t.guestToken();
  const srsd = await entityIdByCode(t.database.db, 'SRSD');
  await createTestUser(t.database.db, { username: 'pk-branch', password: 'Ramo#2026xx', organizationId: srsd, permissions: [Permission.EntityCreateEdit] });
  await createTestUser(t.database.db, { username: 'pk-review', password: 'Revisao#2026', organizationId: srsd, permissions: [Permission.EntityApprove] });
  await createTestUser(t.database.db, { username: 'pk-services', password: 'Servicos#2026', organizationId: srsd, permissions: [Permission.ServiceCreateEdit] });
  branch = await t.loginToken('pk-branch', 'Ramo#2026xx');
  serviceBranch = await t.loginToken('pk-services', 'Servicos#2026');
  reviewer = await t.loginToken('pk-review', 'Revisao#2026');
  // A draft inside the branch: never a parent (it is not published).
  const created = await createEntityDraft(t, admin, { code: 'PKDRAFT', abbreviation: 'PKD', name: 'Rascunho do seletor', organizationTypeId: 4, parentId: srsd });
  expect(created.code).toBe(0);
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

describe('the organisation picker for a parent', () => {
  it('offers a branch user only the published organisations of the branch', async () => {
    expect(await codes(branch, 'parent')).toEqual(['DRS', 'SRSD']);
  });

  it('offers a whole-tree profile the whole published tree', async () => {
    const all = await codes(admin, 'parent');
    expect(all).toEqual(expect.arrayContaining(['GRA', 'SRFPAP', 'SRSD', 'DRS', 'DROT']));
    expect(all).not.toContain('PKDRAFT');
  });

  it('offers nothing to those who may not create entities anywhere', async () => {
    expect(await codes(reviewer, 'parent')).toEqual([]);
    expect(await codes(guest, 'parent')).toEqual([]);
  });

  it('still offers the organisations outside the branch without a purpose (related entities)', async () => {
    expect(await codes(branch)).toEqual(expect.arrayContaining(['GRA', 'SRFPAP', 'SRSD', 'DRS']));
  });

  it("offers as owner of a kind only the published entities that may own it, in the kind's create scope", async () => {
    // SPEC §3: only entities that may have services own services (the demo's directorates).
    expect(await codes(serviceBranch, 'owner&kind=service')).toEqual(['DRS']);
    expect(await codes(admin, 'owner&kind=service')).toEqual(['DRE', 'DROAP', 'DROT', 'DRS']);
    // Any entity may own documents; the branch user may create no documents anywhere.
    expect(await codes(admin, 'owner&kind=document')).toEqual(expect.arrayContaining(['GRA', 'SRSD', 'DRS']));
    expect(await codes(serviceBranch, 'owner&kind=document')).toEqual([]);
    expect(await codes(branch, 'owner&kind=service')).toEqual([]);
  });

  it('refuses an unknown purpose as bad input, not a server error', async () => {
    const answer = await t.call({ method: 'GET', url: '/records/entity/picker?purpose=everything', token: branch });
    expect(answer.response.statusCode).toBe(400);
  });
});

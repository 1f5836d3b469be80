/** Test helpers of the settings routes: an app with the admin signed in, and users with given permissions. */
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser } from '../test/users';
import { ADMIN_USERNAME } from '@/shared/limits';

export interface SettingsTestKit {
  t: TestApp;
  adminToken: string;
  /** A new user with one profile holding `permissions` (whole tree), signed in. */
  tokenWith(permissions: number[], organizationId?: number | null): Promise<string>;
}

let userCounter = 0;

export async function settingsTestKit(): Promise<SettingsTestKit> {
  const t = await createTestApp();
  const adminToken = await t.loginToken(ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
  return {
    t,
    adminToken,
    async tokenWith(permissions, organizationId = null) {
      userCounter += 1;
      const username = `perm${userCounter}_${permissions.join('_') || 'none'}`;
      await createTestUser(t.database.db, { username, password: 'Password#1', permissions, organizationId });
      return t.loginToken(username, 'Password#1');
    },
  };
}

/**
 * The kit of one test file: built before its tests (one database per file) and closed after them.
 * Its fields are there once the file's beforeAll has run, i.e. inside every test.
 */
export function settingsTestKitForFile(): SettingsTestKit {
  // Filled in place by the hook below, so that the tests can keep one `kit` constant.
  const kit = {} as SettingsTestKit;
  beforeAll(async () => {
    Object.assign(kit, await settingsTestKit());
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await kit.t.close();
  });
  return kit;
}

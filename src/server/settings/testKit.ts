/** Test helpers of the settings routes: an app with the admin signed in, and users with given permissions. */
import type { Envelope } from '@/shared/api';
import { resourceForSuite } from '../test/suiteResource';
import { TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { createTestUser } from '../test/users';
import { ADMIN_USERNAME } from '@/shared/limits';

export interface SettingsTestKit {
  t: TestApp;
  adminToken: string;
  /** A new user with one profile holding `permissions` (whole tree), signed in. */
  tokenWith(permissions: number[], organizationId?: number | null): Promise<string>;
  /** POST `body` to `url` as `token` (the admin by default): how the tests create an item. */
  post<Item>(url: string, body: object, token?: string): Promise<Envelope<Item>>;
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
    post: async <Item>(url: string, payload: object, token = adminToken) => (await t.call<Item>({ method: 'POST', url, payload, token })).body,
  };
}

/** The kit of one test file: built before its tests (one database per file) and closed after them. */
export function settingsTestKitForFile(): SettingsTestKit {
  return resourceForSuite(settingsTestKit, (kit) => kit.t.close());
}

/** A test's valid body, with the fields a case changes. */
export function validInput<Input>(valid: Input): (overrides?: Partial<Input>) => Input {
  return (overrides = {}) => ({ ...valid, ...overrides });
}

/** The five calls of a settings resource (list, read, create, update, delete), for the permission checks. */
export function crudCalls(listUrl: string, oneUrl: string, createBody: object, updateBody: object = createBody) {
  return [
    { method: 'GET' as const, url: listUrl },
    { method: 'GET' as const, url: oneUrl },
    { method: 'POST' as const, url: listUrl, payload: createBody },
    { method: 'PUT' as const, url: oneUrl, payload: updateBody },
    { method: 'DELETE' as const, url: oneUrl },
  ];
}

/**
 * Test helper: an app with the administrator and a guest signed in, the start of most API suites
 * (every kind's test, the reports, the input bounds) that each wrote the same three lines.
 */
import { ADMIN_USERNAME } from '@/shared/limits';
import { resourceForSuite } from './suiteResource';
import { TEST_ADMIN_PASSWORD, createTestApp, type TestApp, type TestAppOptions } from './testApp';

export interface SignedInTestApp extends TestApp {
  /** The administrator's token. */
  admin: string;
  /** A guest's token. */
  guest: string;
}

export async function createSignedInTestApp(options: TestAppOptions = {}): Promise<SignedInTestApp> {
  const t = await createTestApp(options);
  try {
    return { ...t, admin: await t.loginToken(ADMIN_USERNAME, TEST_ADMIN_PASSWORD), guest: await t.guestToken() };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/**
 * A signed-in app for the tests of this file or `describe` block, made in beforeAll and closed in
 * afterAll (see resourceForSuite). A suite's own beforeAll, registered after this call, runs after it.
 */
export function signedInAppForSuite(options: TestAppOptions = {}): SignedInTestApp {
  return resourceForSuite(
    () => createSignedInTestApp(options),
    (t) => t.close(),
  );
}

/**
 * Test helper: one signed-in user per named profile (one permission on one organisation subtree), the
 * holders a kind's permission tests act as. Each kind's test wrote this loop again.
 */
import type { TestApp } from './testApp';
import { createTestUser } from './users';

/** [name, permission, organisation id of the profile's subtree]. */
export type ProfileHolder = [name: string, permission: number, organizationId: number];

/** Creates `${prefix}-${name}` for each holder and answers their tokens by name. */
export async function signInHolders(t: TestApp, prefix: string, password: string, holders: readonly ProfileHolder[]): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const [name, permission, organizationId] of holders) {
    await createTestUser(t.database.db, { username: `${prefix}-${name}`, password, organizationId, permissions: [permission] });
    tokens.set(name, await t.loginToken(`${prefix}-${name}`, password));
  }
  return tokens;
}

import { testDatabaseForSuite } from '../test/testDatabase';
import { PENDING_LOGIN_TTL_MS, purgePendingLogins, savePendingLogin, takePendingLogin } from './pendingLoginRepository';

const database = testDatabaseForSuite();
const start = new Date('2026-11-29T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('pending regional sign-ins', () => {
  it('gives a pending login once, and only while it lives', async () => {
    await savePendingLogin(database.db, { state: 's1', nonce: 'n1', codeVerifier: 'v1' }, start);
    await savePendingLogin(database.db, { state: 's2', nonce: 'n2', codeVerifier: 'v2' }, start);
    const [first, second] = await Promise.all([takePendingLogin(database.db, 's1', later(1000)), takePendingLogin(database.db, 's1', later(1000))]);
    expect([first, second].filter(Boolean)).toEqual([{ state: 's1', nonce: 'n1', codeVerifier: 'v1' }]);
    expect(await takePendingLogin(database.db, 's2', later(PENDING_LOGIN_TTL_MS))).toBeUndefined();
    expect(await takePendingLogin(database.db, 'unknown', start)).toBeUndefined();
  });

  it('purges the logins abandoned at the provider, and only those', async () => {
    await savePendingLogin(database.db, { state: 'old', nonce: 'n', codeVerifier: 'v' }, start);
    await savePendingLogin(database.db, { state: 'new', nonce: 'n', codeVerifier: 'v' }, later(PENDING_LOGIN_TTL_MS));
    expect(await purgePendingLogins(database.db, later(PENDING_LOGIN_TTL_MS + 1))).toBe(1);
    expect(await takePendingLogin(database.db, 'new', later(PENDING_LOGIN_TTL_MS + 2))).toMatchObject({ state: 'new' });
  });
});

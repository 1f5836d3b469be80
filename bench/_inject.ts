import { ACCOUNT_PATHS } from '../src/shared/api';
import { ADMIN_USERNAME, API_BASE } from '../src/shared/limits';
import { buildApp } from '../src/server/app';
import { buildConfig, IN_MEMORY_DATA_DIR } from '../src/server/config';
import { encryptPassword } from '../src/server/test/encryptPassword';
async function main() {
  const config = buildConfig({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'Bench#2026-admin',
    VACUUM_INTERVAL_MINUTES: '0',
    DATA_DIR: IN_MEMORY_DATA_DIR,
    ...(process.env.PG ? { DATABASE_URL: process.env.PG } : {}),
  });
  const app = await buildApp({ config });
  const key = (await app.inject({ url: `${API_BASE}${ACCOUNT_PATHS.loginSettings}` })).json().data.publicKey;
  const token = (
    await app.inject({ method: 'POST', url: `${API_BASE}${ACCOUNT_PATHS.login}`, payload: { username: ADMIN_USERNAME, password: encryptPassword('Bench#2026-admin', key) } })
  ).json().data.token;
  for (const round of [1, 2, 3]) {
    const started = performance.now();
    const N = 3000;
    for (let i = 0; i < N; i += 1) {
      const r = await app.inject({ url: `${API_BASE}${ACCOUNT_PATHS.me}`, headers: { authorization: `Bearer ${token}` } });
      if (i === 0 && r.json().code !== 0) throw new Error(r.body);
    }
    console.log(`round ${round}: ${(((performance.now() - started) / N) * 1000).toFixed(0)} µs per GET me (inject)`);
  }
  await app.close();
}
void main();

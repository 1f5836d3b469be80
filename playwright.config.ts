import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/** One data folder per port, so two runs on different ports never share a database. */
const dataDir = `.tmp/e2e-data-${port}`;
export const E2E_ADMIN_PASSWORD = 'Admin-e2e-2026';
/** The fake Nominatim-compatible map services (src/server/geo/fakeNominatim.ts): search, reverse and tiles; E2E_GEO_PORT when E2E_PORT + 1 is taken. */
const geoPort = Number(process.env.E2E_GEO_PORT ?? port + 1);
const geoBase = `http://127.0.0.1:${geoPort}`;
/** The test OpenID provider of the regional sign-in (src/server/oidc/testProviderMain.ts); E2E_OIDC_PORT when E2E_PORT + 2 is taken. */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 2);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const appOrigin = `http://127.0.0.1:${port}`;

/**
 * Browser tests run in Debian's Chromium (no browser download): `apt-get install chromium`.
 * The server starts on a fresh embedded database in .tmp/e2e-data-<port> with the demo catalogue.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One browser by default. Two (E2E_WORKERS=2) took the suite from ~8.5 to ~8 min on CI's 2 cores, but
  // two Chromiums and the server on two cores made MUI's menus flaky (a click landing as a menu opens):
  // 1 failure in 3 runs. Tests in a file run in order (a file is one journey); the axe sweep's route
  // visits are independent and spread over the workers when there are several (a11y.spec.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-PT',
    viewport: { width: 1280, height: 800 },
    // The SPA honours the system's "reduce motion" (src/web/app/theme.ts): menus, dialogs and notices appear
    // in one frame, so an action never waits for an element to stop moving, and the browser draws less.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records every action's DOM and a screencast: CPU the browser and the server share on CI's
    // 2 cores, for a file nobody downloads from CI (its log has the error, the page's text and a screenshot).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: 'npx tsx src/server/geo/fakeNominatimMain.ts',
      url: `${geoBase}/search?q=ping`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { PORT: String(geoPort), HOST: '127.0.0.1' },
    },
    {
      command: 'npx tsx src/server/oidc/testProviderMain.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { PORT: String(oidcPort), HOST: '127.0.0.1', CLIENT_ORIGIN: appOrigin },
    },
    {
      command: `rm -rf ${dataDir} && npx tsx src/server/main.ts`,
      url: `http://127.0.0.1:${port}/api/account/loginsettings`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Every browser test signs in through the API from 127.0.0.1: past 30 a minute (the production default
        // per address) a fast run was refused -5. The limit itself is tested in src/server/account.
        LOGIN_RATE_LIMIT_PER_MINUTE: '600',
        GEO_TILE_URL: `${geoBase}/{z}/{x}/{y}.png`,
        GEO_SEARCH_URL: `${geoBase}/search`,
        GEO_REVERSE_URL: `${geoBase}/reverse`,
        // The fake has no usage policy: no need to wait a second between calls.
        GEO_SEARCH_INTERVAL_MS: '0',
        // The demo catalogue's addresses are unreachable offline: a short timeout keeps a broken-link check brief.
        LINK_CHECK_TIMEOUT_MS: '3000',
        // The broken-link test's local server (e2e/brokenLinks.spec.ts) is on 127.0.0.1, which the check refuses unless named.
        LINK_CHECK_ALLOW: '127.0.0.1',
        // The regional sign-in, against the test provider above (the login page then shows its button).
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: 'backoffice',
        OIDC_REDIRECT_URI: `${appOrigin}/authcallback`,
        // Scheduled publication (e2e/scheduledPublication.spec.ts): the scheduler looks every second and a
        // schedule may be two seconds ahead, so a scheduled publish runs within the test.
        SCHEDULER_INTERVAL_SECONDS: '1',
        SCHEDULE_MIN_LEAD_SECONDS: '2',
      },
    },
  ],
});

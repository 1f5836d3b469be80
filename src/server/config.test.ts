import path from 'node:path';
import {
  buildConfig,
  ConfigError,
  DEFAULT_BOT_CHECK_VERIFY_URL,
  DEFAULT_GEO_REVERSE_URL,
  DEFAULT_GEO_SEARCH_URL,
  DEFAULT_GEO_TILE_URL,
  DEFAULT_GEO_USER_AGENT,
  IN_MEMORY_DATA_DIR,
  METRICS_TOKEN_MIN_LENGTH,
} from './config';

describe('buildConfig', () => {
  it('has the documented defaults', () => {
    const config = buildConfig({}, '/srv/app');
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app/data'),
      databaseUrl: null,
      adminPassword: null,
      tokenTtlMinutes: 30,
      botCheck: null,
      oidc: null,
      seedDemo: true,
      corsOrigins: [],
      logLevel: 'info',
      webDist: path.resolve('/srv/app/dist/web'),
      loginRateLimitPerMinute: 30,
      trustProxy: false,
      vacuumIntervalMinutes: 60,
      embeddedSharedBuffersMb: 64,
      shutdownGraceSeconds: 10,
      geo: {
        tileUrl: DEFAULT_GEO_TILE_URL,
        searchUrl: DEFAULT_GEO_SEARCH_URL,
        reverseUrl: DEFAULT_GEO_REVERSE_URL,
        userAgent: DEFAULT_GEO_USER_AGENT,
        timeoutMs: 4000,
        searchIntervalMs: 1000,
        offline: false,
      },
      linkCheck: { intervalHours: 24, timeoutMs: 10_000, allow: [] },
      scheduler: { intervalSeconds: 30, minLeadSeconds: 60 },
      openDataBaseUrl: null,
      metrics: { token: null, port: null, host: '127.0.0.1' },
    });
    expect(DEFAULT_GEO_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(DEFAULT_GEO_USER_AGENT).toMatch(/^CESA-backoffice\/\d+ \(.+@.+\)$/);
  });

  it('reads every variable', () => {
    const config = buildConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/cesa',
        DATABASE_URL: 'postgres://u@db/cesa',
        ADMIN_PASSWORD: 'Secret#2026',
        TOKEN_TTL_MINUTES: '15',
        BOT_CHECK_SECRET: 's',
        BOT_CHECK_SITE_KEY: 'k',
        OIDC_ISSUER: 'https://login.azores.gov.pt',
        OIDC_CLIENT_ID: 'backoffice',
        OIDC_CLIENT_SECRET: 'x',
        OIDC_REDIRECT_URI: 'https://catalogo/authcallback',
        SEED_DEMO: 'false',
        CORS_ORIGINS: 'https://a.example, https://b.example',
        LOG_LEVEL: 'WARN',
        WEB_DIST: 'build/web',
        TRUST_PROXY: '10.0.0.2, 10.0.1.0/24',
        VACUUM_INTERVAL_MINUTES: '15',
        GEO_TILE_URL: 'http://tiles.intranet/osm/{z}/{x}/{y}.png',
        GEO_SEARCH_URL: 'http://geo.intranet/search',
        GEO_REVERSE_URL: 'http://geo.intranet/reverse',
        GEO_USER_AGENT: 'Catalogo/2 (sig@azores.gov.pt)',
        GEO_TIMEOUT_MS: '1500',
        GEO_SEARCH_INTERVAL_MS: '0',
        GEO_OFFLINE: 'true',
        OPEN_DATA_BASE_URL: 'https://dados.azores.gov.pt/catalogo/',
        LINK_CHECK_ALLOW: ' 10.20.0.0/16, intranet.azores.gov.pt ,fd00::/8',
        METRICS_TOKEN: ' 0123456789abcdef0123456789abcdef ',
        METRICS_HOST: '10.0.0.5',
        METRICS_PORT: '9464',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/cesa',
      databaseUrl: 'postgres://u@db/cesa',
      adminPassword: 'Secret#2026',
      tokenTtlMinutes: 15,
      botCheck: { secret: 's', siteKey: 'k', verifyUrl: DEFAULT_BOT_CHECK_VERIFY_URL },
      oidc: {
        issuer: 'https://login.azores.gov.pt',
        clientId: 'backoffice',
        clientSecret: 'x',
        redirectUri: 'https://catalogo/authcallback',
        userClaim: 'preferred_username',
        postLogoutRedirectUri: 'https://catalogo/',
      },
      seedDemo: false,
      corsOrigins: ['https://a.example', 'https://b.example'],
      logLevel: 'warn',
      webDist: '/srv/app/build/web',
      trustProxy: ['10.0.0.2', '10.0.1.0/24'],
      vacuumIntervalMinutes: 15,
      embeddedSharedBuffersMb: 64,
      shutdownGraceSeconds: 10,
      geo: {
        tileUrl: 'http://tiles.intranet/osm/{z}/{x}/{y}.png',
        searchUrl: 'http://geo.intranet/search',
        reverseUrl: 'http://geo.intranet/reverse',
        userAgent: 'Catalogo/2 (sig@azores.gov.pt)',
        timeoutMs: 1500,
        searchIntervalMs: 0,
        offline: true,
      },
      openDataBaseUrl: 'https://dados.azores.gov.pt/catalogo',
      linkCheck: { allow: ['10.20.0.0/16', 'intranet.azores.gov.pt', 'fd00::/8'] },
      metrics: { token: '0123456789abcdef0123456789abcdef', port: 9464, host: '10.0.0.5' },
    });
  });

  it('serves the metrics behind a token alone, or on a loopback listener of their own (0: any free port)', () => {
    expect(buildConfig({ METRICS_TOKEN: 'x'.repeat(METRICS_TOKEN_MIN_LENGTH) }).metrics).toEqual({
      token: 'x'.repeat(METRICS_TOKEN_MIN_LENGTH),
      port: null,
      host: '127.0.0.1',
    });
    expect(buildConfig({ METRICS_PORT: '0' }).metrics).toEqual({ token: null, port: 0, host: '127.0.0.1' });
  });

  it('keeps the in-memory data dir as is', () => {
    expect(buildConfig({ DATA_DIR: IN_MEMORY_DATA_DIR }).dataDir).toBe(IN_MEMORY_DATA_DIR);
  });

  it('gives the embedded database 64 MB of shared buffers unless told otherwise', () => {
    expect(buildConfig({}).embeddedSharedBuffersMb).toBe(64);
    expect(buildConfig({ EMBEDDED_SHARED_BUFFERS_MB: '256' }).embeddedSharedBuffersMb).toBe(256);
  });

  it('lets SIGTERM cut the requests in flight at once with a grace of 0', () => {
    expect(buildConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceSeconds).toBe(0);
  });

  it('turns the periodic vacuum off with 0', () => {
    expect(buildConfig({ VACUUM_INTERVAL_MINUTES: '0' }).vacuumIntervalMinutes).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ VACUUM_INTERVAL_MINUTES: '-5' }, /VACUUM_INTERVAL_MINUTES/],
    [{ EMBEDDED_SHARED_BUFFERS_MB: '8' }, /EMBEDDED_SHARED_BUFFERS_MB/],
    [{ SHUTDOWN_GRACE_SECONDS: '601' }, /SHUTDOWN_GRACE_SECONDS/],
    [{ SHUTDOWN_GRACE_SECONDS: '1.5' }, /SHUTDOWN_GRACE_SECONDS/],
    [{ VACUUM_INTERVAL_MINUTES: '1.5' }, /VACUUM_INTERVAL_MINUTES/],
    [{ VACUUM_INTERVAL_MINUTES: '20000' }, /VACUUM_INTERVAL_MINUTES/],
    [{ PORT: '70000' }, /PORT/],
    [{ TOKEN_TTL_MINUTES: '0' }, /TOKEN_TTL_MINUTES/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ LINK_CHECK_INTERVAL_HOURS: '-1' }, /LINK_CHECK_INTERVAL_HOURS/],
    [{ LINK_CHECK_TIMEOUT_MS: 'soon' }, /LINK_CHECK_TIMEOUT_MS/],
    [{ LINK_CHECK_ALLOW: '10.0.0.0/8, http://intranet/' }, /LINK_CHECK_ALLOW: "http:\/\/intranet\/"/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ BOT_CHECK_SECRET: 's' }, /BOT_CHECK_SITE_KEY/],
    [{ OIDC_ISSUER: 'https://x' }, /OIDC_/],
    [{ OIDC_ISSUER: 'https://x', OIDC_CLIENT_ID: 'c', OIDC_REDIRECT_URI: 'https://y/authcallback', OIDC_USER_CLAIM: 'sub' }, /OIDC_USER_CLAIM/],
    [{ OIDC_ISSUER: 'ftp://x', OIDC_CLIENT_ID: 'c', OIDC_REDIRECT_URI: 'https://y/authcallback' }, /OIDC_ISSUER/],
    [{ GEO_TILE_URL: 'https://tiles.example/{z}/{x}.png' }, /GEO_TILE_URL must contain \{y\}/],
    [{ GEO_SEARCH_URL: 'ftp://geo.example/search' }, /GEO_SEARCH_URL/],
    [{ GEO_REVERSE_URL: 'not a url' }, /GEO_REVERSE_URL/],
    [{ GEO_TIMEOUT_MS: '10' }, /GEO_TIMEOUT_MS/],
    [{ GEO_OFFLINE: 'sometimes' }, /GEO_OFFLINE/],
    [{ OPEN_DATA_BASE_URL: 'ftp://x' }, /OPEN_DATA_BASE_URL/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY no longer accepts "true".*comma-separated list of the reverse proxies' addresses or CIDR ranges/],
    [{ TRUST_PROXY: '1' }, /TRUST_PROXY does not accept a hop count/],
    [{ TRUST_PROXY: 'proxy.internal' }, /TRUST_PROXY must be/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must have at least 32 characters/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT must be an integer/],
    [{ METRICS_HOST: '127.0.0.1' }, /METRICS_HOST needs METRICS_PORT/],
    [{ PORT: '9464', METRICS_PORT: '9464' }, /METRICS_PORT must differ from PORT/],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => buildConfig(env)).toThrow(ConfigError);
    expect(() => buildConfig(env)).toThrow(message);
  });
});

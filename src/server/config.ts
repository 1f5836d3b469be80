/**
 * Server configuration, read from environment variables only (twelve-factor): the same build runs on a
 * laptop with the embedded database and on several instances behind a load balancer on PostgreSQL.
 * `buildConfig(env)` is pure so tests pass their own map; `loadConfig()` reads `process.env`.
 */
import path from 'node:path';
import { LIMITS, PRODUCT, SCHEDULE_LIMITS } from '@/shared/limits';
import { LINK_CHECK_LIMITS } from '@/shared/linkCheck';
import { allowEntryProblem } from './linkCheck/addressPolicy';
import { parseTrustProxy, type TrustedProxies } from './http/trustProxy';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Google reCAPTCHA's verification endpoint: the bot check the SPA's widget talks to by default. */
export const DEFAULT_BOT_CHECK_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Hourly: keeps the statistics and the visibility map fresh for a few hundred ms of work. */
export const DEFAULT_VACUUM_INTERVAL_MINUTES = 60;
export const DEFAULT_EMBEDDED_SHARED_BUFFERS_MB = 64;
/** A week: beyond it the dead rows of a busy database would outgrow any saving. */
const MAX_VACUUM_INTERVAL_MINUTES = 7 * 24 * 60;
/** The public OpenStreetMap services the map uses unless configured otherwise (issue 10 §3). */
export const DEFAULT_GEO_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_GEO_SEARCH_URL = 'https://nominatim.openstreetmap.org/search';
export const DEFAULT_GEO_REVERSE_URL = 'https://nominatim.openstreetmap.org/reverse';
/** Nominatim's and the tile servers' usage policies ask for an agent that identifies the application and a contact. */
export const DEFAULT_GEO_USER_AGENT = `${PRODUCT.abbreviation}-backoffice/1 (${PRODUCT.name}; ${PRODUCT.contactMailbox})`;
/** Long enough for a slow public service, short enough that an unreachable one falls back before the user gives up. */
export const DEFAULT_GEO_TIMEOUT_MS = 4000;
/** Nominatim's usage policy: at most one request a second. */
export const DEFAULT_GEO_SEARCH_INTERVAL_MS = 1000;
/** A bearer token shorter than this is guessable (32 hex digits: `openssl rand -hex 16`). */
export const METRICS_TOKEN_MIN_LENGTH = 32;
/** DATA_DIR value that keeps the embedded database in memory (tests, demos). */
export const IN_MEMORY_DATA_DIR = 'memory://';

export interface BotCheckConfig {
  secret: string;
  /** What the SPA's widget is initialised with (LoginSettings.botCheckSiteKey). */
  siteKey: string;
  verifyUrl: string;
}

/** The ID token claims a person can be matched to a user of ours by (OIDC_USER_CLAIM). */
export const OIDC_USER_CLAIMS = ['preferred_username', 'email'] as const;
export type OidcUserClaim = (typeof OIDC_USER_CLAIMS)[number];

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  /** The SPA's /authcallback, registered at the provider. */
  redirectUri: string;
  /** Which claim names our user: preferred_username matches the username, email the e-mail (both case-insensitive). */
  userClaim: OidcUserClaim;
  /** Where the provider's logout sends the browser back to; by default the origin of redirectUri. */
  postLogoutRedirectUri: string;
}

/** The map's external services (src/server/geo), all proxied by the server. */
export interface GeoConfig {
  /** Tile URL template with {z}, {x} and {y}. */
  tileUrl: string;
  /** Nominatim-compatible address search and reverse geocoding. */
  searchUrl: string;
  reverseUrl: string;
  userAgent: string;
  timeoutMs: number;
  /** Minimum time between two calls to the search or reverse service (one at a time). */
  searchIntervalMs: number;
  /** No call leaves the server: the gazetteer answers, tiles are absent (networks without internet). */
  offline: boolean;
}

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database (absolute), or IN_MEMORY_DATA_DIR. Ignored when databaseUrl is set. */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded database in dataDir. */
  databaseUrl: string | null;
  /** Initial password of user admin; null means generate one and force a change at first login. */
  adminPassword: string | null;
  tokenTtlMinutes: number;
  /** null when no bot check is configured (login then never answers -32). */
  botCheck: BotCheckConfig | null;
  /** null when the regional sign-in is not configured. */
  oidc: OidcConfig | null;
  seedDemo: boolean;
  /** Origins allowed by CORS; empty means same origin only. */
  corsOrigins: string[];
  logLevel: LogLevel;
  /** Folder of the built SPA (absolute). */
  webDist: string;
  /** Requests per minute and IP on the login routes before -5 (our choice; see account/loginThrottle.ts). */
  loginRateLimitPerMinute: number;
  /** The reverse proxies whose X-Forwarded-* are believed (false: none), so rate limits see the client's address (http/trustProxy.ts). */
  trustProxy: TrustedProxies;
  /**
   * Minutes between two VACUUM (ANALYZE) runs of the embedded database (it has no autovacuum worker;
   * see db/maintenance.ts); 0 turns the periodic run off. PostgreSQL ignores it (autovacuum does it).
   */
  vacuumIntervalMinutes: number;
  /**
   * The embedded database's shared buffers in MiB (PostgreSQL's default is 128). PGlite commits them
   * at start, and its page reads go through the operating system's file cache anyway, so a smaller
   * pool mostly saves memory (docs/decisions.md: measured). PostgreSQL ignores it.
   */
  embeddedSharedBuffersMb: number;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut (lifecycle/shutdown.ts). */
  shutdownGraceSeconds: number;
  geo: GeoConfig;
  /** The base of the open data's IRIs (issue 14 §3), without a trailing slash; null: see openData/publicBase.ts (never the request's host). */
  openDataBaseUrl: string | null;
  /** Scheduled publication (issue 14 §1; SCHEDULE_LIMITS): seconds between the scheduler's runs, and the least lead a schedule needs. */
  scheduler: { intervalSeconds: number; minLeadSeconds: number };
  /** The broken-link check (src/server/linkCheck). */
  linkCheck: LinkCheckConfig;
  /** Who may read GET /metrics (src/server/metrics, docs/metrics.md); neither a token nor a port: nobody (404). */
  metrics: MetricsConfig;
}

/** METRICS_TOKEN and/or METRICS_HOST:METRICS_PORT (docs/metrics.md). */
export interface MetricsConfig {
  /** A bearer token the scraper must send; null: none asked (then only the separate listener serves it). */
  token: string | null;
  /** A second listener serving only /metrics (0: any free port); null: /metrics is on the main listener, behind the token. */
  port: number | null;
  /** The second listener's address: loopback unless told, so only this machine's scraper reaches it. */
  host: string;
}

export interface LinkCheckConfig {
  /** Hours between scheduled runs; 0: no schedule (runs on demand only). */
  intervalHours: number;
  /** How long one request may take. */
  timeoutMs: number;
  /**
   * LINK_CHECK_ALLOW (comma-separated): host names and IP addresses or CIDR ranges the check may reach
   * though not public (an intranet to check); every other loopback, private or link-local address is refused.
   */
  allow: string[];
}

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined || raw === null) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function trustProxy(env: Env): TrustedProxies {
  const parsed = parseTrustProxy(text(env, 'TRUST_PROXY'));
  if ('error' in parsed) throw new ConfigError(`TRUST_PROXY ${parsed.error}`);
  return parsed.proxies;
}

function folder(env: Env, name: string, fallback: string, cwd: string): string {
  const raw = text(env, name) ?? fallback;
  return raw === IN_MEMORY_DATA_DIR ? raw : path.resolve(cwd, raw);
}

function logLevel(env: Env): LogLevel {
  const raw = (text(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  }
  return raw as LogLevel;
}

function adminPassword(env: Env): string | null {
  // Not trimmed: a password may legitimately start or end with a space.
  const raw = env.ADMIN_PASSWORD;
  if (!raw) return null;
  if (raw.length < LIMITS.passwordMinLength) {
    throw new ConfigError(`ADMIN_PASSWORD must have at least ${LIMITS.passwordMinLength} characters`);
  }
  return raw;
}

function botCheck(env: Env): BotCheckConfig | null {
  const secret = text(env, 'BOT_CHECK_SECRET');
  const siteKey = text(env, 'BOT_CHECK_SITE_KEY');
  if (secret === null && siteKey === null) return null;
  // One without the other is a broken set-up: a widget nobody verifies, or a check no widget can pass.
  if (secret === null || siteKey === null) {
    throw new ConfigError('BOT_CHECK_SECRET and BOT_CHECK_SITE_KEY must be set together');
  }
  return { secret, siteKey, verifyUrl: text(env, 'BOT_CHECK_VERIFY_URL') ?? DEFAULT_BOT_CHECK_VERIFY_URL };
}

function oidc(env: Env): OidcConfig | null {
  const issuer = text(env, 'OIDC_ISSUER');
  const clientId = text(env, 'OIDC_CLIENT_ID');
  const redirectUri = text(env, 'OIDC_REDIRECT_URI');
  const set = [issuer, clientId, redirectUri].filter((v) => v !== null).length;
  if (set === 0) return null;
  if (issuer === null || clientId === null || redirectUri === null) {
    throw new ConfigError('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_REDIRECT_URI must be set together');
  }
  const userClaim = (text(env, 'OIDC_USER_CLAIM') ?? 'preferred_username').toLowerCase();
  if (!(OIDC_USER_CLAIMS as readonly string[]).includes(userClaim)) {
    throw new ConfigError(`OIDC_USER_CLAIM must be one of ${OIDC_USER_CLAIMS.join(', ')} (got "${userClaim}")`);
  }
  const redirect = httpUrl(env, 'OIDC_REDIRECT_URI', redirectUri);
  return {
    issuer: httpUrl(env, 'OIDC_ISSUER', issuer),
    clientId,
    clientSecret: text(env, 'OIDC_CLIENT_SECRET'),
    redirectUri: redirect,
    userClaim: userClaim as OidcUserClaim,
    postLogoutRedirectUri: httpUrl(env, 'OIDC_POST_LOGOUT_REDIRECT_URI', `${new URL(redirect).origin}/`),
  };
}

function httpUrl(env: Env, name: string, fallback: string, placeholders: readonly string[] = []): string {
  const raw = text(env, name) ?? fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw.replace(/[{}]/g, ''));
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  const missing = placeholders.filter((p) => !raw.includes(p));
  if (missing.length) throw new ConfigError(`${name} must contain ${missing.join(', ')} (got "${raw}")`);
  return raw;
}

function geo(env: Env): GeoConfig {
  return {
    tileUrl: httpUrl(env, 'GEO_TILE_URL', DEFAULT_GEO_TILE_URL, ['{z}', '{x}', '{y}']),
    searchUrl: httpUrl(env, 'GEO_SEARCH_URL', DEFAULT_GEO_SEARCH_URL),
    reverseUrl: httpUrl(env, 'GEO_REVERSE_URL', DEFAULT_GEO_REVERSE_URL),
    userAgent: text(env, 'GEO_USER_AGENT') ?? DEFAULT_GEO_USER_AGENT,
    timeoutMs: integer(env, 'GEO_TIMEOUT_MS', DEFAULT_GEO_TIMEOUT_MS, 100, 60_000),
    searchIntervalMs: integer(env, 'GEO_SEARCH_INTERVAL_MS', DEFAULT_GEO_SEARCH_INTERVAL_MS, 0, 60_000),
    offline: flag(env, 'GEO_OFFLINE', false),
  };
}

function linkCheckAllow(env: Env): string[] {
  const entries = (text(env, 'LINK_CHECK_ALLOW') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const problem = entries.map(allowEntryProblem).find((p) => p !== null);
  if (problem) throw new ConfigError(`LINK_CHECK_ALLOW: ${problem}`);
  return entries;
}

function metrics(env: Env, mainPort: number): MetricsConfig {
  const token = text(env, 'METRICS_TOKEN');
  if (token !== null && token.length < METRICS_TOKEN_MIN_LENGTH) throw new ConfigError(`METRICS_TOKEN must have at least ${METRICS_TOKEN_MIN_LENGTH} characters`);
  const host = text(env, 'METRICS_HOST');
  const port = text(env, 'METRICS_PORT') === null ? null : integer(env, 'METRICS_PORT', 0, 0, 65535);
  // An address without a port listens nowhere: a set-up that believes it is scraped and is not.
  if (host !== null && port === null) throw new ConfigError('METRICS_HOST needs METRICS_PORT');
  if (port !== null && port !== 0 && port === mainPort) throw new ConfigError(`METRICS_PORT must differ from PORT (both ${port})`);
  return { token, port, host: host ?? '127.0.0.1' };
}

/** Builds the configuration from an environment map; relative folders resolve against cwd. */
export function buildConfig(env: Env, cwd: string = process.cwd()): Config {
  const corsOrigins = (text(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const port = integer(env, 'PORT', 8080, 0, 65535);
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: folder(env, 'DATA_DIR', './data', cwd),
    databaseUrl: text(env, 'DATABASE_URL'),
    adminPassword: adminPassword(env),
    tokenTtlMinutes: integer(env, 'TOKEN_TTL_MINUTES', 30, 1, 24 * 60),
    botCheck: botCheck(env),
    oidc: oidc(env),
    seedDemo: flag(env, 'SEED_DEMO', true),
    corsOrigins,
    logLevel: logLevel(env),
    webDist: folder(env, 'WEB_DIST', './dist/web', cwd),
    loginRateLimitPerMinute: integer(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 30, 1, 100_000),
    trustProxy: trustProxy(env),
    vacuumIntervalMinutes: integer(env, 'VACUUM_INTERVAL_MINUTES', DEFAULT_VACUUM_INTERVAL_MINUTES, 0, MAX_VACUUM_INTERVAL_MINUTES),
    embeddedSharedBuffersMb: integer(env, 'EMBEDDED_SHARED_BUFFERS_MB', DEFAULT_EMBEDDED_SHARED_BUFFERS_MB, 16, 16_384),
    // Long enough for any request of ours (an import upload, an export), short of systemd's 90 s stop timeout.
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 10, 0, 600),
    geo: geo(env),
    // Shorter in the browser tests only (playwright.config.ts), so a scheduled publish runs within seconds.
    scheduler: {
      intervalSeconds: integer(env, 'SCHEDULER_INTERVAL_SECONDS', SCHEDULE_LIMITS.intervalSeconds, 1, 3600),
      minLeadSeconds: integer(env, 'SCHEDULE_MIN_LEAD_SECONDS', SCHEDULE_LIMITS.minLeadSeconds, 1, SCHEDULE_LIMITS.minLeadSeconds),
    },
    linkCheck: {
      intervalHours: integer(env, 'LINK_CHECK_INTERVAL_HOURS', LINK_CHECK_LIMITS.intervalHours, 0, 24 * 365),
      timeoutMs: integer(env, 'LINK_CHECK_TIMEOUT_MS', LINK_CHECK_LIMITS.timeoutMs, 50, 120_000),
      allow: linkCheckAllow(env),
    },
    openDataBaseUrl: text(env, 'OPEN_DATA_BASE_URL') ? httpUrl(env, 'OPEN_DATA_BASE_URL', '').replace(/\/+$/, '') : null,
    metrics: metrics(env, port),
  };
}

export function loadConfig(): Config {
  return buildConfig(process.env);
}

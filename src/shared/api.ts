/** The wire contract between the SPA and the API server: envelope, session and account calls. */
import type { Language } from './errors';
import type { UserStatus } from './enums';

/** SPEC §7: every answer is this envelope; code 0 is success. */
export interface Envelope<T> {
  code: number;
  description: string;
  data: T;
}

/** A profile as carried in the token: what the SPA needs to decide what to show. */
export interface SessionProfile {
  profileId: number;
  name: string;
  organizationId: number | null;
  permissions: number[];
}

/** The session user of SPEC §3, read from the token's payload. */
export interface SessionUser {
  username: string;
  givenName: string;
  email: string;
  language: Language;
  displayName: string;
  tokenHash: string;
  expiration: number;
  sessionId: string;
  profiles: SessionProfile[];
  permissions: number[];
  mustChangePassword: boolean;
  isGuest: boolean;
  /** Signs in only through the regional sign-in (issue 13): has no password of ours to change. */
  isGraUser: boolean;
}

/** What login, guest login and refresh answer in `data`. */
export interface TokenData {
  token: string;
  /** Milliseconds since the epoch. */
  expiration: number;
}

export interface LoginRequest {
  username: string;
  /** The password encrypted with RSA-OAEP (SHA-256) under the server's public key, base64. */
  password: string;
  recaptchaToken?: string;
}

export interface ChangePasswordRequest {
  /** Both encrypted as in LoginRequest. */
  currentPassword: string;
  newPassword: string;
}

/** What the login page needs to know before it renders. */
export interface LoginSettings {
  /** SPKI PEM of the RSA key the passwords are encrypted with. */
  publicKey: string;
  /** The bot-check widget's site key, or null when no bot check is configured. */
  botCheckSiteKey: string | null;
  /** Whether the regional sign-in (OIDC) is configured. */
  regionalSignIn: boolean;
  /** Whether its provider answers now: when configured but not, the button says it is unavailable. */
  regionalSignInAvailable: boolean;
}

export interface UserSummary {
  userId: number;
  username: string;
  displayName: string;
  email: string;
  status: UserStatus;
}

/** Claims of the signed token. Short names keep the token small; `toSessionUser` maps them. */
export interface TokenClaims {
  sub: string;
  gn: string;
  em: string;
  lang: Language;
  dn: string;
  th: string;
  sid: string;
  prf: SessionProfile[];
  mcp: boolean;
  /** A GRA user (regional sign-in only); absent in tokens issued before it existed. */
  gra?: boolean;
  exp: number;
}

export function toSessionUser(claims: TokenClaims): SessionUser {
  const permissions = [...new Set(claims.prf.flatMap((p) => p.permissions))].sort((a, b) => a - b);
  return {
    username: claims.sub,
    givenName: claims.gn,
    email: claims.em,
    language: claims.lang,
    displayName: claims.dn,
    tokenHash: claims.th,
    expiration: claims.exp * 1000,
    sessionId: claims.sid,
    profiles: claims.prf,
    permissions,
    mustChangePassword: claims.mcp,
    isGuest: claims.sub === 'guest',
    isGraUser: claims.gra === true,
  };
}

/** The API paths of the account area (relative to API_BASE). */
export const ACCOUNT_PATHS = {
  login: '/account/login',
  loginGuest: '/account/loginGuest',
  refreshToken: '/account/refreshtoken',
  logout: '/account/logout',
  loginSettings: '/account/loginsettings',
  changePassword: '/account/changepassword',
  me: '/account/me',
} as const;

export const NOTIFICATION_PATHS = {
  list: '/notifications',
  count: '/notifications/count',
} as const;

/** The panel's writes on notifications (apart from NOTIFICATION_PATHS, which the bell's first load carries). */
export const NOTIFICATION_WRITE_PATHS = {
  /** POST: marks every notification of the caller read. */
  readAll: '/notifications/read',
  /** DELETE: removes one of the caller's notifications. */
  one: '/notifications/:id',
  /** POST: marks one of the caller's notifications read. */
  readOne: '/notifications/:id/read',
} as const;

/** A notification's own path (`one` or `readOne`) for its id. */
export function notificationPath(path: '/notifications/:id' | '/notifications/:id/read', id: number): string {
  return path.replace(':id', String(id));
}

/** One notification, as GET /notifications lists it (SPEC §7 leaves the shape open; this is ours). */
export interface NotificationItem {
  id: number;
  actionId: number;
  title: string;
  body: string;
  /** ISO 8601 date-time. */
  createdAt: string;
  read: boolean;
  /** The workflow action it tells of (a RecordActionName), or null for other notifications. */
  event: string | null;
  /** The record version it is about (kind as the record routes name it), or null. */
  record: { kind: string; id: number; version: number } | null;
}

/** Who may sign in and with what: users, profiles, sessions, the regional sign-in, server keys and login throttling. Columns as in SQL (../schema.ts says why). */
import type { Generated } from 'kysely';
import type { WithDefault, Timestamp, NullableTimestamp } from './columnTypes';

export interface AppUserTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  given_name: WithDefault<string>;
  email: WithDefault<string>;
  language: WithDefault<'pt' | 'en'>;
  /** auth/passwordHash.ts format; null: no password sign-in (guest, regional sign-in users). */
  password_hash: string | null;
  /** UserStatus. */
  status: number;
  is_gra_user: WithDefault<boolean>;
  must_change_password: WithDefault<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfileTable {
  id: Generated<number>;
  name: string;
  /** Root of the organisation subtree the profile covers; null: the whole tree. */
  organization_id: number | null;
  excluded_organization_ids: WithDefault<number[]>;
  permissions: WithDefault<number[]>;
}

export interface UserProfileTable {
  user_id: number;
  profile_id: number;
}

export interface SessionTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Date;
  ended_at: NullableTimestamp;
  /** Hash (`th` claim) of the latest token issued for the session. */
  token_hash: string;
  /** Token replaced by the last refresh, still accepted for a short grace (auth/sessionRepository.ts). */
  previous_token_hash: string | null;
  rotated_at: NullableTimestamp;
  last_seen_at: Timestamp;
  /** The provider's ID token when the session began through the regional sign-in (its logout's id_token_hint). */
  oidc_id_token: WithDefault<string | null>;
}

/** A regional sign-in sent to the provider and not yet back (oidc/pendingLoginRepository.ts). */
export interface OidcPendingLoginTable {
  state: string;
  nonce: string;
  code_verifier: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface ServerKeyTable {
  name: string;
  value: string;
}

/** One counter per username and source address (auth/loginThrottle.ts). */
export interface LoginAttemptTable {
  /** Normalised (trimmed, lower-case) so case variants share one counter. */
  username: string;
  /** The source address (request.ip, so trustProxy applies); an IPv6 address by its /64. */
  address: string;
  /** Consecutive failures from this address; 0 after a success. */
  failed_count: number;
  last_failed_at: Date | null;
  /** The last sign-in from this address: the per-username ceiling spares it. */
  last_success_at: Date | null;
}

/** A rate limit's hits for one route and client key in its current window (rateLimit/databaseStore.ts). */
export interface RateLimitTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

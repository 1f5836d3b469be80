/** The administrator's settings: parameters, rich-text templates, open data, and the log of every settings write. Columns as in SQL (../schema.ts says why). */
import type { Generated } from 'kysely';
import type { WithDefault, Timestamp, NullableTimestamp } from './columnTypes';

export interface AppParameterTable {
  id: Generated<number>;
  key: string;
  /** Text on the wire and here; `type` says how to read it. */
  value: string;
  description: WithDefault<string>;
  type: 'text' | 'number' | 'boolean' | 'date';
}

/** Per language: { question, defaultAnswer, answer } (RichTextTemplateText of the settings contract). */
export type RichTextTemplateTexts = Record<string, { question: string; defaultAnswer: string; answer: string }>;

export interface RichTextTemplateTable {
  id: Generated<number>;
  name: string;
  active: WithDefault<boolean>;
  texts: RichTextTemplateTexts;
}

/** Open data (issue 14 §3): one row of settings. */
export interface OpenDataSettingTable {
  id: number;
  exposed_kinds: string[];
  anonymous_per_minute: number;
  key_per_minute: number;
  updated_by: string | null;
  updated_at: NullableTimestamp;
}

/** An integrator's key: the SHA-256 (hex) of its secret, never the secret. */
export interface OpenDataKeyTable {
  id: Generated<number>;
  name: string;
  key_hash: string;
  prefix: string;
  created_by: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** A successful settings write (issue 31 §4, m0027): who, when, which route and target; never the body. */
export interface SettingsActionTable {
  id: Generated<string>;
  at: Timestamp;
  username: string;
  /** The settings area: the path segment after /settings (users, profiles, opendata, …). */
  area: string;
  /** create | update | delete, or the route's own verb (resetpassword, reset, …). */
  action: string;
  method: string;
  /** The route's pattern, e.g. /api/settings/users/:userId. */
  route: string;
  /** The target's id when the route names one (or the created one's). */
  target: string | null;
}

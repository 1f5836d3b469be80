/**
 * The open data's settings (one row) and the integrators' keys. A key's secret is 32 random bytes
 * (base64url) behind the `od_` prefix, shown once at creation; the table keeps its SHA-256 (hex), so a
 * copy of the database reveals no usable key. The settings are cached a few seconds per process:
 * every public request needs them. A save drops the cache of every process at once (here, and
 * elsewhere through the change bus, db/changeBus.ts, which calls `forget`); SETTINGS_CACHE_MS bounds
 * how long a process that missed the message (its LISTEN connection being opened again) keeps them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@/shared/errors';
import { DEFAULT_EXPOSED_KINDS, OPEN_DATA_KINDS, OPEN_DATA_LIMITS, type OpenDataKey, type OpenDataKind, type OpenDataSettingsInput } from '@/shared/openData';
import { publishChange } from '../db/changeBus';
import type { Database } from '../db/schema';
import { AppError } from '../http/AppError';

type Db = Kysely<Database>;

export interface OpenDataRuntimeSettings {
  exposedKinds: OpenDataKind[];
  anonymousPerMinute: number;
  keyPerMinute: number;
}

export const SETTINGS_CACHE_MS = 5_000;
const KEY_PREFIX = 'od_';
/** Characters of the secret listed with the key (the `od_` prefix and 6 more): enough to tell keys apart, far too few to guess the rest. */
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;
/** A key's last use is written at most this often (not on every request). */
const LAST_USED_PRECISION_MS = 60_000;

const isKind = (value: string): value is OpenDataKind => (OPEN_DATA_KINDS as readonly string[]).includes(value);

export function hashKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export interface OpenDataSettingsStore {
  current(): Promise<OpenDataRuntimeSettings>;
  /** Drops the cached settings (they were saved through another process). */
  forget(): void;
  save(input: OpenDataSettingsInput, username: string, now: Date): Promise<OpenDataRuntimeSettings>;
  listKeys(): Promise<OpenDataKey[]>;
  createKey(name: string, username: string, now: Date): Promise<{ key: OpenDataKey; secret: string }>;
  revokeKey(id: number, now: Date): Promise<void>;
  /** The active key with this secret, its last use recorded; null for an unknown or revoked one. */
  useKey(secret: string, now: Date): Promise<{ id: number } | null>;
}

const keyRow = (row: { id: number; name: string; prefix: string; created_by: string; created_at: Date; last_used_at: Date | null }): OpenDataKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at ? row.last_used_at.toISOString() : null,
});

export function openDataSettingsStore(db: Db): OpenDataSettingsStore {
  let cached: { at: number; value: OpenDataRuntimeSettings } | null = null;

  async function read(): Promise<OpenDataRuntimeSettings> {
    const row = await db.selectFrom('open_data_setting').selectAll().where('id', '=', 1).executeTakeFirst();
    if (!row)
      return { exposedKinds: [...DEFAULT_EXPOSED_KINDS], anonymousPerMinute: OPEN_DATA_LIMITS.defaultAnonymousPerMinute, keyPerMinute: OPEN_DATA_LIMITS.defaultKeyPerMinute };
    return {
      exposedKinds: OPEN_DATA_KINDS.filter((kind) => row.exposed_kinds.filter(isKind).includes(kind)),
      anonymousPerMinute: row.anonymous_per_minute,
      keyPerMinute: row.key_per_minute,
    };
  }

  const keyColumns = ['id', 'name', 'prefix', 'created_by', 'created_at', 'last_used_at'] as const;

  return {
    async current() {
      const now = Date.now();
      if (!cached || now - cached.at > SETTINGS_CACHE_MS) cached = { at: now, value: await read() };
      return cached.value;
    },
    forget() {
      cached = null;
    },
    async save(input, username, now) {
      const exposed = OPEN_DATA_KINDS.filter((kind) => input.exposedKinds.includes(kind));
      await db
        .insertInto('open_data_setting')
        .values({ id: 1, exposed_kinds: exposed, anonymous_per_minute: input.anonymousPerMinute, key_per_minute: input.keyPerMinute, updated_by: username, updated_at: now })
        .onConflict((c) =>
          c.column('id').doUpdateSet({
            exposed_kinds: exposed,
            anonymous_per_minute: input.anonymousPerMinute,
            key_per_minute: input.keyPerMinute,
            updated_by: username,
            updated_at: now,
          }),
        )
        .execute();
      cached = null;
      await publishChange(db, { topic: 'openDataSettings' });
      return this.current();
    },
    async listKeys() {
      const rows = await db.selectFrom('open_data_key').select(keyColumns).where('revoked_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(keyRow);
    },
    async createKey(name, username, now) {
      const trimmed = name.trim();
      return db.transaction().execute(async (trx) => {
        const active = await trx.selectFrom('open_data_key').select(['name']).where('revoked_at', 'is', null).execute();
        if (active.length >= OPEN_DATA_LIMITS.maxActiveKeys) throw new AppError(ErrorCode.OpenDataTooManyKeys);
        if (active.some((key) => key.name.toLowerCase() === trimmed.toLowerCase())) throw new AppError(ErrorCode.OpenDataKeyNameTaken);
        const secret = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
        const row = await trx
          .insertInto('open_data_key')
          .values({ name: trimmed, key_hash: hashKey(secret), prefix: secret.slice(0, SHOWN_PREFIX_LENGTH), created_by: username, created_at: now })
          .returning(keyColumns)
          .executeTakeFirstOrThrow();
        return { key: keyRow(row), secret };
      });
    },
    async revokeKey(id, now) {
      const result = await db.updateTable('open_data_key').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError(ErrorCode.OpenDataKeyNotFound);
    },
    async useKey(secret, now) {
      const row = await db
        .selectFrom('open_data_key')
        .select(['id', 'last_used_at'])
        .where('key_hash', '=', hashKey(secret))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS) {
        await db.updateTable('open_data_key').set({ last_used_at: now }).where('id', '=', row.id).execute();
      }
      return { id: row.id };
    },
  };
}

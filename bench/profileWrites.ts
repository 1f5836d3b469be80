/**
 * `npx tsx bench/profileWrites.ts [embedded|postgres]`: one create, one save and one publish of an
 * entity at BENCH_ENTITIES entities, statement by statement (what runs, in what order, how long each
 * takes), after a few warm-up writes. A tool for finding round-trips; nothing asserts on it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { ADMIN_USERNAME } from '../src/shared/limits';
import { buildConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';
import { prepareDatabase } from '../src/server/db/prepareDatabase';
import { entityKind } from '../src/server/records/entityKind';
import type { ServerKindDefinition } from '../src/server/records/kindDefinition';
import { applyAction, createRecord, saveRecord } from '../src/server/records/recordWrites';
import { findUserByUsername, findUserProfiles } from '../src/server/users/userRepository';
import { newEntityInput } from './scenarios';
import { seedBenchEntities, seedDraftPool, draftPoolParentId } from './seedEntities';

const COUNT = Number(process.env.BENCH_ENTITIES ?? 100_000);
const entity = entityKind as unknown as ServerKindDefinition;

interface Logged {
  text: string;
  ms: number;
}
let log: Logged[] | null = null;

/** Times every statement node-postgres sends (PGlite's adapter goes through the same client). */
function traceQueries(): void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 150);
    const started = performance.now();
    const result = original.apply(this, args);
    if (log && result instanceof Promise) {
      const target = log;
      void result.then(
        () => target.push({ text, ms: performance.now() - started }),
        () => target.push({ text: `FAILED ${text}`, ms: performance.now() - started }),
      );
    }
    return result;
  };
}

async function main() {
  const engine = process.argv[2] ?? 'embedded';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-profile-'));
  const env = engine === 'postgres' ? { DATABASE_URL: process.env.PROFILE_DATABASE_URL ?? '' } : { DATA_DIR: dir };
  const config = buildConfig({ LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'Bench#2026-admin', SEED_DEMO: 'true', ...env });
  traceQueries();
  const handle = await createDatabase(config);
  try {
    const { db } = handle;
    await prepareDatabase(db, config);
    const existing = await db.selectFrom('record_version').select(db.fn.countAll<string>().as('n')).where('created_by', '=', 'bench').executeTakeFirstOrThrow();
    if (Number(existing.n) === 0) await seedBenchEntities(db, COUNT);
    const parentId = await draftPoolParentId(db);
    const drafts = await seedDraftPool(db, parentId, 20);
    await sql`VACUUM (ANALYZE)`.execute(db);
    const admin = await findUserByUsername(db, ADMIN_USERNAME);
    if (!admin) throw new Error('no admin');
    const caller = { username: admin.username, isGuest: false, profiles: await findUserProfiles(db, admin.id) };
    const run = (work: (c: Parameters<typeof createRecord>[0]) => Promise<unknown>) =>
      db.transaction().execute((trx) => work({ db: trx, caller, now: new Date(), language: 'pt' }));
    const writes: [string, () => Promise<unknown>][] = [
      ['create', () => run((c) => createRecord(c, entity, { input: newEntityInput(parentId) }))],
      ['update', () => run((c) => saveRecord(c, entity, drafts.pop() as number, 1, { input: newEntityInput(parentId), rowVersion: 1 }))],
      ['publish', () => run((c) => applyAction(c, entity, drafts.pop() as number, 1, 'publish', { rowVersion: 1 }))],
    ];
    for (let round = 0; round < 4; round++) {
      for (const [label, write] of writes) {
        const last = round === 3;
        log = [];
        const started = performance.now();
        await write();
        const total = performance.now() - started;
        const entries = log;
        log = null;
        if (!last && round !== 2) continue;
        console.log(`\n[${engine}] ${label}: ${total.toFixed(1)} ms, ${entries.length} statements`);
        for (const e of entries) console.log(`  ${e.ms.toFixed(2).padStart(7)}  ${e.text}`);
      }
    }
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

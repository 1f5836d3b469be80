/**
 * The backup drill (issue 33 §4): one seeded source on the embedded database (in a folder, as
 * `npm start` keeps it), a document with a PDF and a binary attachment added through the API and the
 * engine's store, backed up, then restored elsewhere and compared table by table (row counts and
 * content checksums, which restore checks itself and this test checks again). embedded → embedded
 * always; with TEST_DATABASE_URL also embedded → PostgreSQL, a backup of that PostgreSQL database
 * (whose manifest must describe the very same contents), PostgreSQL → PostgreSQL and → embedded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SavedRecord } from '@/shared/records/contract';
import { storeBytes } from '../attachments/attachmentStore';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../test/testApp';
import { createPostgresDatabase, testConfig, usesPostgres } from '../test/testDatabase';
import { createDatabase } from '../db/createDatabase';
import { prepareDatabase } from '../db/prepareDatabase';
import { documentInput, files, insertDocumentTypes, upload } from '../test/documents';
import { entityIdByCode } from '../test/users';
import { createBackup, type DatabaseTarget } from './backup';
import { BackupError } from './backupError';
import { readManifest, writeManifest, type Manifest } from './manifest';
import { findPgTool } from './pgTools';
import { restoreBackup } from './restore';

/** Restores and the PostgreSQL copies take seconds each on a shared machine. */
const DRILL_TIMEOUT_MS = 120_000;

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-backup-drill-'));
const sourceDir = path.join(root, 'source');
const backups = path.join(root, 'backups');
let t: TestApp | null = null;
let manifest: Manifest;
let folder: string;
/** attachment_content's rows at the source: the demo's, the document's PDF and the binary one. */
let contents: number;
const drops: (() => Promise<void>)[] = [];

async function refusal(work: Promise<unknown>): Promise<string> {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof BackupError)) throw new Error(`expected a BackupError, got ${String(error)}`);
  return error.message;
}

/** A server's start on the restored database finds nothing to migrate or seed: the history came along. */
async function expectServerStartsOn(target: DatabaseTarget): Promise<void> {
  const config = { ...testConfig(), ...target };
  const handle = await createDatabase(config);
  try {
    expect(await prepareDatabase(handle.db, config)).toEqual({ migrated: [], ran: [], generatedAdminPassword: null });
  } finally {
    await handle.close();
  }
}

/** Every byte value, so a restore that mangles binary data (encoding, escaping) shows. */
const allBytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: sourceDir } });
  const admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  const [documentTypeId] = await insertDocumentTypes(t.database.db);
  const organizationId = await entityIdByCode(t.database.db, 'DRS');
  const created = await t.call<SavedRecord>({
    method: 'POST',
    url: '/records/document',
    token: admin,
    payload: {
      input: documentInput({
        organizationId,
        documentTypeId: documentTypeId as number,
        code: 'DRILL-1',
        attachments: [upload(files.pdf('Cópia de segurança'), 'ensaio.pdf', 'application/pdf')],
      }),
      continueOnDuplicate: true,
    },
  });
  expect(created.body.code).toBe(0);
  await storeBytes(t.database.db, allBytes, 'application/octet-stream');
  contents = Number(
    (
      await t.database.db
        .selectFrom('attachment_content')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

  // While the server holds DATA_DIR, the embedded database belongs to it: the backup says to stop it.
  expect(await refusal(createBackup(t.database.config, backups))).toMatch(/while a server runs on the embedded database.*Stop the server/s);
  await t.close();
  t = null;

  ({ folder, manifest } = await createBackup({ databaseUrl: null, dataDir: sourceDir }, backups));
}, DRILL_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
  for (const drop of drops) await drop();
  fs.rmSync(root, { recursive: true, force: true });
});

it('writes a manifest with the version, the counts and checksums of every table, and the files’ SHA-256', () => {
  expect(readManifest(folder)).toEqual(manifest);
  expect(manifest).toMatchObject({ engine: 'embedded', product: { migration: expect.stringMatching(/^m\d{4}_/) } });
  expect(manifest.createdAtAzores).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]0[01]:00$/);
  expect(manifest.files).toEqual([{ name: 'pglite-datadir.tar.gz', bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  expect(contents).toBeGreaterThanOrEqual(2);
  expect(manifest.tables.attachment_content?.rows).toBe(contents);
  expect(manifest.tables.record_version?.checksum).toMatch(/^[0-9a-f]{32}$/);
  expect(Object.keys(manifest.tables)).toEqual(expect.arrayContaining(['app_user', 'attachment', 'kysely_migration', 'division', 'session']));
});

it(
  'restores embedded → embedded with every count and checksum equal, and only into an empty DATA_DIR',
  async () => {
    const target = { databaseUrl: null, dataDir: path.join(root, 'embedded') };
    const restored = await restoreBackup(folder, target);
    expect(restored.path).toBe('loadDataDir');
    expect(restored.tables).toEqual(manifest.tables);
    expect(await refusal(restoreBackup(folder, target))).toMatch(/already holds an embedded database/);
    await expectServerStartsOn(target);
  },
  DRILL_TIMEOUT_MS,
);

it('refuses a damaged backup before touching the target', async () => {
  const damaged = path.join(root, 'damaged');
  fs.cpSync(folder, damaged, { recursive: true });
  fs.appendFileSync(path.join(damaged, 'pglite-datadir.tar.gz'), 'x');
  const target = path.join(root, 'untouched');
  expect(await refusal(restoreBackup(damaged, { databaseUrl: null, dataDir: target }))).toMatch(/damaged: pglite-datadir\.tar\.gz/);
  expect(fs.existsSync(target)).toBe(false);
});

it('refuses a backup made by a newer version (a migration unknown here)', async () => {
  const future = path.join(root, 'future');
  fs.cpSync(folder, future, { recursive: true });
  writeManifest(future, { ...manifest, product: { ...manifest.product, migration: 'm9999_from_the_future' } });
  expect(await refusal(restoreBackup(future, { databaseUrl: null, dataDir: path.join(root, 'untouched') }))).toMatch(/newer version of the product/);
});

it('looks for a pg_dump at least as new as the server, and says what to install when there is none', async () => {
  expect(await refusal(findPgTool('pg_dump', 99, 99))).toMatch(/No pg_dump of PostgreSQL 99 or newer.*postgresql-client-99.*PG_BIN_DIR/s);
});

(usesPostgres() ? describe : describe.skip)('on PostgreSQL', () => {
  async function emptyPostgres(): Promise<string> {
    const created = await createPostgresDatabase();
    drops.push(created.drop);
    return created.url;
  }

  it(
    'restores embedded → PostgreSQL (the upgrade path), backs that up with the same contents, restores it PostgreSQL → PostgreSQL and → embedded',
    async () => {
      const upgraded = await emptyPostgres();
      const copied = await restoreBackup(folder, { databaseUrl: upgraded, dataDir: sourceDir });
      expect(copied.path).toBe('embedded → PostgreSQL copy');
      expect(copied.tables).toEqual(manifest.tables);
      await expectServerStartsOn({ databaseUrl: upgraded, dataDir: sourceDir });
      expect(await refusal(restoreBackup(folder, { databaseUrl: upgraded, dataDir: sourceDir }))).toMatch(/not empty/);

      // The checksums do not depend on the engine: PostgreSQL's backup describes the embedded one's contents.
      const fromPostgres = await createBackup({ databaseUrl: upgraded, dataDir: sourceDir }, path.join(root, 'pg-backups'));
      expect(fromPostgres.manifest).toMatchObject({ engine: 'postgres', files: [{ name: 'catalogue.pgdump' }] });
      expect(fromPostgres.manifest.tables).toEqual(manifest.tables);

      const restored = await restoreBackup(fromPostgres.folder, { databaseUrl: await emptyPostgres(), dataDir: sourceDir });
      expect(restored.path).toBe('pg_restore');
      expect(restored.tables).toEqual(manifest.tables);

      const embedded = { databaseUrl: null, dataDir: path.join(root, 'from-postgres') };
      const back = await restoreBackup(fromPostgres.folder, embedded);
      expect(back.path).toBe('PostgreSQL → embedded copy');
      expect(back.tables).toEqual(manifest.tables);
      await expectServerStartsOn(embedded);
    },
    DRILL_TIMEOUT_MS * 2,
  );
});

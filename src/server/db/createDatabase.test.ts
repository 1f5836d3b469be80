import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import { SETUP_TIMEOUT_MS } from '../test/testApp';
import { emptyTemplateOptions } from '../test/pgliteTemplate';
import { createDatabase } from './createDatabase';
import { DataDirLockedError, LOCK_FILE_NAME } from './dataDirLock';
import { migrateToLatest } from './migrate';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-db-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const config = () => ({ databaseUrl: null, dataDir });

it(
  'locks DATA_DIR while open, keeps data across a close, reads dates as calendar days, and sizes the shared buffers as configured',
  async () => {
    const first = await createDatabase(config(), emptyTemplateOptions());
    try {
      expect(first.engine).toBe('embedded');
      await expect(createDatabase(config())).rejects.toThrow(DataDirLockedError);
      await expect(createDatabase(config())).rejects.toThrow(/Another server instance is using DATA_DIR/);
      await migrateToLatest(first.db);
      await first.db
        .insertInto('record_version')
        .values({ kind: ObjectKind.Folder, id: 1, version: 1, state: RecordState.Draft, name: 'Pasta', start_date: '2026-03-01' })
        .execute();
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    await first.close(); // a second close is harmless

    const second = await createDatabase({ ...config(), embeddedSharedBuffersMb: 24 });
    try {
      const row = await second.db.selectFrom('record_version').select(['name', 'start_date']).executeTakeFirst();
      expect(row).toEqual({ name: 'Pasta', start_date: '2026-03-01' });
      const { rows } = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(second.db);
      expect(rows[0]?.shared_buffers).toBe('24MB');
    } finally {
      await second.close();
    }
  },
  SETUP_TIMEOUT_MS,
);

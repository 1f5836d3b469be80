/**
 * Crash safety of the embedded database. First a process writing rows is killed with SIGKILL in the
 * middle of its writes; reopening the folder (taking over the stale lock) finds every row whose
 * commit was acknowledged. The same through the real server (creates over HTTP, the server killed while
 * they are in flight) is part of main.test.ts's journey.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectKind } from '@/shared/enums';
import { spawnTs, waitForExit, waitForLine } from '../test/childProcess';
import { createDatabase } from './createDatabase';

const ROWS_BEFORE_KILL = 150;
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-crash-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every committed row after kill -9 during writes', async () => {
  const child = spawnTs('src/server/test/fixtures/writeRows.ts', [dataDir], {});
  let lastCommitted = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    for (const match of chunk.toString().matchAll(/committed (\d+)/g)) lastCommitted = Math.max(lastCommitted, Number(match[1]));
  });
  await waitForLine(child, 'stdout', (line) => line === `committed ${ROWS_BEFORE_KILL}`, 60_000);
  child.kill('SIGKILL');
  expect((await waitForExit(child)).signal).toBe('SIGKILL');
  expect(lastCommitted).toBeGreaterThanOrEqual(ROWS_BEFORE_KILL);

  // The dead writer's lock is stale: reopening takes it over.
  const reopened = await createDatabase({ databaseUrl: null, dataDir });
  try {
    const rows = await reopened.db.selectFrom('record_version').select('id').where('kind', '=', ObjectKind.Folder).orderBy('id').execute();
    const ids = rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(lastCommitted);
    // No gaps: rows 1..n, where n is the last acknowledged commit or the one in flight when killed.
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
    expect(ids.length - lastCommitted).toBeLessThanOrEqual(1);
  } finally {
    await reopened.close();
  }
}, 120_000);

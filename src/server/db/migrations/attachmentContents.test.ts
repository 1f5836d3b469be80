/**
 * Migration m0020 (issue 28 item 10) on a database that already holds attachments: each keeps its id
 * and bytes, its content row takes the same id, new uploads of those bytes get ids of their own and
 * share the content; down goes back to one row per content.
 */
import { sql } from 'kysely';
import { attachmentBytes, sha256Hex, storeBytes } from '../../attachments/attachmentStore';
import { testDatabaseForSuite } from '../../test/testDatabase';
import { migrateToLatest } from '../migrate';
import { MIGRATIONS } from '.';

const database = testDatabaseForSuite({}, { prepare: false });
const NAME = 'm0020_attachment_contents';
const bytes = (text: string) => Buffer.from(text);

it('moves existing bytes to attachment_content, keeping every attachment id', async () => {
  // The migrations before m0020, then m0020 alone (later ones run in name order after it).
  const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < NAME));
  const upToIt = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name <= NAME));
  await migrateToLatest(database.db, before);
  const ids: number[] = [];
  for (const text of ['%PDF-1.4 primeiro', '%PDF-1.4 segundo']) {
    const { rows } = await sql<{ id: number }>`INSERT INTO attachment (sha256, mime, size, bytes)
      VALUES (${sha256Hex(bytes(text))}, 'application/pdf', ${text.length}, ${bytes(text)}) RETURNING id`.execute(database.db);
    ids.push(rows[0]?.id ?? 0);
  }

  expect(await migrateToLatest(database.db, upToIt)).toEqual([NAME]);

  const [first, second] = ids as [number, number];
  expect(Buffer.from((await attachmentBytes(database.db, first)) ?? []).toString()).toBe('%PDF-1.4 primeiro');
  expect(Buffer.from((await attachmentBytes(database.db, second)) ?? []).toString()).toBe('%PDF-1.4 segundo');
  const contents = await database.db.selectFrom('attachment_content').select(['id', 'sha256']).orderBy('id').execute();
  expect(contents).toEqual([
    { id: first, sha256: sha256Hex(bytes('%PDF-1.4 primeiro')) },
    { id: second, sha256: sha256Hex(bytes('%PDF-1.4 segundo')) },
  ]);

  // The same bytes again: a new attachment on the existing content; new bytes: a content whose id follows.
  const again = await storeBytes(database.db, bytes('%PDF-1.4 primeiro'), 'application/pdf');
  expect(again).toBeGreaterThan(second);
  expect(await database.db.selectFrom('attachment_content').select('id').execute()).toHaveLength(2);
  await storeBytes(database.db, bytes('%PDF-1.4 terceiro'), 'application/pdf');
  expect(await database.db.selectFrom('attachment_content').select('id').execute()).toHaveLength(3);

  await MIGRATIONS[NAME]?.down?.(database.db);
  const { rows } = await sql<{ id: number; size: number }>`SELECT id, size FROM attachment ORDER BY id`.execute(database.db);
  expect(rows.map((r) => r.id)).toEqual([first, second, again + 1]);
});

import { ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import { documentKind } from '../records/documentKind';
import { serviceKind } from '../records/serviceKind';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { purgeOrphanAttachments } from './attachmentSweep';
import { attachmentBytes, sha256Hex, storeBytes } from './attachmentStore';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(() => database.close());

const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);

const bytes = (text: string) => new TextEncoder().encode(text);

async function storedAt(text: string, createdAt: Date): Promise<number> {
  const id = await storeBytes(database.db, bytes(text), 'application/pdf');
  await database.db.updateTable('attachment').set({ created_at: createdAt }).where('id', '=', id).execute();
  return id;
}

async function versionReferring(kind: ObjectKind, id: number, data: Record<string, unknown>) {
  await database.db
    .insertInto('record_version')
    .values({
      kind,
      id,
      version: 1,
      state: RecordState.Draft,
      code: `SW${id}`,
      name: `Varrimento ${id}`,
      abbreviation: 'SW',
      start_date: '2024-01-01',
      created_by: 'test',
      data,
    })
    .execute();
}

const remaining = async (ids: number[]) => (await database.db.selectFrom('attachment').select('id').where('id', 'in', ids).execute()).map((r) => r.id).sort((a, b) => a - b);

describe('purgeOrphanAttachments', () => {
  it('deletes only old files that no version refers to, whether the field holds a list or one file', async () => {
    const listed = await storedAt('listed', dayAgo);
    const diagram = await storedAt('diagram', dayAgo);
    const orphan = await storedAt('orphan', dayAgo);
    const fresh = await storedAt('fresh orphan', new Date());
    await versionReferring(ObjectKind.Document, 990_001, { attachments: [{ name: 'a.pdf', attachmentId: listed }, { name: 'b.pdf' }] });
    await versionReferring(ObjectKind.Service, 990_002, { procedureDiagram: { name: 'd.pdf', attachmentId: diagram } });

    const purged = await purgeOrphanAttachments(database.db, [documentKind, serviceKind], new Date(Date.now() - 24 * 60 * 60_000));

    expect(purged).toBe(1);
    expect(await remaining([listed, diagram, orphan, fresh])).toEqual([listed, diagram, fresh].sort((a, b) => a - b));
  });

  it('deletes shared bytes only with the last attachment that uses them', async () => {
    const kept = await storedAt('shared bytes', dayAgo);
    const dropped = await storedAt('shared bytes', dayAgo);
    const alone = await storedAt('bytes of an orphan', dayAgo);
    expect(new Set([kept, dropped, alone]).size).toBe(3);
    const contents = async () =>
      (
        await database.db
          .selectFrom('attachment_content')
          .select('sha256')
          .where('sha256', 'in', [sha256Hex(bytes('shared bytes')), sha256Hex(bytes('bytes of an orphan'))])
          .execute()
      ).length;
    expect(await contents()).toBe(2);
    await versionReferring(ObjectKind.Document, 990_004, { attachments: [{ name: 'a.pdf', attachmentId: kept }] });

    await purgeOrphanAttachments(database.db, [documentKind], new Date(Date.now() - 24 * 60 * 60_000));

    expect(await remaining([kept, dropped, alone])).toEqual([kept]);
    expect(await contents()).toBe(1);
    expect(Buffer.from((await attachmentBytes(database.db, kept)) ?? []).toString()).toBe('shared bytes');
  });

  it('reads a reference only in the fields its kind declares', async () => {
    const elsewhere = await storedAt('in an undeclared field', dayAgo);
    await versionReferring(ObjectKind.Document, 990_003, { logo: { attachmentId: elsewhere } });
    await purgeOrphanAttachments(database.db, [documentKind], new Date());
    expect(await remaining([elsewhere])).toEqual([]);
  });
});

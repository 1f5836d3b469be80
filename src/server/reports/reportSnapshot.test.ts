/**
 * The reports' snapshots (reportSnapshot.ts, migration m0031): a page after the first is read from
 * the question's snapshot — proven by a change the triggers are kept from announcing, which the
 * report then does not show —, the generation moves once per transaction that changes a published
 * version or the sibling order (not for a draft), each scope has its own snapshot, pages across chunk
 * boundaries equal the whole result, and builds drop what can no longer be served.
 */
import { sql } from 'kysely';
import { ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import type { ScopedProfile } from '@/shared/records/scope';
import { SETUP_TIMEOUT_MS, createTestApp, type TestApp } from '../test/testApp';
import { insertRecordRow } from '../test/recordRows';
import { reportPage } from './reportRows';
import { SNAPSHOT_LIMITS, snapshotKey } from './reportSnapshot';

const DAY = '2026-03-01';
const ROOT = 980001;
/** More children than a chunk holds, so that pages cross chunk boundaries. */
const CHILDREN = SNAPSHOT_LIMITS.chunkRows + 37;
const EVERYTHING: ScopedProfile[] = [{ organizationId: null, permissions: [] }];
let t: TestApp;

const db = () => t.database.db;
const page = (offset: number, limit: number, profiles: readonly ScopedProfile[] = EVERYTHING, organizationId: number | null = ROOT) =>
  reportPage('organicTree', { db: db(), day: DAY, organizationId, profiles }, 'pt', offset, limit);
const generation = async () => Number((await sql<{ value: string | number }>`SELECT value FROM report_generation WHERE id = 1`.execute(db())).rows[0]?.value ?? 0);
const snapshots = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM report_snapshot`.execute(db())).rows[0]?.n);
const published = (id: number, name: string, parentId: number | null, version = 1) =>
  insertRecordRow(db(), {
    kind: ObjectKind.Entity,
    id,
    version,
    state: RecordState.Published,
    code: `SN${id}`,
    name,
    parentId,
    createdAt: new Date('2026-01-10T10:00:00Z'),
    publishedAt: new Date('2026-01-10T12:00:00Z'),
  });

beforeAll(async () => {
  t = await createTestApp();
  await published(ROOT, 'Raiz dos instantâneos', null);
  for (let i = 1; i <= CHILDREN; i++) await published(ROOT + i, `Filho ${i}`, ROOT);
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

describe('snapshotKey', () => {
  it('is the question: report, day, filter and scope, whatever the order of profiles and exclusions', () => {
    const query = { day: DAY, organizationId: 1, profiles: [{ organizationId: 5, excludedOrganizationIds: [9, 7], permissions: [1] }, { organizationId: 3, permissions: [] }] };
    const same = { day: DAY, organizationId: 1, profiles: [{ organizationId: 3, permissions: [2] }, { organizationId: 5, excludedOrganizationIds: [7, 9], permissions: [] }] };
    expect(snapshotKey('organicTree', same)).toBe(snapshotKey('organicTree', query));
    expect(snapshotKey('entityContacts', query)).not.toBe(snapshotKey('organicTree', query));
    expect(snapshotKey('organicTree', { ...query, day: '2026-03-02' })).not.toBe(snapshotKey('organicTree', query));
    expect(snapshotKey('organicTree', { ...query, organizationId: null })).not.toBe(snapshotKey('organicTree', query));
    expect(snapshotKey('organicTree', { ...query, profiles: [{ organizationId: 5, excludedOrganizationIds: [7], permissions: [] }] })).not.toBe(snapshotKey('organicTree', query));
  });
});

describe('pages from the snapshot', () => {
  it('pages across chunk boundaries equal the whole result', async () => {
    const whole = await page(0, CHILDREN + 1);
    expect(whole.total).toBe(CHILDREN + 1);
    expect(whole.rows).toHaveLength(CHILDREN + 1);
    const cut = [];
    for (let offset = 0; offset < whole.total; offset += 7) cut.push(...(await page(offset, 7)).rows);
    expect(cut).toEqual(whole.rows);
    expect((await page(SNAPSHOT_LIMITS.chunkRows - 3, 6)).rows).toEqual(whole.rows.slice(SNAPSHOT_LIMITS.chunkRows - 3, SNAPSHOT_LIMITS.chunkRows + 3));
    const past = await page(whole.total + 10, 5);
    expect(past).toMatchObject({ total: whole.total, rows: [] });
  });

  it('serves the snapshot: a change the triggers do not announce is not seen; an announced one is', async () => {
    await page(0, 5);
    const rename = (name: string) => db().updateTable('record_version').set({ name }).where('kind', '=', ObjectKind.Entity).where('id', '=', ROOT).execute();
    await sql`ALTER TABLE record_version DISABLE TRIGGER record_version_published_updated`.execute(db());
    try {
      await rename('Raiz renomeada sem aviso');
      expect((await page(0, 5)).rows[0]?.[2]).toBe('Raiz dos instantâneos');
    } finally {
      await sql`ALTER TABLE record_version ENABLE TRIGGER record_version_published_updated`.execute(db());
    }
    await rename('Raiz renomeada');
    expect((await page(0, 5)).rows[0]?.[2]).toBe('Raiz renomeada');
  });

  it('each scope has its own snapshot', async () => {
    const everything = await page(0, 500);
    const oneBranch = await page(0, 500, [{ organizationId: ROOT + 1, permissions: [] }], null);
    expect(oneBranch.total).toBe(1);
    expect(oneBranch.rows[0]?.[2]).toBe('Filho 1');
    expect((await page(0, 500)).rows).toEqual(everything.rows);
  });
});

describe('the generation', () => {
  it('moves once per transaction that changes published versions, not for a draft', async () => {
    const before = await generation();
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('record_version').set({ abbreviation: 'X' }).where('kind', '=', ObjectKind.Entity).where('id', 'in', [ROOT + 1, ROOT + 2]).execute();
        await trx.updateTable('record_version').set({ abbreviation: 'Y' }).where('kind', '=', ObjectKind.Entity).where('id', '=', ROOT + 3).execute();
      });
    expect(await generation()).toBe(before + 1);
    await insertRecordRow(db(), { kind: ObjectKind.Entity, id: ROOT + 900, state: RecordState.Draft, code: 'SNDRAFT', name: 'Rascunho', parentId: ROOT, createdAt: new Date(), publishedAt: null });
    expect(await generation()).toBe(before + 1);
    await published(ROOT + 901, 'Publicado agora', ROOT);
    expect(await generation()).toBe(before + 2);
  });

  it('moves when the stored sibling order changes, and the next build drops the snapshots it made stale', async () => {
    await page(0, 5);
    expect(await snapshots()).toBeGreaterThan(0);
    const before = await generation();
    await sql`INSERT INTO organic_order (child_id, parent_id, position, changed_by) VALUES (${ROOT + 2}, ${ROOT}, 0, 'test')`.execute(db());
    expect(await generation()).toBe(before + 1);
    const reordered = await page(1, 1);
    expect(reordered.rows[0]?.[2]).toBe('Filho 2');
    // Only the snapshot just built is left: the others were of the previous generation.
    expect(await snapshots()).toBe(1);
    const chunks = (await sql<{ n: number }>`SELECT count(DISTINCT snapshot_id)::int AS n FROM report_snapshot_chunk`.execute(db())).rows[0]?.n;
    expect(chunks).toBe(1);
  });
});

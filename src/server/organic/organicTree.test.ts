/**
 * The organic tree as it stood on a date (issue 11): each entity's version in force that day, under
 * the parent it had then, on the edge cases of the as-of rule — a version published and replaced the
 * same day, an entity moved between parents, an extinct entity, the end of validity — and the
 * publication periods the migration fills from the audit trail for data written before it.
 */
import { ErrorCode } from '@/shared/errors';
import { ObjectKind } from '@/shared/enums';
import { sql } from 'kysely';
import { ORGANIC_LIMITS, type OrganicBounds, type OrganicLevel, type OrganicNode, type OrganicSearchHit } from '@/shared/organic';
import { RecordState } from '@/shared/recordStates';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import * as publicationPeriods from '../db/migrations/2026_11_27_201_publication_periods';
import * as reportSnapshots from '../db/migrations/m0031_report_snapshots';
import { SETUP_TIMEOUT_MS, createTestApp, testClock, TEST_ADMIN_PASSWORD, type TestApp } from '../test/testApp';
import { entityIdByCode } from '../test/users';

const clock = testClock(new Date('2026-03-01T12:00:00Z'));
let t: TestApp;
let admin: string;
let guest: string;
let organizationType: number;
const org = { root: 0, srsd: 0, srfpap: 0 };

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  guest = await t.guestToken();
  const db = t.database.db;
  org.srsd = await entityIdByCode(db, 'SRSD');
  org.srfpap = await entityIdByCode(db, 'SRFPAP');
  org.root = (await db.selectFrom('record_version').select('id').where('kind', '=', ObjectKind.Entity).where('parent_id', 'is', null).executeTakeFirstOrThrow()).id;
  organizationType = (await db.selectFrom('reference_item').select('id').where('category', '=', 'organizationType').executeTakeFirstOrThrow()).id;
}, SETUP_TIMEOUT_MS);

afterAll(() => t.close());

/** Moves the clock, signing in again: the sessions of the day before have expired. */
async function at(iso: string): Promise<void> {
  clock.set(new Date(iso));
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  guest = await t.guestToken();
}

const entity = (code: string, over: Partial<EntityInput> = {}): EntityInput => ({
  ...emptyEntity(),
  code,
  abbreviation: code,
  name: `Gabinete de ensaio ${code}`,
  startDate: '2026-01-01',
  organizationTypeId: organizationType,
  parentId: org.srsd,
  parentVersion: 1,
  ...over,
});

async function rowVersion(id: number, version: number): Promise<number> {
  return (await t.call<RecordView>({ method: 'GET', url: `/records/entity/${id}/${version}`, token: admin })).body.data.rowVersion;
}

async function act(id: number, version: number, action: string, extra: Record<string, unknown> = {}) {
  const answer = await t.call<SavedRecord>({
    method: 'POST',
    url: `/records/entity/${id}/${version}/actions/${action}`,
    token: admin,
    payload: { rowVersion: await rowVersion(id, version), continueOnDuplicate: true, ...extra },
  });
  expect(answer.body.code).toBe(0);
}

/** Creates and publishes (now, on the test clock); answers the id. */
async function published(input: EntityInput): Promise<number> {
  const created = await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token: admin, payload: { input, continueOnDuplicate: true } });
  expect(created.body.code).toBe(0);
  await act(created.body.data.id, 1, 'publish');
  return created.body.data.id;
}

/** Edits the published `version` into a new draft and publishes it (now); answers the new version. */
async function republished(id: number, version: number, input: EntityInput): Promise<number> {
  const saved = await t.call<SavedRecord>({
    method: 'PUT',
    url: `/records/entity/${id}/${version}`,
    token: admin,
    payload: { input, rowVersion: await rowVersion(id, version), continueOnDuplicate: true },
  });
  expect(saved.body.code).toBe(0);
  await act(id, saved.body.data.version, 'publish');
  return saved.body.data.version;
}

async function level(date: string, parentId?: number, token = admin, page = ''): Promise<OrganicLevel> {
  const answer = await t.call<OrganicLevel>({ method: 'GET', url: `/organic/nodes?date=${date}${parentId ? `&parentId=${parentId}` : ''}${page}`, token });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

const children = async (date: string, parentId?: number, token = admin): Promise<OrganicNode[]> => (await level(date, parentId, token)).nodes;

const versionUnder = async (date: string, parentId: number, id: number) => (await children(date, parentId)).find((n) => n.id === id)?.version ?? null;

describe('the organic tree of a date', () => {
  it('shows the version in force each day, under the parent it had then, and the last one of a day with two publications', async () => {
    await at('2026-03-10T12:00:00Z');
    const input = entity('ORG1');
    const id = await published(input);
    await at('2026-03-12T12:00:00Z');
    const moved = await republished(id, 1, { ...input, parentId: org.srfpap });
    await at('2026-03-15T10:00:00Z');
    const morning = await republished(id, moved, { ...input, parentId: org.srfpap, name: 'Gabinete de ensaio ORG1 (manhã)' });
    await at('2026-03-15T15:00:00Z');
    const afternoon = await republished(id, morning, { ...input, parentId: org.srfpap, name: 'Gabinete de ensaio ORG1 (tarde)' });

    expect(await versionUnder('2026-03-09', org.srsd, id)).toBeNull();
    expect(await versionUnder('2026-03-10', org.srsd, id)).toBe(1);
    expect(await versionUnder('2026-03-11', org.srsd, id)).toBe(1);
    expect(await versionUnder('2026-03-12', org.srsd, id)).toBeNull();
    expect(await versionUnder('2026-03-12', org.srfpap, id)).toBe(moved);
    expect(await versionUnder('2026-03-14', org.srfpap, id)).toBe(moved);
    expect(await versionUnder('2026-03-15', org.srfpap, id)).toBe(afternoon);
    const srsdThen = (await children('2026-03-11', org.root)).find((n) => n.id === org.srsd);
    const srsdLater = (await children('2026-03-13', org.root)).find((n) => n.id === org.srsd);
    expect((srsdThen?.childCount ?? 0) - (srsdLater?.childCount ?? 0)).toBe(1);
  });

  it('drops an entity after its end of validity and after it was extinguished', async () => {
    await at('2026-04-01T12:00:00Z');
    const ending = await published(entity('ORG2', { endDate: '2026-04-20' }));
    const extinct = await published(entity('ORG3'));
    await at('2026-04-10T12:00:00Z');
    await act(extinct, 1, 'extinct', { endDate: '2026-04-30' });
    await at('2026-05-01T12:00:00Z');

    expect(await versionUnder('2026-04-20', org.srsd, ending)).toBe(1);
    expect(await versionUnder('2026-04-21', org.srsd, ending)).toBeNull();
    expect(await versionUnder('2026-04-09', org.srsd, extinct)).toBe(1);
    expect(await versionUnder('2026-04-10', org.srsd, extinct)).toBeNull();
  });

  it('counts the sub-entities in force and finds a node at any depth with the path that opens it', async () => {
    await at('2026-05-05T12:00:00Z');
    const parent = await published(entity('ORG4', { parentId: org.srfpap, name: 'Núcleo de ensaio do arquipélago' }));
    await at('2026-05-06T12:00:00Z');
    const child = await published(entity('ORG5', { parentId: parent, name: 'Secção açoriana de ensaios' }));

    expect((await children('2026-05-05', org.srfpap)).find((n) => n.id === parent)?.childCount).toBe(0);
    expect((await children('2026-05-06', org.srfpap)).find((n) => n.id === parent)).toMatchObject({ childCount: 1, ownedCounts: { service: 0, pointOfCare: 0, document: 0 } });

    const search = async (date: string, query: string) =>
      (await t.call<OrganicSearchHit[]>({ method: 'GET', url: `/organic/search?date=${date}&query=${encodeURIComponent(query)}`, token: guest })).body.data;
    const [hit] = await search('2026-05-06', 'acoriana ENSAIOS');
    expect(hit?.node.id).toBe(child);
    expect(hit?.path).toEqual([org.root, org.srfpap, parent, child]);
    expect(await search('2026-05-05', 'acoriana ensaios')).toEqual([]);
    expect((await search('2026-05-06', 'org5')).map((h) => h.node.id)).toEqual([child]);
  });

  it('answers guests, and refuses a date before the minimum date or after today (-2)', async () => {
    await at('2026-05-10T12:00:00Z');
    const bounds = await t.call<OrganicBounds>({ method: 'GET', url: '/organic/bounds', token: guest });
    expect(bounds.body.data).toEqual({ minimumDate: '1976-09-08', today: '2026-05-10' });
    expect((await children('2026-05-10', undefined, guest)).map((n) => n.id)).toEqual([org.root]);
    for (const date of ['1976-09-07', '2026-05-11']) {
      const refused = await t.call({ method: 'GET', url: `/organic/nodes?date=${date}`, token: guest });
      expect(refused.body.code).toBe(ErrorCode.InvalidRequest);
    }
    expect((await t.call({ method: 'GET', url: '/organic/nodes?date=10/05/2026', token: guest })).response.statusCode).toBe(400);
  });

  it('pages a node of 250 sub-entities: 100 at a time in tree order, the total with each page, bounded in the schema', async () => {
    await at('2026-05-12T12:00:00Z');
    const parent = await published(entity('ORG9', { parentId: org.srfpap, name: 'Núcleo das muitas secções' }));
    // 250 sub-entities in one statement (published on 2026-05-01, in force since), names out of id order.
    await sql`INSERT INTO record_version (kind, id, version, state, code, name, abbreviation, parent_id, parent_version, start_date, active, published_at, created_by)
      SELECT ${ObjectKind.Entity}, 950000 + i, 1, ${RecordState.Published}, 'PG' || i, 'Secção ' || lpad(((i * 7) % 250)::text, 3, '0'), 'PG' || i, ${parent}, 1,
        date '2026-01-01', TRUE, timestamptz '2026-05-01T12:00:00Z', 'test'
      FROM generate_series(1, 250) AS i`.execute(t.database.db);
    const pages = [
      await level('2026-05-12', parent),
      await level('2026-05-12', parent, admin, '&offset=100'),
      await level('2026-05-12', parent, admin, '&offset=200&limit=100'),
    ];
    expect(pages.map((p) => [p.offset, p.nodes.length, p.total])).toEqual([
      [0, ORGANIC_LIMITS.childrenPage, 250],
      [100, 100, 250],
      [200, 50, 250],
    ]);
    // The pages follow one another in tree order (by name here), none repeated or skipped, and are the same read again.
    const names = pages.flatMap((p) => p.nodes.map((n) => n.name));
    expect(names).toEqual(Array.from({ length: 250 }, (_, i) => `Secção ${String(i).padStart(3, '0')}`));
    expect((await level('2026-05-12', parent, admin, '&offset=100')).nodes).toEqual(pages[1]?.nodes);
    // One sub-entity per page boundary: the last of a page and the first of the next.
    expect((await level('2026-05-12', parent, admin, '&offset=99&limit=2')).nodes.map((n) => n.name)).toEqual(['Secção 099', 'Secção 100']);
    // Past the end: no node, the total still said; the parent counts them all.
    expect(await level('2026-05-12', parent, admin, '&offset=250')).toEqual({ nodes: [], total: 250, offset: 250 });
    expect((await children('2026-05-12', org.srfpap)).find((n) => n.id === parent)?.childCount).toBe(250);
    // Out of the schema's bounds: -2, never a 500.
    for (const page of ['&limit=0', `&limit=${ORGANIC_LIMITS.maxChildren + 1}`, '&offset=-1', '&offset=x']) {
      const refused = await t.call({ method: 'GET', url: `/organic/nodes?date=2026-05-12&parentId=${parent}${page}`, token: admin });
      expect(refused.body.code).toBe(ErrorCode.InvalidRequest);
    }
    // Gone again: they have no audit trail, which the publication periods' test below rebuilds from.
    await sql`DELETE FROM record_version WHERE kind = ${ObjectKind.Entity} AND id BETWEEN 950001 AND 950250`.execute(t.database.db);
  });
});

describe('the publication periods of data written before them', () => {
  it('fills them from the audit trail as the engine sets them', async () => {
    const db = t.database.db;
    const periods = () =>
      db.selectFrom('record_version').select(['kind', 'id', 'version', 'published_at', 'unpublished_at']).orderBy('kind').orderBy('id').orderBy('version').execute();
    const engineSet = await periods();
    // The later migration whose triggers read the columns goes first, and comes back after, as a migrator would do it.
    await reportSnapshots.down(db);
    await publicationPeriods.down(db);
    await publicationPeriods.up(db);
    await reportSnapshots.up(db);
    expect(await periods()).toEqual(engineSet);
  });
});

/**
 * The organic tree's markers (folder, submitted version), who may reorder a node (permission 14 in
 * scope, today only) and the stored order of sub-entities (PUT /organic/order, issue 11): kept across
 * new versions, a moved sub-entity at the end of its new siblings, every refusal without a 500.
 */
import { sql } from 'kysely';
import { GroupKind, ObjectKind } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { ORGANIC_PATHS, type OrganicLevel, type OrganicNode, type OrganicSearchHit } from '@/shared/organic';
import { Permission } from '@/shared/permissions';
import { RecordState } from '@/shared/recordStates';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { SETTINGS_PATHS } from '@/shared/settings';
import { DETAIL_TEXTS } from '../http/detailTexts';
import { SETUP_TIMEOUT_MS, createTestApp, testClock, TEST_ADMIN_PASSWORD, type TestApp } from '../test/testApp';
import { createTestUser, entityIdByCode } from '../test/users';
import { ORGANIC_ORDER_ACTION, organicSiblingOrder } from './organicOrder';

const clock = testClock(new Date('2026-06-01T12:00:00Z'));
const TODAY = '2026-06-01';
const PASSWORD = 'Organica#2026pw';
let t: TestApp;
let organizationType: number;
const org = { root: 0, srsd: 0, srfpap: 0 };
const token = { admin: '', guest: '', orderer: '', global: '', editor: '' };

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.database.db;
  org.srsd = await entityIdByCode(db, 'SRSD');
  org.srfpap = await entityIdByCode(db, 'SRFPAP');
  org.root = (await db.selectFrom('record_version').select('id').where('kind', '=', ObjectKind.Entity).where('parent_id', 'is', null).executeTakeFirstOrThrow()).id;
  organizationType = (await db.selectFrom('reference_item').select('id').where('category', '=', 'organizationType').executeTakeFirstOrThrow()).id;
  // Permission 14 on SRSD's branch; on the whole tree; create/edit and submit (no 14) on SRSD's branch.
  await createTestUser(db, { username: 'ordena', password: PASSWORD, permissions: [Permission.EntityOrder], organizationId: org.srsd });
  await createTestUser(db, { username: 'ordenatudo', password: PASSWORD, permissions: [Permission.EntityOrder], organizationId: null });
  await createTestUser(db, { username: 'edita', password: PASSWORD, permissions: [Permission.EntityCreateEdit, Permission.EntitySubmit], organizationId: org.srsd });
  await signIn();
}, SETUP_TIMEOUT_MS);

async function signIn(): Promise<void> {
  token.admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  token.guest = await t.guestToken();
  token.orderer = await t.loginToken('ordena', PASSWORD);
  token.global = await t.loginToken('ordenatudo', PASSWORD);
  token.editor = await t.loginToken('edita', PASSWORD);
}

/** Moves the clock (later the same day), signing in again: the tokens of an hour before have expired. */
async function at(time: string): Promise<void> {
  clock.set(new Date(`${TODAY}T${time}Z`));
  await signIn();
}

afterAll(() => t.close());

let codes = 0;
const entity = (parentId: number, name: string, over: Partial<EntityInput> = {}): EntityInput => {
  const code = `ORD${(codes += 1)}`;
  return { ...emptyEntity(), code, abbreviation: code, name, startDate: '2026-01-01', organizationTypeId: organizationType, parentId, parentVersion: 1, ...over };
};

async function rowVersion(id: number, version: number): Promise<number> {
  return (await t.call<RecordView>({ method: 'GET', url: `/records/entity/${id}/${version}`, token: token.admin })).body.data.rowVersion;
}

async function act(id: number, version: number, action: string): Promise<void> {
  const answer = await t.call<SavedRecord>({
    method: 'POST',
    url: `/records/entity/${id}/${version}/actions/${action}`,
    token: token.admin,
    payload: { rowVersion: await rowVersion(id, version), continueOnDuplicate: true },
  });
  expect(answer.body.code).toBe(0);
}

/** A new draft version of a published one; answers its number. */
async function draftOf(id: number, version: number, input: EntityInput): Promise<number> {
  const saved = await t.call<SavedRecord>({
    method: 'PUT',
    url: `/records/entity/${id}/${version}`,
    token: token.admin,
    payload: { input, rowVersion: await rowVersion(id, version), continueOnDuplicate: true },
  });
  expect(saved.body.code).toBe(0);
  return saved.body.data.version;
}

async function published(input: EntityInput): Promise<number> {
  const created = await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token: token.admin, payload: { input, continueOnDuplicate: true } });
  expect(created.body.code).toBe(0);
  await act(created.body.data.id, 1, 'publish');
  return created.body.data.id;
}

async function nodes(parentId: number | null, as = token.admin, date = TODAY): Promise<OrganicNode[]> {
  const answer = await t.call<OrganicLevel>({ method: 'GET', url: `${ORGANIC_PATHS.nodes}?date=${date}${parentId ? `&parentId=${parentId}` : ''}`, token: as });
  expect(answer.body.code).toBe(0);
  return answer.body.data.nodes;
}

const node = async (parentId: number | null, id: number, as = token.admin, date = TODAY) => (await nodes(parentId, as, date)).find((n) => n.id === id);
const names = async (parentId: number) => (await nodes(parentId)).map((n) => n.name);

const order = (payload: unknown, as = token.admin) => t.call<null>({ method: 'PUT', url: ORGANIC_PATHS.order, token: as, payload: payload as Record<string, unknown> });

describe('the nodes’ markers', () => {
  it('marks a folder entity and a newer version submitted for approval or publication', async () => {
    const parent = await published(entity(org.srsd, 'Pasta de ensaio dos marcadores'));
    expect(await node(org.srsd, parent)).toMatchObject({ isFolder: false, pendingState: null });

    const folder = await t.call({ method: 'PUT', url: SETTINGS_PATHS.groups, token: token.admin, payload: { organizationIds: [parent], groupKind: GroupKind.Folder } });
    expect(folder.body.code).toBe(0);
    expect(await node(org.srsd, parent)).toMatchObject({ isFolder: true, pendingState: null });

    const draft = await draftOf(parent, 1, entity(org.srsd, 'Pasta de ensaio dos marcadores (nova)'));
    expect((await node(org.srsd, parent))?.pendingState).toBeNull();
    await act(parent, draft, 'submitForApproval');
    expect(await node(org.srsd, parent)).toMatchObject({ version: 1, pendingState: RecordState.SubmittedForApproval });
    await act(parent, draft, 'submitForPublication');
    expect((await node(org.srsd, parent))?.pendingState).toBe(RecordState.SubmittedForPublication);
    // The search answers the same markers.
    const hits = await t.call<OrganicSearchHit[]>({
      method: 'GET',
      url: `${ORGANIC_PATHS.search}?date=${TODAY}&query=${encodeURIComponent('ensaio dos marcadores')}`,
      token: token.guest,
    });
    expect(hits.body.data.map((h) => h.node)).toEqual([
      expect.objectContaining({ id: parent, isFolder: true, pendingState: RecordState.SubmittedForPublication, canOrder: false }),
    ]);
    await act(parent, draft, 'publish');
    expect(await node(org.srsd, parent)).toMatchObject({ version: draft, isFolder: false, pendingState: null });
  });
});

describe('who may reorder a node', () => {
  it('is a holder of permission 14 whose profile’s scope holds the node, today only; never a guest', async () => {
    const inside = await published(entity(org.srsd, 'Núcleo de ensaio de âmbito'));
    const outside = await published(entity(org.srfpap, 'Núcleo de ensaio fora de âmbito'));
    const canOrder = async (parentId: number | null, id: number, as: string, date = TODAY) => (await node(parentId, id, as, date))?.canOrder;

    expect(await canOrder(org.srsd, inside, token.orderer)).toBe(true);
    expect(await canOrder(org.root, org.srsd, token.orderer)).toBe(true);
    expect(await canOrder(org.srfpap, outside, token.orderer)).toBe(false);
    expect(await canOrder(null, org.root, token.orderer)).toBe(false);
    expect(await canOrder(org.srsd, inside, token.editor)).toBe(false);
    expect(await canOrder(org.srsd, inside, token.guest)).toBe(false);
    for (const as of [token.admin, token.global]) {
      expect(await canOrder(org.srsd, inside, as)).toBe(true);
      expect(await canOrder(org.srfpap, outside, as)).toBe(true);
      expect(await canOrder(null, org.root, as)).toBe(true);
    }
    // A past day's tab shows another tree: nothing there is reordered.
    expect(await canOrder(org.root, org.srsd, token.admin, '2026-05-31')).toBe(false);

    const search = async (as: string) =>
      (await t.call<OrganicSearchHit[]>({ method: 'GET', url: `${ORGANIC_PATHS.search}?date=${TODAY}&query=${encodeURIComponent('Núcleo de ensaio')}`, token: as })).body.data;
    const byId = (hits: OrganicSearchHit[]) => Object.fromEntries(hits.map((h) => [h.node.id, h.node.canOrder]));
    expect(byId(await search(token.orderer))).toEqual({ [inside]: true, [outside]: false });
    expect(byId(await search(token.guest))).toEqual({ [inside]: false, [outside]: false });
  });
});

describe('the order of a node’s sub-entities', () => {
  const ids = { parent: 0, a: 0, b: 0, c: 0, other: 0, x: 0, y: 0 };

  beforeAll(async () => {
    ids.parent = await published(entity(org.srsd, 'Direção de ensaio da ordem'));
    ids.a = await published(entity(ids.parent, 'Gabinete A'));
    ids.b = await published(entity(ids.parent, 'Gabinete B'));
    ids.c = await published(entity(ids.parent, 'Gabinete C'));
    ids.other = await published(entity(org.srsd, 'Direção de ensaio de destino'));
    ids.x = await published(entity(ids.other, 'Serviço X'));
    ids.y = await published(entity(ids.other, 'Serviço Y'));
  });

  it('lists sub-entities by name until an order is stored, then in that order, audited', async () => {
    expect(await names(ids.parent)).toEqual(['Gabinete A', 'Gabinete B', 'Gabinete C']);
    const answer = await order({ parentId: ids.parent, childIds: [ids.c, ids.a, ids.b] }, token.orderer);
    expect(answer.body.code).toBe(0);
    expect(await names(ids.parent)).toEqual(['Gabinete C', 'Gabinete A', 'Gabinete B']);
    // The same order again changes no place and writes no audit row.
    expect((await order({ parentId: ids.parent, childIds: [ids.c, ids.a, ids.b] }, token.orderer)).body.code).toBe(0);

    const audit = await t.database.db
      .selectFrom('record_action')
      .select(['record_id', 'comment', 'username'])
      .where('action', '=', ORGANIC_ORDER_ACTION)
      .where('record_id', 'in', [ids.a, ids.b, ids.c])
      .orderBy('record_id')
      .execute();
    expect(audit).toEqual([
      { record_id: ids.a, comment: 'Ordem na orgânica: - != 2', username: 'ordena' },
      { record_id: ids.b, comment: 'Ordem na orgânica: - != 3', username: 'ordena' },
      { record_id: ids.c, comment: 'Ordem na orgânica: - != 1', username: 'ordena' },
    ]);
  });

  it('gives other server code the same sibling order (organicSiblingOrder)', async () => {
    const rows = await sql<{ name: string }>`SELECT n.name FROM record_version n
      WHERE n.kind = ${ObjectKind.Entity} AND n.parent_id = ${ids.parent} AND n.state = ${RecordState.Published}
      ORDER BY ${organicSiblingOrder('n')}`.execute(t.database.db);
    expect(rows.rows.map((r) => r.name)).toEqual(await names(ids.parent));
  });

  it('keeps a sub-entity’s place when a new version of it is published', async () => {
    await at('13:00:00');
    const input = entity(ids.parent, 'Gabinete A renomeado Aa');
    const version = await draftOf(ids.a, 1, { ...input, code: (await node(ids.parent, ids.a))?.code ?? '' });
    await act(ids.a, version, 'publish');
    expect(await names(ids.parent)).toEqual(['Gabinete C', 'Gabinete A renomeado Aa', 'Gabinete B']);
  });

  it('puts a sub-entity moved to another parent at the end of its new siblings', async () => {
    expect((await order({ parentId: ids.other, childIds: [ids.y, ids.x] }, token.global)).body.code).toBe(0);
    await at('14:00:00');
    const code = (await node(ids.parent, ids.c))?.code ?? '';
    const version = await draftOf(ids.c, 1, entity(ids.other, 'Gabinete C', { code, abbreviation: code }));
    await act(ids.c, version, 'publish');
    // By name it would come first; it has no place under its new parent yet.
    expect(await names(ids.other)).toEqual(['Serviço Y', 'Serviço X', 'Gabinete C']);
    expect(await names(ids.parent)).toEqual(['Gabinete A renomeado Aa', 'Gabinete B']);
    // The old parent's list no longer holds it; its new parent's order takes it.
    expect((await order({ parentId: ids.parent, childIds: [ids.b, ids.a] }, token.orderer)).body.code).toBe(0);
    expect((await order({ parentId: ids.other, childIds: [ids.c, ids.y, ids.x] }, token.orderer)).body.code).toBe(0);
    expect(await names(ids.other)).toEqual(['Gabinete C', 'Serviço Y', 'Serviço X']);
    expect(await names(ids.parent)).toEqual(['Gabinete B', 'Gabinete A renomeado Aa']);
  });

  it('orders the roots only with a whole-tree profile', async () => {
    expect((await order({ parentId: null, childIds: [org.root] }, token.global)).body.code).toBe(0);
    expect((await order({ parentId: null, childIds: [org.root] }, token.orderer)).body.code).toBe(ErrorCode.NoPermission);
    expect((await nodes(null)).map((n) => n.id)).toEqual([org.root]);
  });

  it('refuses a list that is not exactly today’s sub-entities (-2, naming the rule)', async () => {
    const current = (await nodes(ids.other)).map((n) => n.id);
    expect(current).toHaveLength(3);
    const [first = 0, second = 0] = current;
    for (const childIds of [current.slice(1), [...current, ids.a], [first, first, second], [...current.slice(1), ids.a], [], [...current, 999_999]]) {
      const refused = await order({ parentId: ids.other, childIds }, token.orderer);
      expect({ childIds, code: refused.body.code }).toEqual({ childIds, code: ErrorCode.InvalidRequest });
      expect(refused.body.description).toContain(DETAIL_TEXTS.organicOrderChildren.pt);
    }
    // A sub-entity of a past day (moved away since) is no longer one of them.
    const refused = await order({ parentId: ids.parent, childIds: [ids.b, ids.a, ids.c] }, token.admin);
    expect(refused.body.code).toBe(ErrorCode.InvalidRequest);
    expect(await names(ids.other)).toEqual(['Gabinete C', 'Serviço Y', 'Serviço X']);
  });

  it('refuses a parent out of scope, a caller without 14 and the guest (-500), an unknown parent (-100) and a bad body (400)', async () => {
    const outsideChildren = (await nodes(org.srfpap)).map((n) => n.id);
    expect((await order({ parentId: org.srfpap, childIds: outsideChildren }, token.orderer)).body.code).toBe(ErrorCode.NoPermission);
    expect((await order({ parentId: org.srfpap, childIds: outsideChildren }, token.global)).body.code).toBe(0);
    const mine = (await nodes(ids.other)).map((n) => n.id);
    for (const as of [token.editor, token.guest]) expect((await order({ parentId: ids.other, childIds: mine }, as)).body.code).toBe(ErrorCode.NoPermission);
    const anonymous = await t.call({ method: 'PUT', url: ORGANIC_PATHS.order, payload: { parentId: ids.other, childIds: mine } });
    expect(anonymous.response.statusCode).toBe(401);
    // Not revealed to a scoped caller (no chain: not in its scope); not found for the whole-tree one.
    expect((await order({ parentId: 999_999, childIds: [] }, token.orderer)).body.code).toBe(ErrorCode.NoPermission);
    expect((await order({ parentId: 999_999, childIds: [] }, token.admin)).body.code).toBe(ErrorCode.EntityNotFound);

    const bad = [
      {},
      { parentId: ids.other },
      { childIds: mine },
      { parentId: 'x', childIds: mine },
      { parentId: ids.other, childIds: ['a'] },
      { parentId: 0, childIds: [] },
      { parentId: ids.other, childIds: [2 ** 40] },
      [mine],
    ];
    for (const payload of bad) {
      const refused = await order(payload);
      expect({ payload, status: refused.response.statusCode, code: refused.body.code }).toEqual({ payload, status: 400, code: ErrorCode.InvalidRequest });
    }
    // An unknown property is dropped, as on every route (Fastify's removeAdditional).
    expect((await order({ parentId: ids.other, childIds: mine, extra: 1 })).body.code).toBe(0);
    expect(await names(ids.other)).toEqual(['Gabinete C', 'Serviço Y', 'Serviço X']);
  });
});

/**
 * The authorisation matrix (issue 7): every route of the OpenAPI document × {nobody signed in, guest,
 * a user without permissions, a branch-scoped holder of each permission area, the whole-tree
 * administrator} × {target inside, outside the branch, under an entity moved out of it}, checked against the one table of what SPEC §6
 * allows (authorizationRules.ts). A route without a rule fails the coverage test.
 */
import { randomBytes } from 'node:crypto';
import { UserStatus } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME } from '@/shared/limits';
import type { SavedRecord, RecordView } from '@/shared/records/contract';
import type { RecordKindName } from '@/shared/records/kinds';
import { referencedAttachmentIds } from '../attachments/attachmentFields';
import { REGISTERED_KINDS } from '../records/registry';
import { insertDocumentTypes } from '../test/documents';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../test/testApp';
import { entityMovedBetween } from '../test/entityMoves';
import { validRecordInput } from '../test/recordInputs';
import { createTestUser, entityIdByCode } from '../test/users';
import { authorizationRules, type MatrixFixtures, type Outcome, type RouteRule } from './authorizationRules';
import { PLACES, SUBJECTS, subjectName, type Place, type Subject } from './matrixSubjects';

const KINDS = Object.keys(REGISTERED_KINDS) as RecordKindName[];
const RULES = authorizationRules(KINDS, {
  // The documents' matrix input carries a file (recordInputs.ts), so its drafts have one to download.
  attachmentKind: KINDS.includes('document') ? 'document' : undefined,
  copyable: KINDS.filter((kind) => REGISTERED_KINDS[kind]?.def.copy),
});
const PASSWORD = 'Matrix#2026pw';

let t: TestApp;
let adminToken: string;
let casesRun = 0;
const tokens = new Map<Subject, string>();
const usernames = new Map<Subject, string>();
/** The scoped subjects' branch, an organisation below it, two outside it, and one moved out of it. */
const org = { branch: 0, below: 0, outside: 0, outsideBelow: 0, moved: 0 };
let movedVersion = 0;

/** The organisation a record, profile or user at `place` belongs to (`branchLevel`: a branch's top rather than a directorate). */
function organizationAt(place: Place, branchLevel = false): number {
  if (place === 'moved') return org.moved;
  if (place === 'inside') return branchLevel ? org.branch : org.below;
  return branchLevel ? org.outside : org.outsideBelow;
}
let seq = 0;

const unique = (prefix: string) => `${prefix}${(seq += 1)}x${randomBytes(3).toString('hex')}`;

let documentTypeId = 0;
let channelTypeId = 0;

/**
 * A valid record under the organisations at `place`: a new entity under the branch's top (or the
 * outside one's, or the moved entity), any other kind owned by a directorate that may have services and
 * points of care: DROT inside the branch, DRS outside it, or the moved entity.
 */
function recordInputAt(kind: RecordKindName, place: Place): Record<string, unknown> {
  // The seeded parents are at their version 1; the moved entity's published version is its second.
  const parent = { id: organizationAt(place, true), version: place === 'moved' ? movedVersion : 1 };
  return validRecordInput(kind, unique('MX'), { parent, owner: organizationAt(place), documentTypeId, channelTypeId });
}

const fixtures: MatrixFixtures = {
  newRecordInput: async (kind, place) => recordInputAt(kind, place),
  async draftRecord(kind, place) {
    const created = await t.call<SavedRecord>({
      method: 'POST',
      url: `/records/${kind}`,
      token: adminToken,
      payload: { input: recordInputAt(kind, place), continueOnDuplicate: true },
    });
    if (created.body.code !== 0) throw new Error(`draft of ${kind} not created: ${created.body.code} ${created.body.description}`);
    const view = await t.call<RecordView>({ method: 'GET', url: `/records/${kind}/${created.body.data.id}/${created.body.data.version}`, token: adminToken });
    const def = REGISTERED_KINDS[kind]?.def;
    const attachmentId = def ? referencedAttachmentIds(def, view.body.data.data)[0] : undefined;
    return { id: view.body.data.id, version: view.body.data.version, rowVersion: view.body.data.rowVersion, attachmentId };
  },
  async publishedRecord(kind, place) {
    const draft = await fixtures.draftRecord(kind, place);
    const done = await t.call({
      method: 'POST',
      url: `/records/${kind}/${draft.id}/${draft.version}/actions/publish`,
      token: adminToken,
      payload: { rowVersion: draft.rowVersion, continueOnDuplicate: true },
    });
    if (done.body.code !== 0) throw new Error(`${kind} not published: ${done.body.code} ${done.body.description}`);
    return { id: draft.id, version: draft.version };
  },
  async user(place) {
    // Straight into the database and without a password: hashing one per case would dominate the run.
    const db = t.database.db;
    const username = unique('alvo');
    const user = await db.insertInto('app_user').values({ username, display_name: username, status: UserStatus.Active }).returning('id').executeTakeFirstOrThrow();
    const profileId = await fixtures.profile(place);
    await db.insertInto('user_profile').values({ user_id: user.id, profile_id: profileId }).execute();
    return { userId: user.id, profileId };
  },
  async profile(place) {
    const row = await t.database.db
      .insertInto('profile')
      .values({ name: unique('Perfil alvo '), organization_id: organizationAt(place), excluded_organization_ids: [], permissions: [] })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  organization: async (place) => organizationAt(place),
  unique,
};

/**
 * The targets a case is sent on, shared while they cannot have changed: most of the matrix's time was
 * spent making targets. A GET changes nothing, so the cases of every GET route share one target per kind
 * and place. A write route's cases share theirs until a call is let through (answered anything but a
 * refusal): a refused call leaves its target as it was, so the next caller finds the same draft, user or
 * profile; one let through may have deleted, submitted or published it, so the next case gets a fresh one.
 */
const sharedTargets = new Map<string, Promise<unknown>>();
let currentRoute = '';

const isGet = (route: string) => route.startsWith('GET ');

function shared<A extends unknown[], R>(name: string, make: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A) => {
    const key = `${isGet(currentRoute) ? 'GET' : currentRoute}|${name}|${args.join('|')}`;
    let target = sharedTargets.get(key) as Promise<R> | undefined;
    if (!target) sharedTargets.set(key, (target = make(...args)));
    return target;
  };
}

/** After a write was let through: the targets of its route are made again for the next case. */
function forgetTargetsOf(route: string): void {
  for (const key of sharedTargets.keys()) if (key.startsWith(`${route}|`)) sharedTargets.delete(key);
}

const caseFixtures: MatrixFixtures = {
  ...fixtures,
  draftRecord: shared('draft', fixtures.draftRecord),
  publishedRecord: shared('published', fixtures.publishedRecord),
  user: shared('user', fixtures.user),
  profile: shared('profile', fixtures.profile),
};

async function signIn(subject: Subject): Promise<string | undefined> {
  if (subject.who === 'anonymous') return undefined;
  if (subject.who === 'guest') return t.guestToken();
  if (subject.who === 'admin') return t.loginToken(ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
  let username = usernames.get(subject);
  if (!username) {
    username = unique(subjectName(subject).replace(/\W/g, ''));
    await createTestUser(t.database.db, { username, password: PASSWORD, permissions: [...subject.permissions], organizationId: org.branch });
    usernames.set(subject, username);
  }
  return t.loginToken(username, PASSWORD);
}

function matches(outcome: Outcome, rule: RouteRule, code: number): boolean {
  const hidden = rule.hiddenCode;
  switch (outcome) {
    case 'allowed':
      return ![ErrorCode.Unauthorized, ErrorCode.SessionInvalid, ErrorCode.NoPermission, hidden].includes(code);
    case 'refused':
      return code === ErrorCode.NoPermission;
    case 'hidden':
      return code === hidden;
    case 'refusedOrHidden':
      return code === ErrorCode.NoPermission || code === hidden;
  }
}

async function runCase(rule: RouteRule, subject: Subject, place: Place): Promise<string | null> {
  casesRun += 1;
  const token = rule.endsSession ? await signIn(subject) : tokens.get(subject);
  currentRoute = rule.route;
  const request = await rule.request(caseFixtures, place);
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // Only the envelope is JSON: the open data's JSON-LD and CSV answers are successes without one (code 0).
  const isEnvelope = /^application\/json/.test(String(response.headers['content-type']));
  const envelope = isEnvelope ? (response.json() as { code: number; data: unknown }) : null;
  // A rule may read the code from the data (a bulk action's one record's result) when the envelope itself is a success.
  const code = envelope === null ? ErrorCode.Ok : envelope.code === ErrorCode.Ok ? (rule.codeOf?.(envelope.data) ?? envelope.code) : envelope.code;
  const refused = [ErrorCode.Unauthorized, ErrorCode.SessionInvalid, ErrorCode.NoPermission, rule.hiddenCode].includes(code);
  if (!refused && !isGet(rule.route)) forgetTargetsOf(rule.route);
  const where = `${subjectName(subject)}, target ${place}`;
  if (response.statusCode >= 500) return `${where}: HTTP ${response.statusCode}`;
  if (subject.who === 'anonymous' && !rule.isPublic) {
    return response.statusCode === 401 && code === ErrorCode.Unauthorized ? null : `${where}: expected 401/-4, got ${response.statusCode}/${code}`;
  }
  const expected = rule.expect(subject, place);
  return matches(expected, rule, code) ? null : `${where}: expected ${expected}, got code ${code}`;
}

beforeAll(async () => {
  // Every subject signs in at least once and the session rules sign in again: above the default per-address limit.
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } });
  const db = t.database.db;
  org.branch = await entityIdByCode(db, 'SRFPAP');
  org.below = await entityIdByCode(db, 'DROT');
  org.outside = await entityIdByCode(db, 'SRSD');
  org.outsideBelow = await entityIdByCode(db, 'DRS');
  adminToken = await t.loginToken(ADMIN_USERNAME, TEST_ADMIN_PASSWORD);
  // A directorate like DROT and DRS (it may own services and points of care), moved from the branch to outside it.
  const fields = { canHaveServices: true, canHavePointsOfCare: true };
  const moved = { code: 'MXMUDOU', name: 'Matriz direção que mudou de tutela', organizationTypeId: 3, from: org.branch, to: org.outside, fields };
  ({ id: org.moved, version: movedVersion } = await entityMovedBetween(t, adminToken, moved));
  [documentTypeId] = (await insertDocumentTypes(db)) as [number];
  channelTypeId = (await db.selectFrom('reference_item').select('id').where('category', '=', 'channelType').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  for (const subject of SUBJECTS) {
    const token = await signIn(subject);
    if (token) tokens.set(subject, token);
  }
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  process.stdout.write(`authorisation matrix: ${RULES.length} routes, ${SUBJECTS.length} callers, ${casesRun} cases\n`);
  await t.close();
});

test('every route of the OpenAPI document has exactly one rule, and every rule a route', () => {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
  const ruled = RULES.map((r) => r.route);
  expect(new Set(ruled).size).toBe(ruled.length);
  expect([...documented].sort()).toEqual([...ruled].sort());
});

describe.each(RULES.map((rule) => [rule.route, rule] as const))('%s', (_route, rule) => {
  test('answers every caller as SPEC §6 says', async () => {
    const places: readonly Place[] = rule.scoped ? PLACES : ['inside'];
    const mismatches: string[] = [];
    for (const subject of SUBJECTS) {
      for (const place of places) {
        const mismatch = await runCase(rule, subject, place);
        if (mismatch) mismatches.push(mismatch);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

/**
 * What the benchmark measures, each as the HTTP request the SPA sends (run by the load generator)
 * and the same work done in-process (the engine call in the server's process, no HTTP, no session;
 * for a search also its page query alone): the entity list searches (one per filter family
 * of SPEC §3.1), the service list searched by a name fragment and by state, the session read alone, one record's detail, and the three writes — create (with its
 * duplicate-name check), save in place, publish.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TokenClaims } from '../src/shared/api';
import { ACCOUNT_PATHS } from '../src/shared/api';
import { API_BASE } from '../src/shared/limits';
import { RecordState } from '../src/shared/recordStates';
import { ORGANIC_PATHS } from '../src/shared/organic';
import { RECORD_PATHS } from '../src/shared/records/contract';
import { regionDay } from '../src/shared/regionTime';
import { emptyEntity, type EntityInput } from '../src/shared/records/entity';
import { loadAuthSession } from '../src/server/auth/authSession';
import type { Database } from '../src/server/db/schema';
import type { EngineCaller, EngineContext } from '../src/server/records/engineContext';
import { entityKind } from '../src/server/records/entityKind';
import { serviceKind } from '../src/server/records/serviceKind';
import type { ServerKindDefinition } from '../src/server/records/kindDefinition';
import { organicChildren, organicSearch, type OrganicViewer } from '../src/server/organic/organicTree';
import { getRecordView } from '../src/server/records/recordReads';
import { searchPageOnly, searchRecords } from '../src/server/records/recordSearch';
import { applyAction, createRecord, saveRecord } from '../src/server/records/recordWrites';
import type { HttpRequestSpec } from './measure';

/** A read: the same request each time. */
export interface ReadScenario {
  type: 'read';
  id: string;
  label: string;
  http: HttpRequestSpec;
}

/** A write: each request with its own body and target; null when the targets ran out. */
export interface WriteScenario {
  type: 'write';
  id: string;
  label: string;
  nextHttp: () => HttpRequestSpec | null;
}

export type Scenario = ReadScenario | WriteScenario;

/** A scenario's work in-process (the server's process): false when its targets ran out. */
export interface InProcessWork {
  run: () => Promise<boolean>;
  /** Searches: the page query alone, without the total (recordSearch.searchPageOnly). */
  pageOnly?: () => Promise<unknown>;
}

/** What both sides know: sent by the server's process once it has seeded. */
export interface SharedSetup {
  /** A seeded record version the detail read opens. */
  sample: { id: number; version: number };
  /** The published demo entity new records hang under. */
  parentId: number;
  /**
   * Drafts (row version 1) with unique names, one per save, and others one per publish. HTTP takes
   * them from the end, the in-process loop from the start: each process has its own copy, and the
   * pools are sized so that the two never meet.
   */
  toSave: number[];
  toPublish: number[];
}

export interface InProcessSetup extends SharedSetup {
  db: Kysely<Database>;
  /** The signed-in admin, as the engine sees it (its real profiles). */
  caller: EngineCaller;
  /** The claims of the benchmark's token: the session read measured alone. */
  claims: TokenClaims;
}

// The engine's functions take the widened definition; entityKind is the entity kind's own.
const entity = entityKind as unknown as ServerKindDefinition;
const service = serviceKind as unknown as ServerKindDefinition;
const api = (path: string) => `${API_BASE}${path}`;

interface SearchScenario {
  id: string;
  label: string;
  body: Record<string, unknown>;
  /** The entity list unless said otherwise. */
  kind?: 'service';
}

const SEARCHES: SearchScenario[] = [
  { id: 'search-name', label: 'search: name ("saude de horta")', body: { name: 'saude de horta', recordStateTypeIds: [RecordState.Published], sortBy: 'Code' } },
  { id: 'search-type-state', label: 'search: type + state', body: { organizationTypeIds: [3], recordStateTypeIds: [RecordState.Draft], sortBy: 'Name' } },
  { id: 'search-deep-page', label: 'search: deep page (page 2000)', body: { recordStateTypeIds: [RecordState.Published], sortBy: 'Code', pageNumber: 2000 } },
  { id: 'search-code', label: 'search: code ("0012")', body: { code: '0012', sortBy: 'Code' } },
  { id: 'search-abbreviation', label: 'search: abbreviation ("S777")', body: { abreviation: 'S777', sortBy: 'Name' } },
  { id: 'search-parent', label: 'search: parent ("saude") + state', body: { parentOrganization: 'saude', recordStateTypeIds: [RecordState.Published], sortBy: 'Name' } },
  // Issue 32: a list of a few thousand matches (2,080 at 20,000 entities), counted exactly: its SQL/page is the total's cost.
  { id: 'list-total', label: 'list total: type 3 published (exact)', body: { organizationTypeIds: [3], recordStateTypeIds: [RecordState.Published], sortBy: 'Name' } },
  { id: 'search-active', label: 'search: inactive + state', body: { active: false, recordStateTypeIds: [RecordState.Published], sortBy: 'Name' } },
  // The service list (BENCH_SERVICES services): a name fragment among the published, and the drafts by state.
  {
    id: 'service-name',
    kind: 'service',
    label: 'services: name ("certidao pesca")',
    body: { name: 'certidao pesca', recordStateIds: [RecordState.Published], sortBy: 'Code' },
  },
  { id: 'service-state', kind: 'service', label: 'services: state (drafts)', body: { recordStateIds: [RecordState.Draft], sortBy: 'Code' } },
];

/** A name no seeded or earlier record comes near (the duplicate check then finds nothing). */
const uniqueName = () => `Nova ${randomBytes(8).toString('hex')}`;

export function newEntityInput(parentId: number): Record<string, unknown> {
  const code = `N${randomBytes(5).toString('hex')}`;
  const input: EntityInput = { ...emptyEntity(), code, abbreviation: code, name: uniqueName(), startDate: '2024-01-01', organizationTypeId: 3, parentId, parentVersion: 1 };
  return { ...input };
}

const SESSION = { id: 'session', label: 'session alone (GET account/me)' };
/** The server's in-process measure of a whole request without the network (server.ts, app.inject). */
export const FIXED_COST_ID = 'fixed-cost';
const GET = { id: 'get', label: 'GET one record (detail)' };
const CREATE = { id: 'create', label: 'save: create a draft' };
const UPDATE = { id: 'update', label: 'save: update a draft (new name)' };
const PUBLISH = { id: 'publish', label: 'publish a draft' };
// The organic tree of today (issue 11): a tab opens on the roots; expanding the demo secretariat lists
// every entity the benchmark hung under it; a search inside the tab finds nodes at any depth.
const ORGANIC_OPEN = { id: 'organic-open', label: 'organic: open a tab (the roots)' };
const ORGANIC_EXPAND = { id: 'organic-expand', label: 'organic: expand a node (first 100)' };
const ORGANIC_SEARCH = { id: 'organic-search', label: 'organic: search a tab ("saude horta")' };
const ORGANIC_QUERY = 'saude horta';
const organicNodes = (day: string, parentId?: number) => api(`${ORGANIC_PATHS.nodes}?date=${day}${parentId ? `&parentId=${parentId}` : ''}`);

/** The scenarios as HTTP requests, in the order they run. */
export function httpScenarios(setup: SharedSetup): Scenario[] {
  const { parentId } = setup;
  const toSave = [...setup.toSave];
  const toPublish = [...setup.toPublish];
  const { id, version } = setup.sample;
  return [
    ...SEARCHES.map((s): ReadScenario => ({
      type: 'read',
      id: s.id,
      label: s.label,
      http: { method: 'POST', path: api(RECORD_PATHS.search(s.kind ?? 'entity')), body: s.body },
    })),
    { type: 'read', ...SESSION, http: { method: 'GET', path: api(ACCOUNT_PATHS.me) } },
    { type: 'read', ...ORGANIC_OPEN, http: { method: 'GET', path: organicNodes(regionDay(new Date())) } },
    { type: 'read', ...ORGANIC_EXPAND, http: { method: 'GET', path: organicNodes(regionDay(new Date()), parentId) } },
    {
      type: 'read',
      ...ORGANIC_SEARCH,
      http: { method: 'GET', path: api(`${ORGANIC_PATHS.search}?date=${regionDay(new Date())}&query=${encodeURIComponent(ORGANIC_QUERY)}`) },
    },
    { type: 'read', ...GET, http: { method: 'GET', path: api(RECORD_PATHS.version('entity', id, version)) } },
    { type: 'write', ...CREATE, nextHttp: () => ({ method: 'POST', path: api(RECORD_PATHS.base('entity')), body: { input: newEntityInput(parentId) } }) },
    {
      type: 'write',
      ...UPDATE,
      nextHttp: () => {
        const target = toSave.pop();
        return target === undefined ? null : { method: 'PUT', path: api(RECORD_PATHS.version('entity', target, 1)), body: { input: newEntityInput(parentId), rowVersion: 1 } };
      },
    },
    {
      type: 'write',
      ...PUBLISH,
      nextHttp: () => {
        const target = toPublish.pop();
        return target === undefined ? null : { method: 'POST', path: api(RECORD_PATHS.action('entity', target, 1, 'publish')), body: { rowVersion: 1 } };
      },
    },
  ];
}

/** The same work in-process (the engine call, no HTTP, no session read), by scenario id. */
export function inProcessWork(setup: InProcessSetup): Map<string, InProcessWork> {
  const { db, caller, parentId } = setup;
  const ctx = (on: EngineContext['db'] = db): EngineContext => ({ db: on, caller, now: new Date(), language: 'pt' });
  const inTransaction = (work: (c: EngineContext) => Promise<unknown>) => db.transaction().execute((trx) => work(ctx(trx)));
  const toSave = [...setup.toSave];
  const toPublish = [...setup.toPublish];
  const { id, version } = setup.sample;
  const viewer = (): OrganicViewer => ({ isGuest: caller.isGuest, profiles: caller.profiles, today: regionDay(new Date()) });
  const done = (work: () => Promise<unknown>) => async () => {
    await work();
    return true;
  };
  return new Map<string, InProcessWork>([
    ...SEARCHES.map((s): [string, InProcessWork] => {
      const def = s.kind === 'service' ? service : entity;
      return [s.id, { run: done(() => searchRecords(ctx(), def, s.body)), pageOnly: () => searchPageOnly(ctx(), def, s.body) }];
    }),
    [SESSION.id, { run: done(() => loadAuthSession(db, setup.claims, new Date())) }],
    // As the admin reads them over HTTP: with each node's canOrder.
    [ORGANIC_OPEN.id, { run: done(() => organicChildren(db, regionDay(new Date()), null, viewer())) }],
    [ORGANIC_EXPAND.id, { run: done(() => organicChildren(db, regionDay(new Date()), parentId, viewer())) }],
    [ORGANIC_SEARCH.id, { run: done(() => organicSearch(db, regionDay(new Date()), ORGANIC_QUERY, viewer())) }],
    [GET.id, { run: done(() => getRecordView(ctx(), entity, id, version)) }],
    [CREATE.id, { run: done(() => inTransaction((c) => createRecord(c, entity, { input: newEntityInput(parentId) }))) }],
    [
      UPDATE.id,
      {
        run: async () => {
          const target = toSave.shift();
          if (target === undefined) return false;
          await inTransaction((c) => saveRecord(c, entity, target, 1, { input: newEntityInput(parentId), rowVersion: 1 }));
          return true;
        },
      },
    ],
    [
      PUBLISH.id,
      {
        run: async () => {
          const target = toPublish.shift();
          if (target === undefined) return false;
          await inTransaction((c) => applyAction(c, entity, target, 1, 'publish', { rowVersion: 1 }));
          return true;
        },
      },
    ],
  ]);
}

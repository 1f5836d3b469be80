/**
 * What the benchmark measures, each as the HTTP request the SPA sends and the same work done
 * in-process (the engine call, no HTTP, no session): the entity list searches (one per filter family
 * of SPEC §3.1), the session read alone, one record's detail, and the three writes — create (with its
 * duplicate-name check), save in place, publish.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TokenClaims } from '../src/shared/api';
import { ACCOUNT_PATHS } from '../src/shared/api';
import { API_BASE } from '../src/shared/limits';
import { RecordState } from '../src/shared/recordStates';
import { RECORD_PATHS } from '../src/shared/records/contract';
import { emptyEntity, type EntityInput } from '../src/shared/records/entity';
import { loadAuthSession } from '../src/server/auth/authSession';
import type { Database } from '../src/server/db/schema';
import type { EngineCaller, EngineContext } from '../src/server/records/engineContext';
import { entityKind } from '../src/server/records/entityKind';
import type { ServerKindDefinition } from '../src/server/records/kindDefinition';
import { getRecordView } from '../src/server/records/recordReads';
import { searchRecords } from '../src/server/records/recordSearch';
import { applyAction, createRecord, saveRecord } from '../src/server/records/recordWrites';
import type { HttpRequestSpec } from './measure';

export interface ReadScenario {
  type: 'read';
  id: string;
  label: string;
  http: HttpRequestSpec;
  inProcess: () => Promise<unknown>;
}

export interface WriteScenario {
  type: 'write';
  id: string;
  label: string;
  /** The next request, each with its own body and target; null when the targets ran out. */
  nextHttp: () => HttpRequestSpec | null;
  /** The same write in-process in its own transaction; false when the targets ran out. */
  inProcess: () => Promise<boolean>;
}

export type Scenario = ReadScenario | WriteScenario;

export interface ScenarioSetup {
  db: Kysely<Database>;
  /** The signed-in admin, as the engine sees it (its real profiles). */
  caller: EngineCaller;
  /** The claims of the benchmark's token: the session read measured alone. */
  claims: TokenClaims;
  /** A seeded record version the detail read opens. */
  sample: { id: number; version: number };
  /** The published demo entity new records hang under. */
  parentId: number;
  /** Drafts (row version 1) with unique names, one per save, and others one per publish. */
  toSave: number[];
  toPublish: number[];
}

// The engine's functions take the widened definition; entityKind is the entity kind's own.
const entity = entityKind as unknown as ServerKindDefinition;
const api = (path: string) => `${API_BASE}${path}`;

const SEARCHES: { id: string; label: string; body: Record<string, unknown> }[] = [
  { id: 'search-name', label: 'search: name ("saude de horta")', body: { name: 'saude de horta', recordStateTypeIds: [RecordState.Published], sortBy: 'Code' } },
  { id: 'search-type-state', label: 'search: type + state', body: { organizationTypeIds: [3], recordStateTypeIds: [RecordState.Draft], sortBy: 'Name' } },
  { id: 'search-deep-page', label: 'search: deep page (page 2000)', body: { recordStateTypeIds: [RecordState.Published], sortBy: 'Code', pageNumber: 2000 } },
  { id: 'search-code', label: 'search: code ("0012")', body: { code: '0012', sortBy: 'Code' } },
  { id: 'search-abbreviation', label: 'search: abbreviation ("S777")', body: { abreviation: 'S777', sortBy: 'Name' } },
  { id: 'search-parent', label: 'search: parent ("saude") + state', body: { parentOrganization: 'saude', recordStateTypeIds: [RecordState.Published], sortBy: 'Name' } },
  { id: 'search-active', label: 'search: inactive + state', body: { active: false, recordStateTypeIds: [RecordState.Published], sortBy: 'Name' } },
];

/** A name no seeded or earlier record comes near (the duplicate check then finds nothing). */
const uniqueName = () => `Nova ${randomBytes(8).toString('hex')}`;

export function newEntityInput(parentId: number): Record<string, unknown> {
  const code = `N${randomBytes(5).toString('hex')}`;
  const input: EntityInput = { ...emptyEntity(), code, abbreviation: code, name: uniqueName(), startDate: '2024-01-01', organizationTypeId: 3, parentId, parentVersion: 1 };
  return { ...input };
}

export function buildScenarios(setup: ScenarioSetup): Scenario[] {
  const { db, caller, parentId } = setup;
  const ctx = (on: EngineContext['db'] = db): EngineContext => ({ db: on, caller, now: new Date(), language: 'pt' });
  const inTransaction = (work: (c: EngineContext) => Promise<unknown>) => db.transaction().execute((trx) => work(ctx(trx)));
  const toSave = [...setup.toSave];
  const toPublish = [...setup.toPublish];
  const { id, version } = setup.sample;

  const searches: ReadScenario[] = SEARCHES.map((s) => ({
    type: 'read',
    id: s.id,
    label: s.label,
    http: { method: 'POST', path: api(RECORD_PATHS.search('entity')), body: s.body },
    inProcess: () => searchRecords(ctx(), entity, s.body),
  }));
  return [
    ...searches,
    {
      type: 'read',
      id: 'session',
      label: 'session alone (GET account/me)',
      http: { method: 'GET', path: api(ACCOUNT_PATHS.me) },
      inProcess: () => loadAuthSession(db, setup.claims, new Date()),
    },
    {
      type: 'read',
      id: 'get',
      label: 'GET one record (detail)',
      http: { method: 'GET', path: api(RECORD_PATHS.version('entity', id, version)) },
      inProcess: () => getRecordView(ctx(), entity, id, version),
    },
    {
      type: 'write',
      id: 'create',
      label: 'save: create a draft',
      nextHttp: () => ({ method: 'POST', path: api(RECORD_PATHS.base('entity')), body: { input: newEntityInput(parentId) } }),
      inProcess: async () => {
        await inTransaction((c) => createRecord(c, entity, { input: newEntityInput(parentId) }));
        return true;
      },
    },
    {
      type: 'write',
      id: 'update',
      label: 'save: update a draft (new name)',
      nextHttp: () => {
        const target = toSave.pop();
        return target === undefined ? null : { method: 'PUT', path: api(RECORD_PATHS.version('entity', target, 1)), body: { input: newEntityInput(parentId), rowVersion: 1 } };
      },
      inProcess: async () => {
        const target = toSave.pop();
        if (target === undefined) return false;
        await inTransaction((c) => saveRecord(c, entity, target, 1, { input: newEntityInput(parentId), rowVersion: 1 }));
        return true;
      },
    },
    {
      type: 'write',
      id: 'publish',
      label: 'publish a draft',
      nextHttp: () => {
        const target = toPublish.pop();
        return target === undefined ? null : { method: 'POST', path: api(RECORD_PATHS.action('entity', target, 1, 'publish')), body: { rowVersion: 1 } };
      },
      inProcess: async () => {
        const target = toPublish.pop();
        if (target === undefined) return false;
        await inTransaction((c) => applyAction(c, entity, target, 1, 'publish', { rowVersion: 1 }));
        return true;
      },
    },
  ];
}

/**
 * The heritage (location) kind through the API (SPEC §2.5, §3 Location, §3.1, §4, §5, §6): the
 * workflow, permissions 21/22/23 and Super 1/2/3 scoped by the managing entity's subtree, the managing
 * entity and division rules, bad input (never an HTTP 500), the duplicate warning (-205), the search
 * form (pageIndex, 'Code desc'), the demo heritage, the tasks and the registry's kind list.
 */
import { DivisionType, LocationType, ObjectKind } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { RecordState, SUPERSEDED_STATE } from '@/shared/recordStates';
import type { AuditEntry, DuplicateWarningData, HistoryEntry, RecordListItem, TableData, TaskItem } from '@/shared/records/contract';
import { RECORD_KIND_NAMES } from '@/shared/records/kindBasics';
import { emptyLocation, type LocationInput } from '@/shared/records/location';
import { INITIAL_SEARCH_FORMS } from '@/shared/searchForms';
import { DEMO_LOCATIONS } from '../db/seed/demoLocations';
import { createEntityDraft } from '../test/entityDrafts';
import { fillEntityIds } from '../test/entityIds';
import { signInHolders, type ProfileHolder } from '../test/profileHolders';
import { recordRoutes } from '../test/recordRoutes';
import { signedInAppForSuite } from '../test/signedInApp';
import { SETUP_TIMEOUT_MS } from '../test/testApp';
import { expectApproveScope, expectCreateEditScope, expectSubmitScope, type WorkflowScopeCase } from '../test/workflowScope';
import { REGISTERED_KINDS } from './registry';

const t = signedInAppForSuite();
let admin: string;
let guest: string;
const org = { gra: 0, srsd: 0, drs: 0, srfpap: 0, drot: 0 };
/** Division ids by DICOFRE code. */
const division = new Map<string, number>();
const div = (code: string) => division.get(code) as number;
let tokens = new Map<string, string>();
const user = (name: string) => tokens.get(name) as string;

let seq = 0;
const unique = (prefix: string) => `${prefix}${(seq += 1)}`;

/** A heritage record managed by DRS in Angra (Sé), Terceira. */
const location = (over: Partial<LocationInput> = {}): LocationInput => {
  const code = unique('LKT-');
  return {
    ...emptyLocation(),
    code,
    abbreviation: code,
    name: `Edifício de ensaio ${code}`,
    startDate: '2024-01-01',
    organizationId: org.drs,
    address: 'Rua da Sé, 1',
    zipCode: '9700-001',
    islandId: div('43'),
    countyId: div('4301'),
    parishId: div('430105'),
    latitude: '38.6546',
    longitude: '-27.2179',
    ...over,
  };
};

const routes = recordRoutes<LocationInput>(t, 'location', ObjectKind.Location, () => admin);
const { create, view, save, act, count: locationCount } = routes;

beforeAll(async () => {
  ({ admin, guest } = t);
  const db = t.database.db;
  await fillEntityIds(db, org);
  for (const d of await db.selectFrom('division').select(['id', 'code']).execute()) division.set(d.code, d.id);
  // One holder of each heritage and Super permission, scoped to SRSD (which holds DRS, not DROT).
  const holders: ProfileHolder[] = [
    ['p21', Permission.LocationCreateEdit, org.srsd],
    ['p22', Permission.LocationSubmit, org.srsd],
    ['p23', Permission.LocationApprove, org.srsd],
    ['p1', Permission.SuperCreateEdit, org.srsd],
    ['p2', Permission.SuperSubmit, org.srsd],
    ['p3', Permission.SuperApprove, org.srsd],
    ['p31', Permission.ServiceCreateEdit, org.srsd],
    // The same three on a sibling subtree (SRFPAP) and on the root (an ancestor of DRS).
    ['sibling', Permission.LocationCreateEdit, org.srfpap],
    ['ancestor', Permission.LocationCreateEdit, org.gra],
    ['ancestorApprover', Permission.LocationApprove, org.gra],
  ];
  tokens = await signInHolders(t, 'loc', 'Patrimonio#2026', holders);
}, SETUP_TIMEOUT_MS);

describe('the workflow', () => {
  it('creates, submits, publishes, opens a new draft on edit and refuses the older version (-203)', async () => {
    const input = location({ comments: 'Primeira versão' });
    const created = await create(admin, input);
    expect(created).toMatchObject({ code: 0, data: { version: 1, state: RecordState.Draft } });
    const { id } = created.data;
    const draft = await view(id, 1);
    expect(draft.data).toMatchObject({ organizationId: org.drs, organizationName: 'Direção Regional da Saúde', state: RecordState.Draft, canEdit: true });
    expect(draft.data.data).toMatchObject({ parishId: div('430105'), latitude: '38.6546', locationType: LocationType.Acquired });

    expect((await act(admin, id, 1, 'submitForApproval')).data.state).toBe(RecordState.SubmittedForApproval);
    expect((await act(admin, id, 1, 'publish')).data.state).toBe(RecordState.Published);

    const edited = await save(admin, id, 1, { ...input, comments: 'Segunda versão' });
    expect(edited).toMatchObject({ code: 0, data: { id, version: 2, state: RecordState.Draft } });
    expect((await save(admin, id, 1, input)).code).toBe(ErrorCode.LocationEditDraft);
    const history = await t.call<HistoryEntry[]>({ method: 'GET', url: `/records/location/${id}/history`, token: admin });
    expect(history.body.data.map((h) => h.version)).toEqual([1, 2]);
    const audit = await t.call<AuditEntry[]>({ method: 'GET', url: `/records/location/${id}/audit`, token: admin });
    expect(audit.body.data.map((a) => a.action)).toEqual(['create', 'submitForApproval', 'publish', 'newVersion']);
    expect((await act(admin, id, 2, 'publish')).code).toBe(0);
    expect((await view(id, 1)).data.state).toBe(SUPERSEDED_STATE);
    // Guests read the published version only.
    expect((await view(id, 2, guest)).code).toBe(0);
    expect((await view(id, 1, guest)).code).toBe(ErrorCode.LocationNotFound);
  });
});

describe('permissions (SPEC §6)', () => {
  const scope = (granted: string[], refused: string[]): WorkflowScopeCase<LocationInput> => ({
    routes,
    admin,
    tokenOf: user,
    inside: () => location(),
    outside: () => location({ organizationId: org.drot }),
    granted,
    refused,
  });

  it('grants create/edit to 21 and Super 1 only, inside the managing entity’s subtree', async () => {
    await expectCreateEditScope(scope(['p21', 'p1'], ['p22', 'p23', 'p2', 'p3', 'p31']));
  });

  it('grants submitting to 22 and Super 2 only, inside their subtree', async () => {
    await expectSubmitScope(scope(['p22', 'p2'], ['p21', 'p23', 'p1', 'p3']));
  });

  it('grants approving to 23 and Super 3 only, inside their subtree', async () => {
    await expectApproveScope(scope(['p23', 'p3'], ['p21', 'p22', 'p1', 'p2', 'p31']));
  });

  it('refuses a profile on a sibling subtree and allows one on the managing entity’s ancestor', async () => {
    expect((await create(user('sibling'), location())).code).toBe(ErrorCode.NoPermission);
    const mine = await create(user('ancestor'), location());
    expect(mine.code).toBe(0);
    expect((await act(user('ancestorApprover'), mine.data.id, 1, 'publish')).code).toBe(0);
    // The sibling profile neither reads the draft of another subtree nor moves a record there.
    const draft = await create(admin, location());
    expect((await view(draft.data.id, 1, user('sibling'))).code).toBe(ErrorCode.LocationNotFound);
    const own = await create(user('sibling'), location({ organizationId: org.drot }));
    expect(own.code).toBe(0);
    expect((await save(user('sibling'), own.data.id, 1, location({ organizationId: org.drs }))).code).toBe(ErrorCode.NoPermission);
  });
});

describe('the rules of a save', () => {
  it('needs a managing entity that exists (-202) and is published (-13)', async () => {
    const missing = await create(admin, location({ organizationId: 999_999 }));
    expect(missing.code).toBe(ErrorCode.LocationInvalid);
    expect(missing.description).toContain('Entidade gestora');
    const none = await create(admin, location({ organizationId: null }));
    expect([none.code, none.description]).toEqual([ErrorCode.LocationInvalid, expect.stringContaining('Entidade gestora')]);
    const code = unique('LKE');
    const entity = await createEntityDraft(t, admin, { code, abbreviation: 'LKE', name: `Entidade em rascunho ${seq}`, parentId: org.srsd });
    expect(entity.code).toBe(0);
    expect((await create(admin, location({ organizationId: entity.data.id }))).code).toBe(ErrorCode.ParentNotPublished);
  });

  it('takes island, county and parish only in cascade, each of its own level', async () => {
    expect((await create(admin, location({ islandId: div('47'), countyId: div('4701'), parishId: div('470108') }))).code).toBe(0);
    expect((await create(admin, location({ islandId: null, countyId: null, parishId: null }))).code).toBe(0);
    expect((await create(admin, location({ countyId: null, parishId: null }))).code).toBe(0);
    const cases: [Partial<LocationInput>, string][] = [
      // Unknown parish.
      [{ parishId: 999_999 }, 'Freguesia: não existe'],
      // A parish of another county (Horta's, with Angra's county).
      [{ parishId: div('470108') }, 'Freguesia: não pertence ao concelho escolhido'],
      // A county of another island.
      [{ countyId: div('4701'), parishId: null }, 'Concelho: não pertence à ilha escolhida'],
      // Divisions of the wrong level.
      [{ islandId: div('4301'), countyId: null, parishId: null }, 'Ilha: não existe'],
      [{ countyId: div('430105'), parishId: null }, 'Concelho: não existe'],
      [{ parishId: div('4301') }, 'Freguesia: não existe'],
      // A level without the one above it.
      [{ islandId: null }, 'Ilha: é obrigatório'],
      [{ countyId: null }, 'Concelho: é obrigatório'],
    ];
    for (const [over, detail] of cases) {
      const answer = await create(admin, location(over));
      expect([answer.code, answer.description]).toEqual([ErrorCode.LocationInvalid, expect.stringContaining(detail)]);
    }
    const division4301 = await t.database.db.selectFrom('division').select('type').where('id', '=', div('4301')).executeTakeFirstOrThrow();
    expect(division4301.type).toBe(DivisionType.County);
  });

  it('refuses bad input with -202 naming the field, saving nothing, never a server error', async () => {
    const before = await locationCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ latitude: '91' }, 'Latitude'],
      [{ latitude: '-90.5' }, 'Latitude'],
      [{ longitude: '180.0001' }, 'Longitude'],
      [{ latitude: '38.12345678901234' }, 'Latitude'],
      [{ latitude: '38,5' }, 'Latitude'],
      // A point has both coordinates or none.
      [{ longitude: '' }, 'Longitude'],
      [{ latitude: '' }, 'Latitude'],
      [{ zipCode: '9700001' }, 'Código postal'],
      [{ locationType: 1 }, 'Tipo de património'],
      [{ locationType: '2' }, 'Tipo de património'],
      [{ islandId: 'Terceira' }, 'Ilha'],
      [{ parishId: 3_000_000_000 }, 'Freguesia'],
      [{ organizationId: '5' }, 'Entidade gestora'],
      [{ name: '' }, 'Designação'],
      [{ address: 'x'.repeat(201) }, 'Morada'],
    ];
    for (const [over, label] of cases) {
      const answer = await t.call({ method: 'POST', url: '/records/location', token: admin, payload: { input: { ...location(), ...over }, continueOnDuplicate: true } });
      expect(answer.response.statusCode).toBeLessThan(500);
      expect([answer.body.code, label]).toEqual([ErrorCode.LocationInvalid, label]);
      expect(answer.body.description).toContain(label);
    }
    expect(await locationCount()).toBe(before);
    // The extreme coordinates are fine.
    expect((await create(admin, location({ latitude: '-90', longitude: '180.0000000000000' }))).code).toBe(0);
  });

  it('warns about a similar name (-205) with the similar records as data, then saves when told to continue', async () => {
    const first = await create(admin, location({ name: 'Casa da Cultura de Angra' }), false);
    expect(first.code).toBe(0);
    const warned = await create(admin, location({ name: 'casa da CULTURA de angra' }), false);
    expect(warned.code).toBe(ErrorCode.LocationDuplicate);
    expect((warned.data as unknown as DuplicateWarningData).similar).toEqual([{ id: first.data.id, version: 1, name: 'Casa da Cultura de Angra' }]);
    expect((await create(admin, location({ name: 'casa da CULTURA de angra' }), true)).code).toBe(0);
  });
});

describe('the location search (SPEC §3.1)', () => {
  const search = async (form: Record<string, unknown>, token = admin) =>
    (await t.call<TableData<RecordListItem>>({ method: 'POST', url: '/records/location/search', token, payload: { code: 'ZL', pageSize: 100, ...form } })).body;
  const codes = (data: TableData<RecordListItem>) => data.items.map((i) => i.code);
  const published = [RecordState.Published];
  /** Where ZL1 stands: saved with it, and listed back in its row's columns. */
  const zl1Place = () => ({
    address: 'Largo do Colégio, Ponta Delgada',
    zipCode: '9500-054',
    islandId: div('42'),
    countyId: div('4203'),
    parishId: div('420312'),
    latitude: '37.7412',
    longitude: '-25.6756',
  });

  beforeAll(async () => {
    const make = async (over: Partial<LocationInput>, publish: boolean) => {
      const created = await create(admin, location(over));
      expect(created.code).toBe(0);
      if (publish) expect((await act(admin, created.data.id, 1, 'publish')).code).toBe(0);
    };
    await make(
      {
        code: 'ZL1',
        abbreviation: 'AÇOR',
        name: 'Biblioteca Pública de Ponta Delgada',
        locationType: LocationType.Leased,
        ...zl1Place(),
      },
      true,
    );
    await make({ code: 'ZL2', abbreviation: 'SE', name: 'Arquivo Regional de Angra', address: 'Rua da Sé, 1', active: false }, true);
    await make({ code: 'ZL3', abbreviation: 'RASC', name: 'Armazém em rascunho', address: 'Rua Açoriana, 5', zipCode: '9701-855', latitude: '', longitude: '' }, false);
  });

  it('lists with the form’s default sort, Code desc, and the list columns', async () => {
    expect(INITIAL_SEARCH_FORMS.location.sortBy).toBe('Code desc');
    const body = await search({ sortBy: INITIAL_SEARCH_FORMS.location.sortBy });
    expect(body.code).toBe(0);
    expect(codes(body.data)).toEqual(['ZL3', 'ZL2', 'ZL1']);
    expect(body.data.items[2]?.extra).toEqual({
      locationTypeId: LocationType.Leased,
      organizationId: org.drs,
      ...zl1Place(),
    });
    // The managing entity's name, as the lists of the kinds edited under an entity carry their owner's.
    expect(body.data.items[2]?.organizationName).toBe('Direção Regional da Saúde');
    expect(codes((await search({ sortBy: 'Code' })).data)).toEqual(['ZL1', 'ZL2', 'ZL3']);
    expect(codes((await search({ sortBy: 'Name' })).data)).toEqual(['ZL3', 'ZL2', 'ZL1']);
    for (const sortBy of ['Abbreviation desc', 'State', 'StartDate', 'EndDate', 'Version']) expect((await search({ sortBy })).code).toBe(0);
  });

  it('pages by pageIndex, the location form’s page field; pageNumber is not one of its fields', async () => {
    const second = await search({ sortBy: 'Code desc', pageSize: 1, pageIndex: 2 });
    expect([codes(second.data), second.data.pageNumber, second.data.total]).toEqual([['ZL2'], 2, 3]);
    // The body's unknown fields are dropped (the server's schema options), so the first page answers.
    const other = await search({ sortBy: 'Code desc', pageSize: 1, pageNumber: 2 });
    expect([codes(other.data), other.data.pageNumber]).toEqual([['ZL3'], 1]);
  });

  it('filters by every field of the form', async () => {
    expect(codes((await search({ code: 'zl2' })).data)).toEqual(['ZL2']);
    expect(codes((await search({ abreviation: 'açor' })).data)).toEqual(['ZL1']);
    expect(codes((await search({ location: 'PUBLICA delgada' })).data)).toEqual(['ZL1']);
    expect(codes((await search({ locationTypeId: LocationType.Leased })).data)).toEqual(['ZL1']);
    expect(codes((await search({ locationTypeId: LocationType.Acquired, sortBy: 'Code' })).data)).toEqual(['ZL2', 'ZL3']);
    expect(codes((await search({ recordStateIds: [RecordState.Draft] })).data)).toEqual(['ZL3']);
    expect(codes((await search({ recordStateIds: published, sortBy: 'Code' })).data)).toEqual(['ZL1', 'ZL2']);
    // The address: every word, accents and case ignored.
    expect(codes((await search({ address: 'colegio PONTA' })).data)).toEqual(['ZL1']);
    expect(codes((await search({ address: 'acoriana' })).data)).toEqual(['ZL3']);
    expect(codes((await search({ islandId: div('42') })).data)).toEqual(['ZL1']);
    expect(codes((await search({ countyId: div('4301'), sortBy: 'Code' })).data)).toEqual(['ZL2', 'ZL3']);
    expect(codes((await search({ parishId: div('420312') })).data)).toEqual(['ZL1']);
    expect(codes((await search({ zipCode: '9701' })).data)).toEqual(['ZL3']);
    expect(codes((await search({ zipCode: '9500-054' })).data)).toEqual(['ZL1']);
    expect(codes((await search({ active: false })).data)).toEqual(['ZL2']);
    // Cleared selects (null) filter nothing.
    expect(codes((await search({ islandId: null, countyId: null, parishId: null, locationTypeId: null, active: null, sortBy: 'Code' })).data)).toEqual(['ZL1', 'ZL2', 'ZL3']);
    const bad = await t.call({ method: 'POST', url: '/records/location/search', token: admin, payload: { islandId: 'Terceira' } });
    expect(bad.response.statusCode).toBe(400);
  });

  it('shows guests the published records only', async () => {
    expect(codes((await search({ recordStateIds: [RecordState.Draft] }, guest)).data)).toEqual([]);
    expect(codes((await search({ sortBy: 'Code' }, guest)).data)).toEqual(['ZL1', 'ZL2']);
  });
});

describe('the demo heritage', () => {
  it('is published, managed by demo entities, placed in its island, county and parish, with coordinates', async () => {
    const list = await t.call<TableData<RecordListItem>>({
      method: 'POST',
      url: '/records/location/search',
      token: admin,
      payload: { code: 'PAT-', recordStateIds: [RecordState.Published], sortBy: 'Code desc', pageSize: 100 },
    });
    expect(list.body.data.items.map((i) => i.code)).toEqual(DEMO_LOCATIONS.map((l) => l.input.code).reverse());
    const divisions = await t.database.db.selectFrom('division').select(['id', 'code', 'parent_id', 'type']).execute();
    const byId = new Map(divisions.map((d) => [d.id, d]));
    for (const item of list.body.data.items) {
      const extra = item.extra as Record<string, unknown>;
      const parish = byId.get(extra.parishId as number);
      expect(parish?.type).toBe(DivisionType.Parish);
      expect(parish?.parent_id).toBe(extra.countyId);
      expect(byId.get(extra.countyId as number)?.parent_id).toBe(extra.islandId);
      expect(extra.zipCode).toMatch(/^\d{4}-\d{3}$/);
      expect(Number(extra.latitude)).toBeGreaterThan(36.9);
      expect(Number(extra.latitude)).toBeLessThan(39.8);
      expect(Number(extra.longitude)).toBeLessThan(-24.9);
      expect(Number(extra.longitude)).toBeGreaterThan(-31.3);
    }
    const islands = new Set(list.body.data.items.map((i) => byId.get((i.extra as { islandId: number }).islandId)?.code));
    expect([...islands].sort()).toEqual(['42', '43', '46', '47']);
  });
});

describe('the registry', () => {
  it('puts heritage submitted for approval in the approver’s tasks, inside the subtree only', async () => {
    const inside = await create(admin, location({ name: 'Tarefa de património interna' }));
    const outside = await create(admin, location({ name: 'Tarefa de património externa', organizationId: org.drot }));
    for (const created of [inside, outside]) expect((await act(admin, created.data.id, 1, 'submitForApproval')).code).toBe(0);
    const tasks = async (token: string) =>
      (await t.call<TableData<TaskItem>>({ method: 'POST', url: '/tasks/search', token, payload: { name: 'Tarefa de património', pageSize: 100 } })).body.data.items;
    expect((await tasks(user('p23'))).map((i) => [i.kind, i.id])).toEqual([['location', inside.data.id]]);
    expect((await tasks(admin)).map((i) => i.id).sort((a, b) => a - b)).toEqual([inside.data.id, outside.data.id].sort((a, b) => a - b));
    expect((await tasks(user('p21'))).length).toBe(0);
  });

  it('registers every kind of the shared registry, the one the home search’s kind list and the menu are drawn from', () => {
    expect(Object.keys(REGISTERED_KINDS).sort()).toEqual([...RECORD_KIND_NAMES].sort());
    expect(REGISTERED_KINDS.location?.def.mapCoordinates).toEqual({ latitude: 'latitude', longitude: 'longitude' });
  });
});

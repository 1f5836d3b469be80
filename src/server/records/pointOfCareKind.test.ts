/**
 * The point-of-care kind through the API (SPEC §2.4, §3 Point of care, §3.1, §4, §5, §6, §8): the
 * workflow, permissions 41/42/43 and Super 1/2/3 scoped by the host entity's subtree, the host,
 * channel-type, location and associated-service rules, -225 as a refusal (no `data.similar`) and as
 * the duplicate-name warning (with it), structured opening hours, bad input (never an HTTP 500), the
 * search form, the demo points of care, the entity's extinction rule (-109) and the tasks.
 */
import { ObjectKind } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { RecordState, SUPERSEDED_STATE } from '@/shared/recordStates';
import type { AuditEntry, DuplicateWarningData, RecordListItem, RecordView, SavedRecord, TableData, TaskItem } from '@/shared/records/contract';
import { emptyLocation } from '@/shared/records/location';
import { describeWeeklyHours, type OpeningHours } from '@/shared/records/openingHours';
import { emptyService } from '@/shared/records/service';
import { emptyPointOfCare, pointOfCareSchema, type PointOfCareInput } from '@/shared/records/pointOfCare';
import { DEMO_POINTS_OF_CARE } from '../db/seed/demoPointsOfCare';
import { fromRow } from './headerMapping';
import { createEntityDraft } from '../test/entityDrafts';
import { fillEntityIds } from '../test/entityIds';
import { signInHolders, type ProfileHolder } from '../test/profileHolders';
import { recordRoutes } from '../test/recordRoutes';
import { signedInAppForSuite } from '../test/signedInApp';
import { SETUP_TIMEOUT_MS } from '../test/testApp';
import { expectApproveScope, expectCreateEditScope, expectSubmitScope, type WorkflowScopeCase } from '../test/workflowScope';

const t = signedInAppForSuite();
let admin: string;
let guest: string;
const org = { gra: 0, srsd: 0, drs: 0, srfpap: 0, drot: 0, droap: 0 };
let tokens = new Map<string, string>();
const user = (name: string) => tokens.get(name) as string;
/** Reference items by category and Portuguese label. */
const refs = new Map<string, number>();
const ref = (category: string, label: string) => refs.get(`${category}:${label}`) as number;
/** Published demo services and heritage by code: id and version. */
const demo = new Map<string, { id: number; version: number }>();
const service = (code: string) => {
  const found = demo.get(code) as { id: number; version: number };
  return { serviceId: found.id, serviceVersion: found.version };
};

let seq = 0;
const unique = (prefix: string) => `${prefix}${(seq += 1)}`;

const HOURS: OpeningHours = {
  weekly: [
    { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '12:30' },
    { days: [1, 2, 3, 4, 5], opens: '14:00', closes: '17:00' },
  ],
  exceptions: [{ date: '2026-12-25', closed: true, opens: '', closes: '', description: 'Natal' }],
};

/** A point of care hosted by DRS, in person, at the demo Solar dos Remédios, providing a DRS service. */
const point = (over: Partial<PointOfCareInput> = {}): PointOfCareInput => {
  const code = unique('PKT-');
  const location = demo.get('PAT-0004') as { id: number; version: number };
  return {
    ...emptyPointOfCare(),
    code,
    abbreviation: code,
    name: `Balcão de ensaio ${code}`,
    startDate: '2024-01-01',
    organizationId: org.drs,
    channelTypeId: ref('channelType', 'Presencial'),
    locationId: location.id,
    locationVersion: location.version,
    openingHours: HOURS,
    services: [service('SRV-DRS-001')],
    ...over,
  };
};

const routes = recordRoutes<PointOfCareInput>(t, 'pointOfCare', ObjectKind.PointOfCare, () => admin);
const { create, view, save, act, count: pointCount } = routes;
/** The kinds a point of care refers to: its host entity, its location and its services. */
const entityRoutes = recordRoutes(t, 'entity', ObjectKind.Entity, () => admin);
const locationRoutes = recordRoutes(t, 'location', ObjectKind.Location, () => admin);
const serviceRoutes = recordRoutes(t, 'service', ObjectKind.Service, () => admin);

/** A published entity under SRSD, with the owner flags given. */
async function publishedEntity(flags: { canHavePointsOfCare?: boolean; canHaveServices?: boolean }, publish = true): Promise<number> {
  const code = unique('PKE');
  const created = await createEntityDraft(t, admin, { code, name: `Entidade anfitriã ${code}`, parentId: org.srsd, ...flags });
  expect(created.code).toBe(0);
  if (publish) expect((await entityRoutes.act(admin, created.data.id, 1, 'publish')).code).toBe(0);
  return created.data.id;
}

beforeAll(async () => {
  ({ admin, guest } = t);
  const db = t.database.db;
  await fillEntityIds(db, org);
  for (const item of await db.selectFrom('reference_item').select(['id', 'category', 'label_pt']).execute()) refs.set(`${item.category}:${item.label_pt}`, item.id);
  const published = await db
    .selectFrom('record_version')
    .select(['id', 'version', 'code'])
    .where('kind', 'in', [ObjectKind.Service, ObjectKind.Location])
    .where('state', '=', RecordState.Published)
    .execute();
  for (const row of published) demo.set(row.code ?? '', { id: row.id, version: row.version });
  const holders: ProfileHolder[] = [
    ['p41', Permission.PointOfCareCreateEdit, org.srsd],
    ['p42', Permission.PointOfCareSubmit, org.srsd],
    ['p43', Permission.PointOfCareApprove, org.srsd],
    ['p1', Permission.SuperCreateEdit, org.srsd],
    ['p2', Permission.SuperSubmit, org.srsd],
    ['p3', Permission.SuperApprove, org.srsd],
    ['p31', Permission.ServiceCreateEdit, org.srsd],
    ['p21', Permission.LocationCreateEdit, org.srsd],
    ['sibling', Permission.PointOfCareCreateEdit, org.srfpap],
    ['ancestor', Permission.PointOfCareCreateEdit, org.gra],
    ['ancestorApprover', Permission.PointOfCareApprove, org.gra],
  ];
  tokens = await signInHolders(t, 'poc', 'Atendimento#2026', holders);
}, SETUP_TIMEOUT_MS);

describe('the workflow', () => {
  it('creates with structured hours and two services, submits, publishes, opens a new version and refuses the older one (-223)', async () => {
    const input = point({ services: [service('SRV-DRS-001'), service('SRV-DRS-002')] });
    const created = await create(admin, input);
    expect(created).toMatchObject({ code: 0, data: { version: 1, state: RecordState.Draft } });
    const { id } = created.data;
    const draft = await view(id, 1);
    expect(draft.data).toMatchObject({ organizationId: org.drs, organizationName: 'Direção Regional da Saúde', state: RecordState.Draft, canEdit: true });
    expect(draft.data.data).toMatchObject({ openingHours: HOURS, services: input.services, channelTypeId: input.channelTypeId });
    expect(describeWeeklyHours(draft.data.data.openingHours.weekly, 'pt')).toEqual(['Seg–Sex 09:00–12:30, 14:00–17:00']);

    expect((await act(admin, id, 1, 'submitForApproval')).data.state).toBe(RecordState.SubmittedForApproval);
    expect((await act(admin, id, 1, 'publish')).data.state).toBe(RecordState.Published);
    const edited = await save(admin, id, 1, { ...input, attendanceRestrictions: 'Só com marcação' });
    expect(edited).toMatchObject({ code: 0, data: { id, version: 2, state: RecordState.Draft } });
    expect((await save(admin, id, 1, input)).code).toBe(ErrorCode.PointOfCareEditDraft);
    expect((await act(admin, id, 2, 'publish')).code).toBe(0);
    expect((await view(id, 1)).data.state).toBe(SUPERSEDED_STATE);
    const audit = await t.call<AuditEntry[]>({ method: 'GET', url: `/records/pointOfCare/${id}/audit`, token: admin });
    expect(audit.body.data.map((a) => a.action)).toEqual(['create', 'submitForApproval', 'publish', 'newVersion', 'publish']);
    expect((await view(id, 2, guest)).code).toBe(0);
  });
});

describe('permissions (SPEC §6)', () => {
  const scope = (granted: string[], refused: string[], outside: Partial<PointOfCareInput> = {}): WorkflowScopeCase<PointOfCareInput> => ({
    routes,
    admin,
    tokenOf: user,
    inside: () => point(),
    outside: () => point({ organizationId: org.drot, ...outside }),
    granted,
    refused,
  });

  it('grants create/edit to 41 and Super 1 only, inside the host entity’s subtree', async () => {
    await expectCreateEditScope(scope(['p41', 'p1'], ['p42', 'p43', 'p2', 'p3', 'p31', 'p21'], { services: [] }));
  });

  it('grants submitting to 42 and Super 2 only, inside their subtree', async () => {
    await expectSubmitScope(scope(['p42', 'p2'], ['p41', 'p43', 'p1', 'p3']));
  });

  it('grants approving to 43 and Super 3 only, inside their subtree', async () => {
    await expectApproveScope(scope(['p43', 'p3'], ['p41', 'p42', 'p1', 'p2', 'p31', 'p21']));
  });

  it('refuses a profile on a sibling subtree and allows one on the host’s ancestor', async () => {
    expect((await create(user('sibling'), point())).code).toBe(ErrorCode.NoPermission);
    const mine = await create(user('ancestor'), point());
    expect(mine.code).toBe(0);
    expect((await act(user('ancestorApprover'), mine.data.id, 1, 'publish')).code).toBe(0);
    const draft = await create(admin, point());
    expect((await view(draft.data.id, 1, user('sibling'))).code).toBe(ErrorCode.PointOfCareNotFound);
    const own = await create(user('sibling'), point({ organizationId: org.drot }));
    expect(own.code).toBe(0);
    expect((await save(user('sibling'), own.data.id, 1, point())).code).toBe(ErrorCode.NoPermission);
  });
});

describe('the rules of a save', () => {
  it('needs a host that exists, is published and may have points of care', async () => {
    const missing = await create(admin, point({ organizationId: 999_999 }));
    expect([missing.code, missing.description]).toEqual([ErrorCode.PointOfCareInvalid, expect.stringContaining('Entidade anfitriã')]);
    // SRSD, a secretariat, may not have points of care (the demo gives them to the directorates).
    const secretariat = await create(admin, point({ organizationId: org.srsd }));
    expect([secretariat.code, secretariat.description]).toEqual([
      ErrorCode.PointOfCareInvalid,
      expect.stringContaining('Entidade anfitriã: a entidade não pode ter pontos de atendimento'),
    ]);
    expect((await create(admin, point({ organizationId: await publishedEntity({ canHavePointsOfCare: false, canHaveServices: true }) }))).code).toBe(
      ErrorCode.PointOfCareInvalid,
    );
    expect((await create(admin, point({ organizationId: await publishedEntity({ canHavePointsOfCare: true }, false) }))).code).toBe(ErrorCode.ParentNotPublished);
    expect((await create(admin, point({ organizationId: await publishedEntity({ canHavePointsOfCare: true }) }))).code).toBe(0);
  });

  it('needs a channel type of the object parameters', async () => {
    for (const channelTypeId of [999_999, ref('documentType', 'Requerimento')]) {
      const answer = await create(admin, point({ channelTypeId }));
      expect([answer.code, answer.description]).toEqual([ErrorCode.PointOfCareInvalid, expect.stringContaining('Tipo de canal')]);
    }
    expect((await create(admin, point({ channelTypeId: ref('channelType', 'Telefone'), locationId: null, locationVersion: null }))).code).toBe(0);
  });

  it('needs the location to be an existing, published heritage version', async () => {
    const draftLocation = await t.call<SavedRecord>({
      method: 'POST',
      url: '/records/location',
      token: admin,
      payload: { input: { ...emptyLocation(), code: unique('PKL'), abbreviation: 'PKL', name: `Local em rascunho ${seq}`, startDate: '2024-01-01', organizationId: org.drs } },
    });
    expect(draftLocation.body.code).toBe(0);
    const unpublished = await create(admin, point({ locationId: draftLocation.body.data.id, locationVersion: 1 }));
    expect([unpublished.code, unpublished.description]).toEqual([ErrorCode.ParentNotPublished, expect.stringContaining('Localização: tem de estar publicado')]);
    const location = demo.get('PAT-0004') as { id: number };
    for (const over of [
      { locationId: 999_999, locationVersion: 1 },
      { locationId: location.id, locationVersion: 99 },
    ]) {
      const answer = await create(admin, point(over));
      expect([answer.code, answer.description]).toEqual([ErrorCode.PointOfCareInvalid, expect.stringContaining('Localização')]);
    }
  });

  it('refuses a service associated twice with -225 and no similar records, whatever its versions', async () => {
    const before = await pointCount();
    for (const services of [
      [service('SRV-DRS-001'), service('SRV-DRS-001')],
      [service('SRV-DRS-002'), service('SRV-DRS-001'), { ...service('SRV-DRS-002'), serviceVersion: 7 }],
    ]) {
      const answer = await t.call({ method: 'POST', url: '/records/pointOfCare', token: admin, payload: { input: point({ services }), continueOnDuplicate: false } });
      expect(answer.response.statusCode).toBeLessThan(500);
      expect(answer.body.code).toBe(ErrorCode.ServiceAlreadyProvided);
      expect(answer.body.description).toContain('O serviço já é prestado pelo ponto de atendimento.');
      // The refusal: never the duplicate warning's data, so the SPA shows no "continue" dialog.
      expect((answer.body.data as Partial<DuplicateWarningData> | null)?.similar).toBeUndefined();
    }
    // On a save too.
    const created = await create(admin, point());
    expect((await save(admin, created.data.id, 1, point({ services: [service('SRV-DRS-001'), service('SRV-DRS-001')] }))).code).toBe(ErrorCode.ServiceAlreadyProvided);
    expect(await pointCount()).toBe(before + 1);
  });

  it('needs each associated service to exist and be published', async () => {
    const draftService = await t.call<SavedRecord>({
      method: 'POST',
      url: '/records/service',
      token: admin,
      payload: {
        input: { ...emptyService(), code: unique('PKS'), abbreviation: 'PKS', name: `Serviço em rascunho ${seq}`, startDate: '2024-01-01', organizationId: org.drs },
        continueOnDuplicate: true,
      },
    });
    expect(draftService.body.code).toBe(0);
    const unpublished = await create(admin, point({ services: [service('SRV-DRS-001'), { serviceId: draftService.body.data.id, serviceVersion: 1 }] }));
    expect([unpublished.code, unpublished.description]).toEqual([ErrorCode.ParentNotPublished, expect.stringContaining('Serviços associados: tem de estar publicado')]);
    for (const services of [[{ serviceId: 999_999, serviceVersion: 1 }], [{ ...service('SRV-DRS-001'), serviceVersion: 42 }]]) {
      const answer = await create(admin, point({ services }));
      expect([answer.code, answer.description]).toEqual([ErrorCode.PointOfCareInvalid, expect.stringContaining('Serviços associados')]);
    }
  });

  it('refuses bad input with -222 naming the field, saving nothing, never a server error', async () => {
    const before = await pointCount();
    const weekly = (rows: unknown[]) => ({ openingHours: { weekly: rows, exceptions: [] } });
    const cases: [Record<string, unknown>, string][] = [
      // Overlapping intervals on a shared day.
      [
        weekly([
          { days: [1, 2, 3], opens: '09:00', closes: '13:00' },
          { days: [3], opens: '12:00', closes: '15:00' },
        ]),
        'Horário de funcionamento',
      ],
      // Closes before (or when) it opens.
      [weekly([{ days: [1], opens: '17:00', closes: '09:00' }]), 'Horário de funcionamento'],
      [weekly([{ days: [1], opens: '09:00', closes: '09:00' }]), 'Horário de funcionamento'],
      [weekly([{ days: [1], opens: '25:00', closes: '26:00' }]), 'Horário de funcionamento'],
      [weekly([{ days: [8], opens: '09:00', closes: '12:00' }]), 'Horário de funcionamento'],
      [weekly([{ days: [], opens: '09:00', closes: '12:00' }]), 'Horário de funcionamento'],
      [{ openingHours: { weekly: [], exceptions: [{ date: '2026-12-24', closed: false, opens: '12:00', closes: '10:00', description: '' }] } }, 'Horário de funcionamento'],
      [
        {
          openingHours: {
            weekly: [],
            exceptions: [
              { date: '2026-12-24', closed: true, opens: '', closes: '', description: '' },
              { date: '2026-12-24', closed: true, opens: '', closes: '', description: '' },
            ],
          },
        },
        'Horário de funcionamento',
      ],
      [{ openingHours: 'Seg–Sex 9h–17h' }, 'Horário de funcionamento'],
      [{ channelTypeId: null }, 'Tipo de canal'],
      [{ channelTypeId: '1' }, 'Tipo de canal'],
      [{ organizationId: null }, 'Entidade anfitriã'],
      // A location is an id and a version, both or neither.
      [{ locationVersion: null }, 'Versão da localização'],
      [{ services: [{ serviceId: 'um', serviceVersion: 1 }] }, 'Serviços associados'],
      [{ services: 'SRV-DRS-001' }, 'Serviços associados'],
      [{ contacts: [{ scope: 'public', type: 'email', value: 'sem-arroba' }] }, 'Contactos'],
      [{ attendanceRestrictions: 'r'.repeat(2001) }, 'Restrições de atendimento'],
      [{ name: '' }, 'Nome do canal'],
    ];
    for (const [over, label] of cases) {
      const answer = await t.call({ method: 'POST', url: '/records/pointOfCare', token: admin, payload: { input: { ...point(), ...over }, continueOnDuplicate: true } });
      expect(answer.response.statusCode).toBeLessThan(500);
      expect([answer.body.code, label]).toEqual([ErrorCode.PointOfCareInvalid, label]);
      expect(answer.body.description).toContain(label);
    }
    expect(await pointCount()).toBe(before);
  });

  it('warns about a similar name with -225 carrying the similar records, then saves when told to continue', async () => {
    const first = await create(admin, point({ name: 'Loja do Cidadão de Angra do Heroísmo' }), false);
    expect(first.code).toBe(0);
    const warned = await create(admin, point({ name: 'loja do cidadao de ANGRA do heroismo' }), false);
    expect(warned.code).toBe(ErrorCode.PointOfCareDuplicate);
    expect((warned.data as unknown as DuplicateWarningData).similar).toEqual([{ id: first.data.id, version: 1, name: 'Loja do Cidadão de Angra do Heroísmo' }]);
    expect((await create(admin, point({ name: 'loja do cidadao de ANGRA do heroismo' }), true)).code).toBe(0);
  });
});

describe('the point-of-care search (SPEC §3.1)', () => {
  const search = async (form: Record<string, unknown>, token = admin) =>
    (await t.call<TableData<RecordListItem>>({ method: 'POST', url: '/records/pointOfCare/search', token, payload: { code: 'ZP', pageSize: 100, sortBy: 'Code', ...form } }))
      .body;
  const codes = (data: TableData<RecordListItem>) => data.items.map((i) => i.code);

  beforeAll(async () => {
    const make = async (over: Partial<PointOfCareInput>, publish: boolean) => {
      const created = await create(admin, point(over));
      expect(created.code).toBe(0);
      if (publish) expect((await act(admin, created.data.id, 1, 'publish')).code).toBe(0);
    };
    await make({ code: 'ZP1', abbreviation: 'AÇOR', name: 'Balcão único da saúde', services: [service('SRV-DRS-001'), service('SRV-DRS-002')] }, true);
    // Hosted by DROT, providing a DROAP service.
    await make(
      {
        code: 'ZP2',
        abbreviation: 'TEL',
        name: 'Linha de apoio ao contribuinte',
        organizationId: org.drot,
        channelTypeId: ref('channelType', 'Telefone'),
        locationId: null,
        locationVersion: null,
        services: [service('SRV-DROAP-001')],
        active: false,
      },
      true,
    );
    await make({ code: 'ZP3', abbreviation: 'RASC', name: 'Posto em rascunho', services: [] }, false);
  });

  it('lists with the list columns and the host’s name', async () => {
    const body = await search({ recordStateIds: [RecordState.Published] });
    expect(body.code).toBe(0);
    expect(codes(body.data)).toEqual(['ZP1', 'ZP2']);
    const location = demo.get('PAT-0004') as { id: number; version: number };
    expect(body.data.items[0]?.extra).toEqual({
      channelTypeId: ref('channelType', 'Presencial'),
      organizationId: org.drs,
      locationId: location.id,
      locationVersion: location.version,
      serviceCount: 2,
    });
    expect(body.data.items.map((i) => i.organizationName)).toEqual(['Direção Regional da Saúde', 'Direção Regional do Orçamento e Tesouro']);
    expect(codes((await search({ sortBy: 'Name desc' })).data)).toEqual(['ZP3', 'ZP2', 'ZP1']);
    // The entity detail's list: the points of care its entity hosts (the engine's owner filter).
    expect(codes((await search({ organizationId: org.drot })).data)).toEqual(['ZP2']);
  });

  it('filters by every field of the form', async () => {
    expect(codes((await search({ code: 'zp2' })).data)).toEqual(['ZP2']);
    expect(codes((await search({ abreviation: 'açor' })).data)).toEqual(['ZP1']);
    expect(codes((await search({ name: 'APOIO contribuinte' })).data)).toEqual(['ZP2']);
    expect(codes((await search({ channelTypeIds: [ref('channelType', 'Telefone')] })).data)).toEqual(['ZP2']);
    expect(codes((await search({ channelTypeIds: [ref('channelType', 'Telefone'), ref('channelType', 'Presencial')] })).data)).toEqual(['ZP1', 'ZP2', 'ZP3']);
    expect(codes((await search({ recordStateIds: [RecordState.Draft] })).data)).toEqual(['ZP3']);
    expect(codes((await search({ active: false })).data)).toEqual(['ZP2']);
    // The host entity by name (accent-insensitive), abbreviation or code.
    expect(codes((await search({ organizationHost: 'orcamento tesouro' })).data)).toEqual(['ZP2']);
    expect(codes((await search({ organizationHost: 'DRS' })).data)).toEqual(['ZP1', 'ZP3']);
    // An entity owning one of the services provided: DROAP's service at DROT's point of care.
    expect(codes((await search({ organization: 'organização administração' })).data)).toEqual(['ZP2']);
    expect(codes((await search({ organization: 'droap' })).data)).toEqual(['ZP2']);
    expect(codes((await search({ organization: 'DRS' })).data)).toEqual(['ZP1']);
    expect(codes((await search({ organization: 'orcamento' })).data)).toEqual([]);
    expect(codes((await search({ active: null, organization: '', organizationHost: '' })).data)).toEqual(['ZP1', 'ZP2', 'ZP3']);
    const bad = await t.call({ method: 'POST', url: '/records/pointOfCare/search', token: admin, payload: { channelTypeIds: ['presencial'] } });
    expect(bad.response.statusCode).toBe(400);
  });

  it('shows guests the published points of care only', async () => {
    expect(codes((await search({ recordStateIds: [RecordState.Draft] }, guest)).data)).toEqual([]);
    expect(codes((await search({}, guest)).data)).toEqual(['ZP1', 'ZP2']);
  });
});

describe('the demo points of care', () => {
  it('are published, valid, hosted by demo entities that may have points of care, at published heritage, with published services', async () => {
    const db = t.database.db;
    const rows = await db.selectFrom('record_version').selectAll().where('kind', '=', ObjectKind.PointOfCare).where('code', 'like', 'PA-%').orderBy('code').execute();
    expect(rows.map((r) => r.code)).toEqual(DEMO_POINTS_OF_CARE.map((p) => p.input.code).sort());
    for (const row of rows) {
      expect(row).toMatchObject({ version: 1, state: RecordState.Published, created_by: 'system' });
      expect(row.data.demo).toBe(true);
      const input = fromRow(row, emptyPointOfCare);
      expect(() => pointOfCareSchema.validateSync(input, { strict: false })).not.toThrow();
      const host = await db.selectFrom('record_version').select('data').where('kind', '=', ObjectKind.Entity).where('id', '=', row.organization_id).executeTakeFirstOrThrow();
      expect(host.data).toMatchObject({ demo: true, canHavePointsOfCare: true });
      const location = await locationRoutes.view(input.locationId as number, input.locationVersion as number, guest);
      expect(location.data.state).toBe(RecordState.Published);
      expect(input.services.length).toBeGreaterThanOrEqual(1);
      for (const s of input.services) expect((await serviceRoutes.view(s.serviceId, s.serviceVersion, guest)).data.state).toBe(RecordState.Published);
      expect(input.openingHours.weekly.length).toBeGreaterThan(0);
    }
    const first = fromRow(rows[0] as (typeof rows)[number], emptyPointOfCare);
    expect(describeWeeklyHours(first.openingHours.weekly, 'pt')[0]).toMatch(/^Seg–Sex /);
  });
});

describe('the entity and the registry', () => {
  it('refuses to extinguish an entity hosting an active point of care (-109), and allows it once that one is extinct', async () => {
    const host = await publishedEntity({ canHavePointsOfCare: true });
    const created = await create(admin, point({ organizationId: host, services: [] }));
    expect(created.code).toBe(0);
    expect((await entityRoutes.act(admin, host, 1, 'extinct', { endDate: '2030-06-30' })).code).toBe(ErrorCode.EntityActivePointsOfCare);
    expect((await act(admin, created.data.id, 1, 'publish')).code).toBe(0);
    expect((await entityRoutes.act(admin, host, 1, 'extinct', { endDate: '2030-06-30' })).code).toBe(ErrorCode.EntityActivePointsOfCare);
    expect((await act(admin, created.data.id, 1, 'extinct', { endDate: '2030-06-30' })).code).toBe(0);
    expect((await entityRoutes.act(admin, host, 1, 'extinct', { endDate: '2030-06-30' })).code).toBe(0);
  });

  it('offers creating a point of care under an entity that may host one', async () => {
    const entityView = async (id: number) => (await t.call<RecordView>({ method: 'GET', url: `/records/entity/${id}/1`, token: admin })).body.data;
    expect((await entityView(org.drs)).canCreateOwned).toContain('pointOfCare');
    expect((await entityView(org.srsd)).canCreateOwned).not.toContain('pointOfCare');
  });

  it('puts points of care submitted for approval in the approver’s tasks, inside the subtree only', async () => {
    const inside = await create(admin, point({ name: 'Tarefa de atendimento interna' }));
    const outside = await create(admin, point({ name: 'Tarefa de atendimento externa', organizationId: org.drot }));
    for (const created of [inside, outside]) expect((await act(admin, created.data.id, 1, 'submitForApproval')).code).toBe(0);
    const tasks = async (token: string) =>
      (await t.call<TableData<TaskItem>>({ method: 'POST', url: '/tasks/search', token, payload: { name: 'Tarefa de atendimento', pageSize: 100 } })).body.data.items;
    expect((await tasks(user('p43'))).map((i) => [i.kind, i.id])).toEqual([['pointOfCare', inside.data.id]]);
    expect((await tasks(admin)).map((i) => i.id).sort((a, b) => a - b)).toEqual([inside.data.id, outside.data.id].sort((a, b) => a - b));
    const pointsOnly = await t.call<TableData<TaskItem>>({ method: 'POST', url: '/tasks/search', token: admin, payload: { kinds: ['pointOfCare'], pageSize: 100 } });
    expect(pointsOnly.body.data.items.every((i) => i.kind === 'pointOfCare')).toBe(true);
  });
});

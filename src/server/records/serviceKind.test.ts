/**
 * The service kind through the API (SPEC §3 Service, §3.1, §4, §5, §6): the workflow, the service
 * permissions (31, 32, 33 and Super 1, 2, 3) and their subtree scope, duplicates, the owner, parent,
 * reference, legislation and necessary-document rules, bad input, the entity-type rule that services
 * make provable, the search form and the legislations list.
 */
import { ObjectKind } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { RecordState } from '@/shared/recordStates';
import type {
  AuditEntry,
  ChangeLogEntry,
  DuplicateWarningData,
  HistoryEntry,
  LegislationOption,
  RecordListItem,
  RecordView,
  SavedRecord,
  TableData,
} from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import { emptyService, type ServiceInput } from '@/shared/records/service';
import type { ReferenceItem } from '@/shared/referenceLists';
import { fillEntityIds } from '../test/entityIds';
import { signInHolders, type ProfileHolder } from '../test/profileHolders';
import { recordRoutes } from '../test/recordRoutes';
import { signedInAppForSuite } from '../test/signedInApp';
import { SETUP_TIMEOUT_MS } from '../test/testApp';
import { expectApproveScope, expectCreateEditScope, expectSubmitScope, type WorkflowScopeCase } from '../test/workflowScope';

const t = signedInAppForSuite({ env: { SEED_DEMO: 'true' } });
let admin: string;
let guest: string;
const org = { srsd: 0, drs: 0, drot: 0, dre: 0 };
/** Reference item ids by category and Portuguese label. */
const refs = new Map<string, number>();
const ref = (category: string, label: string) => refs.get(`${category}:${label}`) as number;
let tokens = new Map<string, string>();
const user = (name: string) => tokens.get(name) as string;

let seq = 0;
const unique = (prefix: string) => `${prefix}${(seq += 1)}`;

const service = (over: Partial<ServiceInput> = {}): ServiceInput => {
  const code = unique('SVT');
  return { ...emptyService(), code, abbreviation: code, name: `Serviço de ensaio ${code}`, startDate: '2024-01-01', organizationId: org.drs, ...over };
};

const routes = recordRoutes<ServiceInput>(t, 'service', ObjectKind.Service, () => admin);
const { create, view, save, act, count: serviceCount } = routes;
/** A published service made by the administrator. */
const published = async (over: Partial<ServiceInput> = {}) => {
  const created = await create(admin, service(over));
  expect(created.code).toBe(0);
  expect((await act(admin, created.data.id, 1, 'publish')).code).toBe(0);
  return created.data;
};
/** A document version straight into the table: the document kind is not this file's subject. */
async function documentVersion(state: RecordState): Promise<{ documentId: number; documentVersion: number }> {
  const id = 900_000 + (seq += 1);
  await t.database.db
    .insertInto('record_version')
    .values({
      kind: ObjectKind.Document,
      id,
      version: 1,
      state,
      code: `DOC${id}`,
      name: `Documento ${id}`,
      abbreviation: 'DOC',
      organization_id: org.drs,
      start_date: '2024-01-01',
      created_by: 'test',
    })
    .execute();
  return { documentId: id, documentVersion: 1 };
}

beforeAll(async () => {
  ({ admin, guest } = t);
  const db = t.database.db;
  await fillEntityIds(db, org);
  for (const item of await db.selectFrom('reference_item').select(['id', 'category', 'label_pt']).execute()) refs.set(`${item.category}:${item.label_pt}`, item.id);
  // One holder of each service and Super permission, scoped to SRSD (which holds DRS, not DROT).
  const holders: [string, number][] = [
    ['p31', Permission.ServiceCreateEdit],
    ['p32', Permission.ServiceSubmit],
    ['p33', Permission.ServiceApprove],
    ['p1', Permission.SuperCreateEdit],
    ['p2', Permission.SuperSubmit],
    ['p3', Permission.SuperApprove],
    ['p11', Permission.EntityCreateEdit],
  ];
  tokens = await signInHolders(
    t,
    'svc',
    'Servico#2026',
    holders.map(([name, permission]): ProfileHolder => [name, permission, org.srsd]),
  );
}, SETUP_TIMEOUT_MS);

describe('the workflow', () => {
  it('creates under a directorate, submits, publishes, opens a new draft on edit and refuses the older version (-303)', async () => {
    const input = service({ serviceAreaId: ref('serviceArea', 'Saúde'), procedure: '<p>Passos</p>' });
    const created = await create(admin, input);
    expect(created).toMatchObject({ code: 0, data: { version: 1, state: RecordState.Draft } });
    const { id } = created.data;
    const draft = await view(id, 1);
    expect(draft.data).toMatchObject({ organizationId: org.drs, organizationName: 'Direção Regional da Saúde', state: RecordState.Draft, canEdit: true });
    expect(draft.data.data).toMatchObject({ serviceAreaId: ref('serviceArea', 'Saúde'), procedure: '<p>Passos</p>' });

    expect((await act(admin, id, 1, 'submitForApproval')).data.state).toBe(RecordState.SubmittedForApproval);
    expect((await act(admin, id, 1, 'publish')).data.state).toBe(RecordState.Published);

    const edited = await save(admin, id, 1, { ...input, name: `${input.name} revisto` });
    expect(edited).toMatchObject({ code: 0, data: { id, version: 2, state: RecordState.Draft } });
    expect((await save(admin, id, 1, input)).code).toBe(ErrorCode.ServiceEditDraft);

    const history = await t.call<HistoryEntry[]>({ method: 'GET', url: `/records/service/${id}/history`, token: admin });
    expect(history.body.data.map((h) => h.version)).toEqual([1, 2]);
    const changes = await t.call<ChangeLogEntry[]>({ method: 'GET', url: `/records/service/${id}/2/changelog?againstPublished=true`, token: admin });
    expect(changes.body.data).toEqual([
      {
        field: 'name',
        before: input.name,
        after: `${input.name} revisto`,
        text: `Nome: ${input.name} != ${input.name} revisto`,
        diff: { field: 'name', label: 'Nome', status: 'changed', payload: { type: 'value', before: input.name, after: `${input.name} revisto` } },
      },
    ]);
    const audit = await t.call<AuditEntry[]>({ method: 'GET', url: `/records/service/${id}/audit`, token: admin });
    expect(audit.body.data.map((a) => a.action)).toEqual(['create', 'submitForApproval', 'publish', 'newVersion']);
    // Guests read the published version only.
    expect((await view(id, 1, guest)).code).toBe(0);
    expect((await view(id, 2, guest)).code).toBe(ErrorCode.ServiceNotFound);
  });
});

describe('permissions (SPEC §6)', () => {
  const scope = (granted: string[], refused: string[]): WorkflowScopeCase<ServiceInput> => ({
    routes,
    admin,
    tokenOf: user,
    inside: () => service(),
    // SRSD's subtree holds DRS, not DROT.
    outside: () => service({ organizationId: org.drot }),
    granted,
    refused,
  });

  it('grants create/edit to 31 and Super 1 only, inside their subtree', async () => {
    await expectCreateEditScope(scope(['p31', 'p1'], ['p32', 'p33', 'p2', 'p3', 'p11']));
  });

  it('grants submitting to 32 and Super 2 only, inside their subtree', async () => {
    await expectSubmitScope(scope(['p32', 'p2'], ['p31', 'p33', 'p1', 'p3']));
  });

  it('grants approving to 33 and Super 3 only, inside their subtree', async () => {
    await expectApproveScope(scope(['p33', 'p3'], ['p31', 'p32', 'p1', 'p2', 'p11']));
  });

  it('hides drafts outside the reader’s subtree', async () => {
    const outside = await create(admin, service({ organizationId: org.drot }));
    expect((await view(outside.data.id, 1, user('p31'))).code).toBe(ErrorCode.ServiceNotFound);
    expect((await view(outside.data.id, 1, user('p11'))).code).toBe(ErrorCode.ServiceNotFound);
  });
});

describe('duplicates', () => {
  it('warns about a similar name (-305) with the similar records, then saves when told to continue', async () => {
    const input = service({ name: 'Pedido de transferência de escola' });
    const before = await serviceCount();
    const warned = await create(admin, input, false);
    expect(warned.code).toBe(ErrorCode.ServiceDuplicate);
    expect((warned.data as unknown as DuplicateWarningData).similar.map((s) => ('name' in s ? s.name : null))).toContain('Pedido de transferência de escola');
    expect(await serviceCount()).toBe(before);
    expect((await create(admin, input, true)).code).toBe(0);
  });
});

describe('the rules of SPEC §5', () => {
  it('requires the parent service to be published and never below the service itself', async () => {
    const draftParent = await create(admin, service());
    expect((await create(admin, service({ parentId: draftParent.data.id, parentVersion: 1 }))).code).toBe(ErrorCode.ParentNotPublished);
    const parent = await published();
    const child = await create(admin, service({ parentId: parent.id, parentVersion: 1 }));
    expect(child.code).toBe(0);
    expect((await act(admin, child.data.id, 1, 'publish')).code).toBe(0);
    // The parent under its own child: refused, naming the field.
    const cycle = await save(admin, parent.id, 1, service({ parentId: child.data.id, parentVersion: 1 }));
    expect(cycle.code).toBe(ErrorCode.ServiceInvalid);
    expect(cycle.description).toContain('Serviço-pai');
    expect((await create(admin, service({ parentId: parent.id, parentVersion: 1, startDate: '2023-01-01' }))).code).toBe(ErrorCode.StartBeforeParentStart);
  });

  it('requires an owner that exists, is published and may have services', async () => {
    const secretariat = await create(admin, service({ organizationId: org.srsd }));
    expect(secretariat.code).toBe(ErrorCode.ServiceInvalid);
    expect(secretariat.description).toContain('Entidade: a entidade não pode ter serviços');
    expect((await create(admin, service({ organizationId: 999_999 }))).code).toBe(ErrorCode.ServiceInvalid);
    const entity = { ...emptyEntity(), code: unique('ENT'), abbreviation: 'ENT', name: `Entidade em rascunho ${seq}`, startDate: '2024-01-01', organizationTypeId: 4 };
    const draftOwner = await t.call<SavedRecord>({
      method: 'POST',
      url: '/records/entity',
      token: admin,
      payload: { input: { ...entity, parentId: org.srsd, parentVersion: 1, canHaveServices: true }, continueOnDuplicate: true },
    });
    expect(draftOwner.body.code).toBe(0);
    expect((await create(admin, service({ organizationId: draftOwner.body.data.id }))).code).toBe(ErrorCode.ParentNotPublished);
  });

  it('requires necessary documents to exist and be published', async () => {
    const publishedDoc = await documentVersion(RecordState.Published);
    const draftDoc = await documentVersion(RecordState.Draft);
    const refused = await create(admin, service({ necessaryDocuments: [publishedDoc, draftDoc] }));
    expect(refused.code).toBe(ErrorCode.ParentNotPublished);
    expect(refused.description).toContain('Documentos necessários');
    expect((await create(admin, service({ necessaryDocuments: [{ documentId: publishedDoc.documentId, documentVersion: 7 }] }))).code).toBe(ErrorCode.ServiceInvalid);
    expect((await create(admin, service({ necessaryDocuments: [publishedDoc] }))).code).toBe(0);
  });

  it('checks the references again on publish: a necessary document archived since the save refuses it (-13)', async () => {
    const doc = await documentVersion(RecordState.Published);
    const created = await create(admin, service({ necessaryDocuments: [doc] }));
    expect(created.code).toBe(0);
    await t.database.db.updateTable('record_version').set({ state: RecordState.Archived }).where('kind', '=', ObjectKind.Document).where('id', '=', doc.documentId).execute();
    const refused = await act(admin, created.data.id, 1, 'publish');
    expect(refused.code).toBe(ErrorCode.ParentNotPublished);
    expect(refused.description).toContain('Documentos necessários');
    expect((await view(created.data.id, 1)).data.state).toBe(RecordState.Draft);
  });

  it('accepts every reference list and legislation it knows', async () => {
    const legislations = await t.call<LegislationOption[]>({ method: 'GET', url: '/reference/legislations', token: admin });
    const full = service({
      serviceAreaId: ref('serviceArea', 'Educação'),
      serviceCategoryId: ref('serviceCategory', 'Inscrições e registos'),
      serviceSubCategoryId: ref('serviceSubCategory', 'Renovação'),
      lifeEventId: ref('lifeEvent', 'Ir para a escola'),
      businessEventId: ref('businessEvent', 'Criar uma empresa'),
      recipientTypeIds: [ref('recipientType', 'Cidadão'), ref('recipientType', 'Estudante')],
      legislationIds: legislations.body.data.map((l) => l.id),
      virtual: true,
      virtualUrl: 'https://exemplo.azores.gov.pt/formulario',
      processingTime: { type: 1, value: 3, unit: 'days', stages: [] },
    });
    const created = await create(admin, full);
    expect(created.code).toBe(0);
    expect((await view(created.data.id, 1)).data.data).toMatchObject({ recipientTypeIds: full.recipientTypeIds, legislationIds: full.legislationIds });
  });

  it('refuses bad input with the service’s code naming the field, saving nothing, never a server error', async () => {
    const before = await serviceCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 5 }, 'Nome'],
      [{ name: 'x'.repeat(101) }, 'Nome'],
      [{ organizationId: '12' }, 'Entidade'],
      [{ recipientTypeIds: 'um' }, 'Destinatários'],
      [{ serviceAreaId: 999_999 }, 'Área de serviço'],
      [{ serviceCategoryId: ref('serviceArea', 'Saúde') }, 'Categoria'],
      [{ lifeEventId: ref('businessEvent', 'Criar uma empresa') }, 'Evento de vida'],
      [{ recipientTypeIds: [ref('recipientType', 'Cidadão'), 999_999] }, 'Destinatários'],
      [{ legislationIds: [999_999] }, 'Legislação'],
      [{ virtual: true, virtualUrl: 'www.azores.gov.pt' }, 'Endereço do formulário eletrónico'],
      [{ virtual: true, virtualUrl: '' }, 'Endereço do formulário eletrónico'],
      [{ portal: true }, 'Endereço no portal'],
      [{ processingTime: { type: 1, value: 5, unit: null, stages: [] } }, 'Prazo de resposta'],
      [{ processingTime: { type: 2, value: null, unit: null, stages: [] } }, 'Prazo de resposta'],
      [{ cost: 'c'.repeat(201) }, 'Custo'],
      [{ necessaryDocuments: [{ documentId: 'a' }] }, 'Documentos necessários'],
    ];
    for (const [over, label] of cases) {
      const answer = await t.call({ method: 'POST', url: '/records/service', token: admin, payload: { input: { ...service(), ...over }, continueOnDuplicate: true } });
      expect(answer.response.statusCode).toBeLessThan(500);
      expect([answer.body.code, label]).toEqual([ErrorCode.ServiceInvalid, label]);
      expect(answer.body.description).toContain(label);
    }
    expect(await serviceCount()).toBe(before);
  });
});

describe('the entity type rule (SPEC §5)', () => {
  it('refuses changing the type of an entity while services are tied to entities of that type', async () => {
    const entity = (type: number, code: string): EntityInput => ({
      ...emptyEntity(),
      code,
      abbreviation: code,
      name: `Instituto de ensaio ${code}`,
      startDate: '2024-01-01',
      organizationTypeId: type,
      parentId: org.srsd,
      parentVersion: 1,
      canHaveServices: true,
    });
    const makeEntity = async (input: EntityInput) => {
      const created = await t.call<SavedRecord>({ method: 'POST', url: '/records/entity', token: admin, payload: { input, continueOnDuplicate: true } });
      expect(created.body.code).toBe(0);
      const rowVersion = (await t.call<RecordView>({ method: 'GET', url: `/records/entity/${created.body.data.id}/1`, token: admin })).body.data.rowVersion;
      const done = await t.call({
        method: 'POST',
        url: `/records/entity/${created.body.data.id}/1/actions/publish`,
        token: admin,
        payload: { rowVersion, continueOnDuplicate: true },
      });
      expect(done.body.code).toBe(0);
      return created.body.data.id;
    };
    const changeType = async (id: number, input: EntityInput, type: number) => {
      const rowVersion = (await t.call<RecordView>({ method: 'GET', url: `/records/entity/${id}/1`, token: admin })).body.data.rowVersion;
      return (
        await t.call({
          method: 'PUT',
          url: `/records/entity/${id}/1`,
          token: admin,
          payload: { input: { ...input, organizationTypeId: type }, rowVersion, continueOnDuplicate: true },
        })
      ).body.code;
    };
    // Type 4 (public institute): one entity with a service, one without; type 5 has no services anywhere.
    const withService = entity(4, unique('IPA'));
    const withServiceId = await makeEntity(withService);
    const sibling = entity(4, unique('IPB'));
    const siblingId = await makeEntity(sibling);
    const lone = entity(5, unique('SDC'));
    const loneId = await makeEntity(lone);
    expect((await create(admin, service({ organizationId: withServiceId }))).code).toBe(0);
    expect(await changeType(withServiceId, withService, 5)).toBe(ErrorCode.EntityTypeInUse);
    // Any entity of a type that services are tied to: the type's meaning is in use.
    expect(await changeType(siblingId, sibling, 5)).toBe(ErrorCode.EntityTypeInUse);
    expect(await changeType(loneId, lone, 6)).toBe(0);
  });
});

describe('the service search (SPEC §3.1)', () => {
  const search = async (form: Record<string, unknown>, token = admin) =>
    (await t.call<TableData<RecordListItem>>({ method: 'POST', url: '/records/service/search', token, payload: { code: 'ZS', pageSize: 100, ...form } })).body;
  const codes = (data: TableData<RecordListItem>) => data.items.map((i) => i.code);

  beforeAll(async () => {
    const make = async (over: Partial<ServiceInput>, publish: boolean) => {
      const created = await create(admin, service(over));
      expect(created.code).toBe(0);
      if (publish) expect((await act(admin, created.data.id, 1, 'publish')).code).toBe(0);
    };
    await make(
      {
        code: 'ZS1',
        abbreviation: 'AÇOR',
        name: 'Emissão de licença de pesca lúdica',
        serviceAreaId: ref('serviceArea', 'Mar e Pescas'),
        serviceCategoryId: ref('serviceCategory', 'Licenças e autorizações'),
        lifeEventId: ref('lifeEvent', 'Deslocar-se entre ilhas'),
      },
      true,
    );
    await make(
      {
        code: 'ZS2',
        abbreviation: 'ILHA',
        name: 'Apoio à criação de empresas nas ilhas',
        organizationId: org.drot,
        serviceAreaId: ref('serviceArea', 'Finanças e Orçamento'),
        serviceSubCategoryId: ref('serviceSubCategory', 'Renovação'),
        businessEventId: ref('businessEvent', 'Criar uma empresa'),
        active: false,
      },
      true,
    );
    await make({ code: 'ZS3', abbreviation: 'RASC', name: 'Rascunho de serviço de ensaio' }, false);
  });

  it('lists the published services by default form, sorted by code, with the list columns', async () => {
    const body = await search({ recordStateIds: [RecordState.Published], sortBy: 'Code' });
    expect(body.code).toBe(0);
    expect(codes(body.data)).toEqual(['ZS1', 'ZS2']);
    expect(body.data.items[0]?.extra).toEqual({ serviceAreaId: ref('serviceArea', 'Mar e Pescas'), organizationId: org.drs });
    // Each row names its entity (published version's name), in the page's statement.
    expect(body.data.items.map((i) => i.organizationName)).toEqual(['Direção Regional da Saúde', 'Direção Regional do Orçamento e Tesouro']);
    expect(codes((await search({ recordStateIds: [RecordState.Draft] })).data)).toEqual(['ZS3']);
    // The demo services are published.
    expect((await search({ code: 'SRV-', recordStateIds: [RecordState.Published] })).data.total).toBe(6);
  });

  it('filters by every field of the form', async () => {
    const published = [RecordState.Published];
    expect(codes((await search({ code: 'zs2' })).data)).toEqual(['ZS2']);
    expect(codes((await search({ abreviation: 'açor' })).data)).toEqual(['ZS1']);
    expect(codes((await search({ name: 'PESCA ludica' })).data)).toEqual(['ZS1']);
    expect(codes((await search({ name: 'ilhas empresas' })).data)).toEqual(['ZS2']);
    expect(
      codes((await search({ serviceTypeIds: [ref('serviceArea', 'Mar e Pescas'), ref('serviceArea', 'Finanças e Orçamento')], recordStateIds: published })).data),
    ).toEqual(['ZS1', 'ZS2']);
    expect(codes((await search({ serviceCategoryIds: [ref('serviceCategory', 'Licenças e autorizações')] })).data)).toEqual(['ZS1']);
    expect(codes((await search({ serviceSubCategoryIds: [ref('serviceSubCategory', 'Renovação')] })).data)).toEqual(['ZS2']);
    expect(codes((await search({ businessEventIds: [ref('businessEvent', 'Criar uma empresa')] })).data)).toEqual(['ZS2']);
    expect(codes((await search({ lifeEventIds: [ref('lifeEvent', 'Deslocar-se entre ilhas')] })).data)).toEqual(['ZS1']);
    // The owning entity by name (accent-insensitive), abbreviation or code.
    expect(codes((await search({ organization: 'orcamento tesouro' })).data)).toEqual(['ZS2']);
    expect(codes((await search({ organization: 'drs', recordStateIds: published })).data)).toEqual(['ZS1']);
    expect(codes((await search({ active: false })).data)).toEqual(['ZS2']);
    expect(codes((await search({ active: null, sortBy: 'Code' })).data)).toEqual(['ZS1', 'ZS2', 'ZS3']);
  });

  it('sorts by each column of the form', async () => {
    expect(codes((await search({ recordStateIds: [RecordState.Published], sortBy: 'Name' })).data)).toEqual(['ZS2', 'ZS1']);
    expect(codes((await search({ recordStateIds: [RecordState.Published], sortBy: 'Name desc' })).data)).toEqual(['ZS1', 'ZS2']);
    expect(codes((await search({ sortBy: 'Abbreviation desc' })).data)).toEqual(['ZS3', 'ZS2', 'ZS1']);
    for (const sortBy of ['State', 'StartDate', 'EndDate', 'Version', 'Code desc']) expect((await search({ sortBy })).code).toBe(0);
  });

  it('shows guests the published services only and refuses a malformed form as bad input', async () => {
    expect(codes((await search({ recordStateIds: [RecordState.Draft] }, guest)).data)).toEqual([]);
    expect(codes((await search({}, guest)).data).sort()).toEqual(['ZS1', 'ZS2']);
    const bad = await t.call({ method: 'POST', url: '/records/service/search', token: admin, payload: { serviceTypeIds: ['saúde'] } });
    expect(bad.response.statusCode).toBe(400);
  });
});

describe('the legislations for record forms', () => {
  it('answers the active legislations, newest first, to any signed-in user', async () => {
    const [first] = await t.database.db.selectFrom('legislation').select('id').orderBy('id').limit(1).execute();
    await t.database.db
      .updateTable('legislation')
      .set({ active: false })
      .where('id', '=', first?.id ?? 0)
      .execute();
    const answer = await t.call<LegislationOption[]>({ method: 'GET', url: '/reference/legislations', token: guest });
    expect(answer.body.code).toBe(0);
    const dates = answer.body.data.map((l) => l.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(answer.body.data.map((l) => l.id)).not.toContain(first?.id);
    expect(answer.body.data[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
      number: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      title: expect.any(String),
    });
    await t.database.db
      .updateTable('legislation')
      .set({ active: true })
      .where('id', '=', first?.id ?? 0)
      .execute();
  });

  it('offers the reference lists the service form needs', async () => {
    for (const category of ['serviceArea', 'serviceCategory', 'serviceSubCategory', 'lifeEvent', 'businessEvent', 'recipientType']) {
      const answer = await t.call<ReferenceItem[]>({ method: 'GET', url: `/reference/${category}`, token: admin });
      expect(answer.body.data.length).toBeGreaterThan(0);
    }
  });
});

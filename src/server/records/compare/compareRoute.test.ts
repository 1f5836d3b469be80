/**
 * GET /api/records/{kind}/{id}/compare (issue 14 §2): two versions side by side for every kind — rich
 * text word by word, legislations, contacts, associated services and opening hours item by item,
 * references by their names — and the refusals: the same version twice (-710), a version that does
 * not exist or that the caller may not read (the kind's not-found code), bad parameters (-2).
 */
import { ErrorCode } from '@/shared/errors';
import type { LegislationOption, RecordView, SavedRecord } from '@/shared/records/contract';
import { emptyEntity, type EntityInput } from '@/shared/records/entity';
import type { Weekday } from '@/shared/records/openingHours';
import { emptyPointOfCare, type PointOfCareInput } from '@/shared/records/pointOfCare';
import { emptyService, type ServiceInput } from '@/shared/records/service';
import type { FieldDiff, VersionDiff } from '@/shared/records/versionDiff';
import { RecordState } from '@/shared/recordStates';
import { ObjectKind } from '@/shared/enums';
import { SETUP_TIMEOUT_MS, TEST_ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/testApp';
import { entityIdByCode } from '../../test/users';
import { richTextChange } from './richTextDiffFixtures';

let t: TestApp;
let admin: string;
let guest: string;
const org = { srsd: 0, drs: 0 };
const names = new Map<number, string>();
let legislations: LegislationOption[] = [];
/** Reference item ids by category and Portuguese label. */
const refs = new Map<string, number>();
const ref = (category: string, label: string) => refs.get(`${category}:${label}`) as number;

let seq = 0;
const unique = (prefix: string) => `${prefix}${(seq += 1)}`;

type Kind = 'entity' | 'service' | 'pointOfCare' | 'document' | 'location';
const view = async (kind: Kind, id: number, version: number) => (await t.call<RecordView>({ method: 'GET', url: `/records/${kind}/${id}/${version}`, token: admin })).body;
const create = async (kind: Kind, input: object) =>
  (await t.call<SavedRecord>({ method: 'POST', url: `/records/${kind}`, token: admin, payload: { input, continueOnDuplicate: true } })).body.data;
const save = async (kind: Kind, id: number, version: number, input: object) => {
  const rowVersion = (await view(kind, id, version)).data.rowVersion;
  return (await t.call<SavedRecord>({ method: 'PUT', url: `/records/${kind}/${id}/${version}`, token: admin, payload: { input, rowVersion, continueOnDuplicate: true } })).body
    .data;
};
const publish = async (kind: Kind, id: number, version: number) => {
  const rowVersion = (await view(kind, id, version)).data.rowVersion;
  const done = await t.call<SavedRecord>({
    method: 'POST',
    url: `/records/${kind}/${id}/${version}/actions/publish`,
    token: admin,
    payload: { rowVersion, continueOnDuplicate: true },
  });
  expect(done.body.code).toBe(0);
};
const compare = async (kind: Kind, id: number, query: string, token = admin) => t.call<VersionDiff>({ method: 'GET', url: `/records/${kind}/${id}/compare?${query}`, token });
const field = (diff: VersionDiff, name: string) => diff.fields.find((f) => f.field === name) as FieldDiff;

/** Published version 1 and a draft version 2 of the same record, version 2 made from `change`. */
async function twoVersions<T extends object>(kind: Kind, first: T, change: (v1: T) => T): Promise<number> {
  const created = await create(kind, first);
  await publish(kind, created.id, 1);
  const saved = await save(kind, created.id, 1, change(first));
  expect(saved.version).toBe(2);
  return created.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await t.loginToken('admin', TEST_ADMIN_PASSWORD);
  guest = await t.guestToken();
  const db = t.database.db;
  org.srsd = await entityIdByCode(db, 'SRSD');
  org.drs = await entityIdByCode(db, 'DRS');
  for (const row of await db.selectFrom('record_version').select(['id', 'name']).where('kind', '=', ObjectKind.Entity).execute()) names.set(row.id, row.name ?? '');
  for (const item of await db.selectFrom('reference_item').select(['id', 'category', 'label_pt']).execute()) refs.set(`${item.category}:${item.label_pt}`, item.id);
  legislations = (await t.call<LegislationOption[]>({ method: 'GET', url: '/reference/legislations', token: admin })).body.data;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

describe('comparing two versions of a service', () => {
  let id = 0;
  let input: ServiceInput;
  beforeAll(async () => {
    const code = unique('CMP');
    input = {
      ...emptyService(),
      code,
      abbreviation: code,
      name: `Serviço comparado ${code}`,
      startDate: '2024-01-01',
      organizationId: org.drs,
      procedure: '<p>Entregar o requerimento <strong>em papel</strong> no balcão.</p>',
      legislationIds: [legislations[0]?.id, legislations[1]?.id] as number[],
      cost: 'Gratuito',
    };
    id = await twoVersions('service', input, (v1) => ({
      ...v1,
      procedure: '<p>Entregar o requerimento <strong>online</strong> no balcão.</p><p>Guardar o comprovativo.</p>',
      legislationIds: [legislations[1]?.id, legislations[2]?.id] as number[],
      serviceAreaId: ref('serviceArea', [...refs.keys()].find((k) => k.startsWith('serviceArea:'))?.slice('serviceArea:'.length) ?? ''),
      cost: '',
      versionComment: 'Passa a ser online',
    }));
  });

  it('puts the older version on the left whatever the order asked, with each column head', async () => {
    const { body } = await compare('service', id, 'from=2&to=1');
    expect(body.code).toBe(0);
    expect(body.data.from).toMatchObject({ version: 1, state: RecordState.Published, changedBy: 'admin' });
    expect(body.data.to).toMatchObject({ version: 2, state: RecordState.Draft, versionComment: 'Passa a ser online' });
    expect((await compare('service', id, 'from=1&to=2')).body.data).toEqual(body.data);
  });

  it('walks the fields in form order, unchanged ones the same, references by their names', async () => {
    const diff = (await compare('service', id, 'from=1&to=2')).body.data;
    const order = diff.fields.map((f) => f.field);
    expect(order.indexOf('code')).toBeLessThan(order.indexOf('procedure'));
    expect(order).not.toContain('versionComment');
    expect(field(diff, 'name')).toMatchObject({ label: 'Nome', status: 'same', payload: { type: 'value', before: input.name, after: input.name } });
    expect(field(diff, 'organizationId')).toMatchObject({ status: 'same', payload: { before: names.get(org.drs) } });
    expect(field(diff, 'startDate').payload).toEqual({ type: 'value', before: '01/01/2024', after: '01/01/2024' });
    expect(field(diff, 'serviceAreaId')).toMatchObject({ status: 'added', payload: { before: '—' } });
    expect(field(diff, 'serviceAreaId').payload).not.toMatchObject({ after: expect.stringMatching(/^\d+$/) });
    expect(field(diff, 'cost')).toMatchObject({ status: 'removed', payload: { before: 'Gratuito', after: '—' } });
  });

  it('compares the procedure word by word, as text (never HTML)', async () => {
    const procedure = field((await compare('service', id, 'from=1&to=2')).body.data, 'procedure');
    expect(procedure.status).toBe('changed');
    expect(procedure.payload).toEqual(
      richTextChange(
        'Entregar o requerimento em papel no balcão.',
        'Entregar o requerimento online no balcão.\nGuardar o comprovativo.',
        ['same', 'Entregar o requerimento '],
        ['delete', 'em papel'],
        ['insert', 'online'],
        ['same', ' no balcão.\n'],
        ['insert', 'Guardar o comprovativo.'],
      ),
    );
  });

  it('compares the legislations item by item, by id, worded as the detail words them', async () => {
    const items = field((await compare('service', id, 'from=1&to=2')).body.data, 'legislationIds').payload;
    const [l0, l1, l2] = legislations as [LegislationOption, LegislationOption, LegislationOption];
    // The removed one was first: it stays first.
    expect(items.type === 'list' && items.items.map((i) => [i.key, i.status])).toEqual([
      [String(l0.id), 'removed'],
      [String(l1.id), 'same'],
      [String(l2.id), 'added'],
    ]);
    expect(items.type === 'list' && items.items[1]?.after).toContain(l1.title);
  });

  /** Calls made while the administrator reads English (the session's user language wins over Accept-Language). */
  async function inEnglish<T>(call: () => Promise<T>): Promise<T> {
    const users = t.database.db.updateTable('app_user').where('username', '=', 'admin');
    await users.set({ language: 'en' }).execute();
    try {
      return await call();
    } finally {
      await users.set({ language: 'pt' }).execute();
    }
  }

  it("answers in the reader's language", async () => {
    const { body } = await inEnglish(() => compare('service', id, 'from=1&to=2'));
    expect(field(body.data, 'name').label).toBe('Name');
    expect(field(body.data, 'active').payload).toEqual({ type: 'value', before: 'Yes', after: 'Yes' });
  });

  it("words the values in the language the interface asks (the refusals stay in the reader's)", async () => {
    const { body } = await compare('service', id, 'from=1&to=2&language=en');
    expect(field(body.data, 'name').label).toBe('Name');
    expect(field(body.data, 'active').payload).toEqual({ type: 'value', before: 'Yes', after: 'Yes' });
    expect((await compare('service', id, 'from=1&to=2&language=fr')).response.statusCode).toBe(400);
    expect((await compare('service', id, 'from=1&to=1&language=en')).body.description).toBe('Escolha duas versões diferentes para comparar.');
  });

  it('refuses the same version twice (-710), in both languages', async () => {
    const pt = (await compare('service', id, 'from=2&to=2')).body;
    expect(pt).toMatchObject({ code: ErrorCode.CompareSameVersion, description: 'Escolha duas versões diferentes para comparar.', data: null });
    const en = (await inEnglish(() => compare('service', id, 'from=1&to=1'))).body;
    expect(en).toMatchObject({ code: ErrorCode.CompareSameVersion, description: 'Choose two different versions to compare.' });
  });

  it("answers the kind's not-found code for a version that does not exist or that the caller may not read", async () => {
    expect((await compare('service', id, 'from=1&to=9')).body.code).toBe(ErrorCode.ServiceNotFound);
    expect((await compare('service', 999_999, 'from=1&to=2')).body.code).toBe(ErrorCode.ServiceNotFound);
    // The guest reads published versions only: version 2 is a draft.
    expect((await compare('service', id, 'from=1&to=2', guest)).body.code).toBe(ErrorCode.ServiceNotFound);
    // Not found comes before the same version twice: -710 tells nothing of a record one may not read.
    expect((await compare('service', id, 'from=2&to=2', guest)).body.code).toBe(ErrorCode.ServiceNotFound);
    expect((await compare('service', id, 'from=1&to=1', guest)).body.code).toBe(ErrorCode.CompareSameVersion);
  });

  it('refuses bad parameters with -2 (HTTP 400), never a 500', async () => {
    for (const query of ['from=1', 'from=a&to=2', 'from=0&to=2', 'from=1.5&to=2', '']) {
      const { response, body } = await compare('service', id, query);
      expect([response.statusCode, body.code]).toEqual([400, -2]);
    }
    const { response } = await t.call({ method: 'GET', url: `/records/service/abc/compare?from=1&to=2`, token: admin });
    expect(response.statusCode).toBe(400);
  });

  it('needs a session (-4, HTTP 401)', async () => {
    const { response, body } = await t.call({ method: 'GET', url: `/records/service/${id}/compare?from=1&to=2` });
    expect([response.statusCode, body.code]).toEqual([401, -4]);
  });
});

describe('comparing two versions of an entity', () => {
  it('compares contacts by type and value and names the parent entity', async () => {
    const code = unique('CME');
    const first: EntityInput = {
      ...emptyEntity(),
      code,
      abbreviation: code,
      name: `Entidade comparada ${code}`,
      startDate: '2024-01-01',
      organizationTypeId: 3,
      parentId: org.srsd,
      parentVersion: 1,
      contacts: [
        { scope: 'public', type: 'phone', value: '296000000' },
        { scope: 'public', type: 'email', value: 'geral@azores.gov.pt' },
      ],
    };
    const id = await twoVersions('entity', first, (v1) => ({
      ...v1,
      contacts: [
        { scope: 'internal' as const, type: 'phone' as const, value: '296000000' },
        { scope: 'public' as const, type: 'website' as const, value: 'https://azores.gov.pt' },
      ],
    }));
    const diff = (await compare('entity', id, 'from=1&to=2')).body.data;
    const contacts = field(diff, 'contacts');
    expect(contacts.status).toBe('changed');
    expect(contacts.payload.type === 'list' && contacts.payload.items).toEqual([
      { key: 'phone:296000000', status: 'changed', before: 'Telefone: 296000000 (Público)', after: 'Telefone: 296000000 (Interno)' },
      { key: 'email:geral@azores.gov.pt', status: 'removed', before: 'Email: geral@azores.gov.pt (Público)', after: null },
      { key: 'website:https://azores.gov.pt', status: 'added', before: null, after: 'Sítio web: https://azores.gov.pt (Público)' },
    ]);
    expect(field(diff, 'parentId')).toMatchObject({ status: 'same', payload: { before: `${names.get(org.srsd)} (versão 1)` } });
    expect(diff.fields.map((f) => f.field)).not.toContain('parentVersion');
    expect(field(diff, 'organizationTypeId').payload).toMatchObject({ type: 'value', before: expect.not.stringMatching(/^\d+$/) });
  });
});

describe('comparing two versions of a point of care', () => {
  it('compares associated services by service and opening hours by day', async () => {
    const db = t.database.db;
    const services = await db
      .selectFrom('record_version')
      .select(['id', 'version', 'name'])
      .where('kind', '=', ObjectKind.Service)
      .where('state', '=', RecordState.Published)
      .where('organization_id', '=', org.drs)
      .orderBy('id')
      .limit(2)
      .execute();
    expect(services).toHaveLength(2);
    const [s1, s2] = services as [(typeof services)[0], (typeof services)[0]];
    const code = unique('CMP');
    const first: PointOfCareInput = {
      ...emptyPointOfCare(),
      code,
      abbreviation: code,
      name: `Balcão comparado ${code}`,
      startDate: '2024-01-01',
      organizationId: org.drs,
      channelTypeId: ref('channelType', 'Presencial'),
      openingHours: { weekly: [{ days: [1, 2, 3, 4, 5], opens: '09:00', closes: '17:00' }], exceptions: [] },
      services: [{ serviceId: s1.id, serviceVersion: s1.version }],
    };
    const id = await twoVersions('pointOfCare', first, (v1) => ({
      ...v1,
      openingHours: {
        weekly: [
          { days: [1, 2, 3, 4] as Weekday[], opens: '09:00', closes: '17:00' },
          { days: [5] as Weekday[], opens: '09:00', closes: '13:00' },
        ],
        exceptions: [{ date: '2026-12-24', closed: true, opens: '', closes: '', description: 'Véspera de Natal' }],
      },
      services: [
        { serviceId: s1.id, serviceVersion: s1.version },
        { serviceId: s2.id, serviceVersion: s2.version },
      ],
    }));
    const diff = (await compare('pointOfCare', id, 'from=1&to=2')).body.data;
    const hours = field(diff, 'openingHours').payload;
    expect(hours.type === 'list' && hours.items.filter((i) => i.status !== 'same')).toEqual([
      { key: 'day:5', status: 'changed', before: 'Sex 09:00–17:00', after: 'Sex 09:00–13:00' },
      { key: 'date:2026-12-24', status: 'added', before: null, after: '24/12/2026 encerrado (Véspera de Natal)' },
    ]);
    const linked = field(diff, 'services').payload;
    expect(linked.type === 'list' && linked.items).toEqual([
      { key: String(s1.id), status: 'same', before: `${s1.name} (versão ${s1.version})`, after: `${s1.name} (versão ${s1.version})` },
      { key: String(s2.id), status: 'added', before: null, after: `${s2.name} (versão ${s2.version})` },
    ]);
    expect(field(diff, 'channelTypeId')).toMatchObject({ status: 'same', payload: { before: 'Presencial' } });
  });
});

describe('comparing two versions of the other kinds (the same engine)', () => {
  type OtherKind = 'document' | 'location';
  /** A published demo record of the kind, and a second version of it with another name (its input rebuilt from its view). */
  async function renamedDemo(kind: OtherKind, objectKind: ObjectKind): Promise<{ id: number; version: number; name: string }> {
    const row = await t.database.db
      .selectFrom('record_version')
      .select(['id', 'version'])
      .where('kind', '=', objectKind)
      .where('state', '=', RecordState.Published)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const shown = (await t.call<RecordView>({ method: 'GET', url: `/records/${kind}/${row.id}/${row.version}`, token: admin })).body.data;
    const input = {
      code: shown.code,
      abbreviation: shown.abbreviation,
      name: `${shown.name} (revisto)`,
      startDate: shown.startDate,
      endDate: shown.endDate,
      active: shown.active,
      versionComment: '',
      ...shown.data,
    };
    const saved = await t.call<SavedRecord>({
      method: 'PUT',
      url: `/records/${kind}/${row.id}/${row.version}`,
      token: admin,
      payload: { input, rowVersion: shown.rowVersion, continueOnDuplicate: true },
    });
    expect(saved.body.code).toBe(0);
    return { id: row.id, version: saved.body.data.version, name: shown.name };
  }

  it.each([
    ['document', ObjectKind.Document],
    ['location', ObjectKind.Location],
  ] as const)('%s: the changed name, the owner entity by its name', async (kind, objectKind) => {
    const { id, version, name } = await renamedDemo(kind, objectKind);
    const diff = (await compare(kind, id, `from=${version}&to=${version - 1}`)).body;
    expect(diff.code).toBe(0);
    expect(field(diff.data, 'name')).toMatchObject({ status: 'changed', payload: { type: 'value', before: name, after: `${name} (revisto)` } });
    expect(diff.data.fields.filter((f) => f.status !== 'same').map((f) => f.field)).toEqual(['name']);
    const owner = field(diff.data, 'organizationId').payload;
    expect(owner.type === 'value' && owner.before).not.toMatch(/^#?\d+$/);
  });
});

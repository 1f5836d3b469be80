import { ObjectKind, DivisionType, GroupKind, UserStatus } from '@/shared/enums';
import { ADMIN_USERNAME, GUEST_USERNAME } from '@/shared/limits';
import { ALL_PERMISSIONS } from '@/shared/permissions';
import { RecordState } from '@/shared/recordStates';
import { ACCOUNT_PATHS, type TokenData } from '@/shared/api';
import { verifyPassword } from '../../auth/passwordHash';
import { buildApp } from '../../app';
import { encryptPassword } from '../../test/encryptPassword';
import { prepareDatabase } from '../prepareDatabase';
import { TEST_ADMIN_PASSWORD, testDatabaseForSuite } from '../../test/testDatabase';
import { verifyToken } from '../../auth/tokens';
import { emptyService, serviceSchema } from '@/shared/records/service';
import { fromRow } from '../../records/headerMapping';
import { emptyLocation, locationSchema } from '@/shared/records/location';
import { emptyPointOfCare, pointOfCareSchema } from '@/shared/records/pointOfCare';
import { DEMO_LOCATIONS } from './demoLocations';
import { DEMO_POINTS_OF_CARE } from './demoPointsOfCare';
import { DEMO_SERVICES } from './demoServices';
import { DEMO_TREE } from './demoTree';
import { MUNICIPALITIES_WITHOUT_PARISHES } from './divisions';
import { lookupRows } from './lookups';
import { readCaeRows, readDivisionRows } from './seedData';

describe('the default seed', () => {
  const database = testDatabaseForSuite();

  const divisions = (type: DivisionType) => database.db.selectFrom('division').selectAll().where('type', '=', type).orderBy('code').execute();

  it('has the 9 islands with their DICOFRE codes 41–49', async () => {
    const islands = await divisions(DivisionType.Island);
    expect(islands.map((i) => i.code)).toEqual(['41', '42', '43', '44', '45', '46', '47', '48', '49']);
    expect(islands.find((i) => i.code === '42')?.name).toBe('São Miguel');
    expect(islands.every((i) => i.parent_id === null)).toBe(true);
  });

  it('has the 19 municipalities under their islands', async () => {
    const islands = new Map((await divisions(DivisionType.Island)).map((i) => [i.id, i.code]));
    const municipalities = await divisions(DivisionType.County);
    expect(municipalities).toHaveLength(19);
    for (const m of municipalities) expect(islands.get(m.parent_id ?? -1)).toBe(m.code.slice(0, 2));
  });

  it('has every parish of the CSV under its municipality; Corvo has none', async () => {
    const csvParishes = readDivisionRows().filter((r) => !MUNICIPALITIES_WITHOUT_PARISHES.has(r.municipality_code));
    const municipalities = new Map((await divisions(DivisionType.County)).map((m) => [m.id, m.code]));
    const parishes = await divisions(DivisionType.Parish);
    expect(parishes).toHaveLength(csvParishes.length);
    expect(parishes).toHaveLength(155);
    for (const p of parishes) expect(municipalities.get(p.parent_id ?? -1)).toBe(p.code.slice(0, 4));
    const corvo = (await divisions(DivisionType.County)).find((m) => m.code === '4901');
    expect(parishes.filter((p) => p.parent_id === corvo?.id)).toEqual([]);
  });

  it('has the CAE sections and divisions of the CSV', async () => {
    const rows = await database.db.selectFrom('economic_activity').selectAll().execute();
    expect(rows).toHaveLength(readCaeRows().length);
    expect(rows.filter((r) => r.level === 'section')).toHaveLength(21);
    expect(rows.filter((r) => r.level === 'division')).toHaveLength(88);
    expect(rows.find((r) => r.code === '84')).toMatchObject({ level: 'division', parent_code: 'O' });
  });

  it('has every enumeration value and record state as a lookup row with both labels', async () => {
    const rows = await database.db.selectFrom('lookup').selectAll().execute();
    expect(rows).toHaveLength(lookupRows().length);
    expect(rows).toContainEqual({ kind: 'recordState', code: RecordState.Published, value: 'Published', label_pt: 'Publicado', label_en: 'Published' });
    expect(rows).toContainEqual(expect.objectContaining({ kind: 'objectKind', code: ObjectKind.Entity, label_pt: 'Entidade' }));
    expect(rows.every((r) => r.label_pt && r.label_en)).toBe(true);
  });

  it('has admin with one profile holding every permission over the whole tree', async () => {
    const admin = await database.db.selectFrom('app_user').selectAll().where('username', '=', ADMIN_USERNAME).executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ display_name: 'Administrador', status: UserStatus.Active, must_change_password: false });
    await expect(verifyPassword(TEST_ADMIN_PASSWORD, admin.password_hash)).resolves.toBe(true);
    const profiles = await database.db
      .selectFrom('user_profile')
      .innerJoin('profile', 'profile.id', 'user_profile.profile_id')
      .selectAll('profile')
      .where('user_profile.user_id', '=', admin.id)
      .execute();
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ name: 'Administrador', organization_id: null, excluded_organization_ids: [] });
    expect([...(profiles[0]?.permissions ?? [])].sort((a, b) => a - b)).toEqual([...ALL_PERMISSIONS].sort((a, b) => a - b));
  });

  it('has guest without profiles and without a password', async () => {
    const guest = await database.db.selectFrom('app_user').selectAll().where('username', '=', GUEST_USERNAME).executeTakeFirstOrThrow();
    expect(guest.password_hash).toBeNull();
    expect(guest.status).toBe(UserStatus.Active);
    const profiles = await database.db.selectFrom('user_profile').select('profile_id').where('user_id', '=', guest.id).execute();
    expect(profiles).toEqual([]);
  });

  it('has the demo tree as published entities, marked as demo', async () => {
    const rows = await database.db.selectFrom('record_version').selectAll().where('kind', '=', ObjectKind.Entity).orderBy('id').execute();
    const root = rows.find((r) => r.code === DEMO_TREE.code);
    expect(root).toMatchObject({ name: 'Governo Regional dos Açores', parent_id: null, version: 1, state: RecordState.Published });
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      expect(row).toMatchObject({ version: 1, state: RecordState.Published, organization_id: row.id, active: true });
      expect(row.data).toMatchObject({ demo: true, groupKind: GroupKind.RegionalPublicAdministration, organizationTypeId: expect.any(Number) });
      expect(row.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (row !== root) {
        const parent = rows.find((p) => p.id === row.parent_id);
        expect(parent).toBeDefined();
        expect(row.parent_version).toBe(parent?.version);
      }
    }
    const names = rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Presidência do Governo Regional', 'Secretaria Regional da Saúde e Desporto', 'Direção Regional da Saúde']));
    // Grandchildren exist: a regional directorate under a secretariat under the government.
    const directorate = rows.find((r) => r.name === 'Direção Regional da Saúde');
    const secretariat = rows.find((r) => r.id === directorate?.parent_id);
    expect(secretariat?.parent_id).toBe(root?.id);
    // The next id of the kind continues after the demo.
    const sequence = await database.db.selectFrom('record_sequence').selectAll().where('kind', '=', ObjectKind.Entity).executeTakeFirstOrThrow();
    expect(sequence.next_id).toBe(Math.max(...rows.map((r) => r.id)) + 1);
  });

  it('has first items in the service, point-of-care and document lists, in both languages', async () => {
    const rows = await database.db.selectFrom('reference_item').selectAll().execute();
    for (const category of ['serviceArea', 'serviceCategory', 'serviceSubCategory', 'lifeEvent', 'businessEvent', 'recipientType', 'channelType', 'documentType']) {
      const items = rows.filter((r) => r.category === category);
      expect(items.length).toBeGreaterThanOrEqual(5);
      expect(items.every((i) => i.label_pt && i.label_en)).toBe(true);
    }
    expect(rows).toContainEqual(expect.objectContaining({ category: 'documentType', label_pt: 'Requerimento', label_en: 'Application form' }));
  });

  it('has the demo services: published, valid, owned by demo directorates that may have services', async () => {
    const rows = await database.db.selectFrom('record_version').selectAll().where('kind', '=', ObjectKind.Service).orderBy('id').execute();
    expect(rows).toHaveLength(DEMO_SERVICES.length);
    const entities = await database.db.selectFrom('record_version').selectAll().where('kind', '=', ObjectKind.Entity).execute();
    for (const row of rows) {
      expect(row).toMatchObject({ version: 1, state: RecordState.Published, created_by: 'system' });
      expect(row.data.demo).toBe(true);
      const owner = entities.find((e) => e.id === row.organization_id);
      expect(owner?.data).toMatchObject({ demo: true, canHaveServices: true });
      // What the edit form would load must pass the shared schema as it is.
      expect(() => serviceSchema.validateSync(fromRow(row, emptyService), { strict: false })).not.toThrow();
    }
    const full = rows.find((r) => r.code === 'SRV-DRS-001');
    expect(full?.data).toMatchObject({ serviceAreaId: expect.any(Number), lifeEventId: expect.any(Number), virtual: true, procedure: expect.stringContaining('<ol>') });
    expect((full?.data.legislationIds as number[]).length).toBe(2);
    const sub = rows.find((r) => r.code === 'SRV-DRE-002');
    expect(sub).toMatchObject({ parent_id: rows.find((r) => r.code === 'SRV-DRE-001')?.id, parent_version: 1 });
  });

  it('has the demo heritage: published, valid, managed by demo entities, in its parish, county and island, with coordinates', async () => {
    const rows = await database.db.selectFrom('record_version').selectAll().where('kind', '=', ObjectKind.Location).orderBy('code').execute();
    expect(rows.map((r) => r.code)).toEqual(DEMO_LOCATIONS.map((l) => l.input.code));
    const divisionRows = await database.db.selectFrom('division').selectAll().execute();
    const byId = new Map(divisionRows.map((d) => [d.id, d]));
    for (const row of rows) {
      expect(row).toMatchObject({ version: 1, state: RecordState.Published, created_by: 'system' });
      expect(row.data.demo).toBe(true);
      const input = fromRow(row, emptyLocation);
      expect(() => locationSchema.validateSync(input, { strict: false })).not.toThrow();
      const manager = await database.db
        .selectFrom('record_version')
        .select('data')
        .where('kind', '=', ObjectKind.Entity)
        .where('id', '=', row.organization_id)
        .executeTakeFirstOrThrow();
      expect(manager.data.demo).toBe(true);
      const parish = byId.get(input.parishId ?? -1);
      expect(parish).toMatchObject({ type: DivisionType.Parish, parent_id: input.countyId });
      expect(byId.get(input.countyId ?? -1)).toMatchObject({ type: DivisionType.County, parent_id: input.islandId });
      expect(DEMO_LOCATIONS.find((l) => l.input.code === row.code)?.parish).toBe(parish?.code);
      expect(input.latitude && input.longitude).toBeTruthy();
    }
  });

  it('has the demo points of care: published, valid, hosted by demo entities that may have them, at demo heritage, with weekly hours and demo services', async () => {
    const rows = await database.db.selectFrom('record_version').selectAll().where('kind', '=', ObjectKind.PointOfCare).orderBy('code').execute();
    expect(rows.map((r) => r.code)).toEqual(DEMO_POINTS_OF_CARE.map((p) => p.input.code).sort());
    const records = await database.db.selectFrom('record_version').selectAll().execute();
    const find = (kind: ObjectKind, id: number | null, version?: number | null) =>
      records.find((r) => r.kind === kind && r.id === id && (version === undefined || r.version === version));
    for (const row of rows) {
      expect(row).toMatchObject({ version: 1, state: RecordState.Published });
      const input = fromRow(row, emptyPointOfCare);
      expect(() => pointOfCareSchema.validateSync(input, { strict: false })).not.toThrow();
      expect(find(ObjectKind.Entity, row.organization_id)?.data).toMatchObject({ demo: true, canHavePointsOfCare: true });
      expect(find(ObjectKind.Location, input.locationId, input.locationVersion)).toMatchObject({
        state: RecordState.Published,
        data: expect.objectContaining({ demo: true }),
      });
      expect(input.services.length).toBeGreaterThanOrEqual(1);
      for (const s of input.services) expect(find(ObjectKind.Service, s.serviceId, s.serviceVersion)).toMatchObject({ state: RecordState.Published });
      expect(input.openingHours.weekly.length).toBeGreaterThan(0);
    }
  });
});

describe('SEED_DEMO=false and no ADMIN_PASSWORD', () => {
  const database = testDatabaseForSuite({ SEED_DEMO: 'false', ADMIN_PASSWORD: '' });

  it('leaves the demo tree out', async () => {
    expect(await database.db.selectFrom('record_version').select('id').execute()).toEqual([]);
    expect(database.prepared?.ran).not.toContain('demo-tree');
  });

  it('generates an admin password that works once and must be changed', async () => {
    const password = database.prepared?.generatedAdminPassword;
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const app = await buildApp({ config: database.config, db: database.db });
    try {
      const settings = await app.inject({ method: 'GET', url: `/api${ACCOUNT_PATHS.loginSettings}` });
      const publicKey = settings.json<{ data: { publicKey: string } }>().data.publicKey;
      const login = await app.inject({
        method: 'POST',
        url: `/api${ACCOUNT_PATHS.login}`,
        payload: { username: ADMIN_USERNAME, password: encryptPassword(password ?? '', publicKey) },
      });
      const token = login.json<{ code: number; data: TokenData }>().data.token;
      expect((await verifyToken(token, app.keys.tokenSecret, new Date()))?.mcp).toBe(true);
      // Account routes stay open so the password can be changed.
      const me = await app.inject({ method: 'GET', url: `/api${ACCOUNT_PATHS.me}`, headers: { authorization: `Bearer ${token}` } });
      expect(me.json()).toMatchObject({ code: 0, data: { mustChangePassword: true } });
      const notifications = await app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${token}` } });
      expect(notifications.json().code).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('does not generate or print it again at the next start', async () => {
    const again = await prepareDatabase(database.db, database.config);
    expect(again.generatedAdminPassword).toBeNull();
  });
});

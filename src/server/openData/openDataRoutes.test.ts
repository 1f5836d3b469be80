import { createHash } from 'node:crypto';
import { ObjectKind } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { API_BASE } from '@/shared/limits';
import { OPEN_DATA_PATHS, type OpenDataKeyCreated, type OpenDataSettings, type OpenDataSettingsInput } from '@/shared/openData';
import { Permission } from '@/shared/permissions';
import { RecordState } from '@/shared/recordStates';
import { settingsTestKitForFile } from '../settings/testKit';

const kit = settingsTestKitForFile();

interface Get {
  url: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}
const get = ({ url, headers = {}, remoteAddress }: Get) => kit.t.app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const json = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown> & { code?: number };
const saveSettings = async (input: OpenDataSettingsInput, token = kit.adminToken) =>
  (await kit.t.call<OpenDataSettings>({ method: 'PUT', url: OPEN_DATA_PATHS.settings, payload: input, token })).body;
const DEFAULT_SETTINGS: OpenDataSettingsInput = { exposedKinds: ['entity', 'service', 'pointOfCare'], anonymousPerMinute: 1000, keyPerMinute: 5000 };

beforeAll(async () => {
  // Generous limits for every test but the rate limit's own.
  await saveSettings(DEFAULT_SETTINGS);
});

describe('open data: JSON-LD', () => {
  it('pages the published services as a hydra collection of cpsv:PublicService with links, total and an ETag', async () => {
    const first = await get({ url: `${OPEN_DATA_PATHS.list('service')}?pageSize=2` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    const page = json(first);
    const total = page['hydra:totalItems'] as number;
    expect(total).toBeGreaterThan(2);
    const members = page['hydra:member'] as Record<string, unknown>[];
    expect(members).toHaveLength(2);
    expect(members.every((m) => m['@type'] === 'cpsv:PublicService')).toBe(true);
    const view = page['hydra:view'] as Record<string, { '@id': string }>;
    expect(view['hydra:next']?.['@id']).toMatch(/\/api\/opendata\/services\?page=2&pageSize=2$/);
    expect(view['hydra:previous']).toBeUndefined();
    expect(view['hydra:last']?.['@id']).toContain(`page=${Math.ceil(total / 2)}&`);

    const second = json(await get({ url: `${OPEN_DATA_PATHS.list('service')}?page=2&pageSize=2` }));
    const secondIds = (second['hydra:member'] as { '@id': string }[]).map((m) => m['@id']);
    expect(secondIds.some((id) => members.some((m) => m['@id'] === id))).toBe(false);
    expect((second['hydra:view'] as Record<string, unknown>)['hydra:previous']).toBeDefined();
  });

  it('answers 304 without a body when If-None-Match names the current ETag, and the content again when it does not', async () => {
    const url = `${OPEN_DATA_PATHS.list('entity')}?pageSize=3`;
    const first = await get({ url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const again = await get({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get({ url, headers: { 'if-none-match': `W/${etag}, "other"` } })).statusCode).toBe(304);
    const changed = await get({ url, headers: { 'if-none-match': '"stale"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe(etag);
  });

  it('describes a service with its competent authority, channels with opening hours, cost, evidence, legal resources and spatial coverage', async () => {
    const db = kit.t.database.db;
    const row = await db.selectFrom('record_version').select(['id']).where('kind', '=', ObjectKind.Service).where('code', '=', 'SRV-DRS-001').executeTakeFirstOrThrow();
    const response = await get({ url: OPEN_DATA_PATHS.item('service', row.id) });
    expect(response.statusCode).toBe(200);
    const service = json(response);
    expect(service['@context']).toMatchObject({ cpsv: 'http://purl.org/vocab/cpsv#', cv: 'http://data.europa.eu/m8g/' });
    expect(service).toMatchObject({ '@type': 'cpsv:PublicService', 'dct:identifier': 'SRV-DRS-001' });
    expect(service['cv:hasCompetentAuthority']).toMatchObject({ '@type': ['cv:PublicOrganisation', 'org:Organization'], 'dct:identifier': 'DRS' });
    expect((service['cv:hasLegalResource'] as unknown[]).length).toBe(2);
    expect(service['cv:hasCost']).toMatchObject({ '@type': 'cv:Cost', 'dct:description': { '@value': 'Gratuito', '@language': 'pt' } });
    const channels = service['cv:hasChannel'] as Record<string, unknown>[];
    expect(channels.length).toBeGreaterThan(0);
    expect(channels[0]).toMatchObject({ '@type': 'cv:Channel' });
    expect(JSON.stringify(channels)).toContain('time:TemporalEntity');
    expect(JSON.stringify(service['dct:spatial'])).toContain('http://data.europa.eu/88u/dataset/atu-type');
  });

  it('never shows a draft: the list, the item and the CSV know only published versions in force', async () => {
    const db = kit.t.database.db;
    const published = await db
      .selectFrom('record_version')
      .selectAll()
      .where('kind', '=', ObjectKind.Service)
      .where('state', '=', RecordState.Published)
      .executeTakeFirstOrThrow();
    const before = json(await get({ url: `${OPEN_DATA_PATHS.list('service')}?pageSize=100` }))['hydra:totalItems'];
    await db
      .insertInto('record_version')
      .values({
        ...published,
        id: 987_001,
        version: 1,
        state: RecordState.Draft,
        code: 'SRV-DRAFT-OD',
        name: 'Rascunho nunca publicado',
        published_at: null,
        unpublished_at: null,
        row_version: 1,
      })
      .execute();
    expect(json(await get({ url: `${OPEN_DATA_PATHS.list('service')}?pageSize=100` }))['hydra:totalItems']).toBe(before);
    const item = await get({ url: OPEN_DATA_PATHS.item('service', 987_001) });
    expect(item.statusCode).toBe(404);
    expect(json(item).code).toBe(ErrorCode.OpenDataItemNotFound);
    expect((await get({ url: OPEN_DATA_PATHS.csv('service') })).body).not.toContain('SRV-DRAFT-OD');
  });

  it('refuses bad page numbers with the catalogued 400 (-724) naming the parameter', async () => {
    for (const query of ['page=0', 'page=abc', 'page=-1', 'pageSize=0', 'pageSize=101', 'page=1.5', 'page=999999']) {
      const response = await get({ url: `${OPEN_DATA_PATHS.list('service')}?${query}`, headers: { 'accept-language': 'en' } });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      const body = json(response);
      expect(body.code).toBe(ErrorCode.OpenDataPageInvalid);
      expect(body.description).toMatch(/^Invalid page\. \((page|pageSize): /);
    }
  });

  it('answers 404 with -720 for a kind not exposed or unknown, until the settings expose it', async () => {
    const documents = await get({ url: OPEN_DATA_PATHS.list('document') });
    expect(documents.statusCode).toBe(404);
    expect(json(documents).code).toBe(ErrorCode.OpenDataKindNotExposed);
    expect(json(await get({ url: OPEN_DATA_PATHS.csv('document') })).code).toBe(ErrorCode.OpenDataKindNotExposed);
    const unknown = await get({ url: '/opendata/heritage' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).code).toBe(ErrorCode.OpenDataKindNotExposed);

    await saveSettings({ ...DEFAULT_SETTINGS, exposedKinds: ['service', 'document'] });
    const exposed = json(await get({ url: OPEN_DATA_PATHS.list('document') }));
    expect((exposed['hydra:member'] as { '@type': string }[]).every((m) => m['@type'] === 'cv:Evidence')).toBe(true);
    expect((await get({ url: OPEN_DATA_PATHS.list('entity') })).statusCode).toBe(404);
    await saveSettings(DEFAULT_SETTINGS);
  });
});

describe('open data: CSV', () => {
  it('downloads every published record of a kind with the reports’ CSV conventions, titles in the request’s language', async () => {
    const response = await get({ url: OPEN_DATA_PATHS.csv('service') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="services-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.etag).toBeDefined();
    const text = response.body;
    expect(text.startsWith('\uFEFFIdentificador;Código;Nome;')).toBe(true);
    expect(text).toContain('SRV-DRS-001');
    expect(text.endsWith('\r\n')).toBe(true);
    const total = json(await get({ url: `${OPEN_DATA_PATHS.list('service')}?pageSize=100` }))['hydra:totalItems'] as number;
    expect(text.trim().split('\r\n')).toHaveLength(total + 1);
    const english = await get({ url: OPEN_DATA_PATHS.csv('service'), headers: { 'accept-language': 'en' } });
    expect(english.body.startsWith('\uFEFFId;Code;Name;')).toBe(true);
    expect((await get({ url: OPEN_DATA_PATHS.csv('service'), headers: { 'if-none-match': response.headers.etag as string } })).statusCode).toBe(304);
  });
});

describe('open data: settings and keys', () => {
  it('needs permission 92 for every settings call', async () => {
    const other = await kit.tokenWith([Permission.ParameterCreateEdit]);
    expect((await kit.t.call({ method: 'GET', url: OPEN_DATA_PATHS.settings, token: other })).body.code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'PUT', url: OPEN_DATA_PATHS.settings, payload: DEFAULT_SETTINGS, token: other })).body.code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'POST', url: OPEN_DATA_PATHS.keys, payload: { name: 'x' }, token: other })).body.code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'DELETE', url: OPEN_DATA_PATHS.key(1), token: other })).body.code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'GET', url: OPEN_DATA_PATHS.settings, token: await kit.t.guestToken() })).body.code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'GET', url: OPEN_DATA_PATHS.settings })).response.statusCode).toBe(401);
    const holder = await kit.tokenWith([Permission.IntegrationUpdate]);
    const read = await kit.t.call<OpenDataSettings>({ method: 'GET', url: OPEN_DATA_PATHS.settings, token: holder });
    expect(read.body.data).toMatchObject({ exposedKinds: DEFAULT_SETTINGS.exposedKinds, anonymousPerMinute: 1000, keyPerMinute: 5000 });
    expect((await kit.t.call({ method: 'PUT', url: OPEN_DATA_PATHS.settings, payload: { ...DEFAULT_SETTINGS, exposedKinds: ['heritage'] }, token: holder })).body.code).toBe(
      ErrorCode.InvalidRequest,
    );
    expect((await kit.t.call({ method: 'PUT', url: OPEN_DATA_PATHS.settings, payload: { ...DEFAULT_SETTINGS, anonymousPerMinute: 0 }, token: holder })).body.code).toBe(
      ErrorCode.InvalidRequest,
    );
  });

  it('shows a key once at creation, stores only its SHA-256, and refuses it once revoked', async () => {
    const created = await kit.post<OpenDataKeyCreated>(OPEN_DATA_PATHS.keys, { name: 'Portal do Cidadão' });
    expect(created.code).toBe(0);
    const { key, secret } = created.data;
    expect(secret).toMatch(/^od_[\w-]{43}$/);
    expect(key).toMatchObject({ name: 'Portal do Cidadão', createdBy: 'admin', lastUsedAt: null, prefix: secret.slice(0, 9) });
    const listed = (await kit.t.call<OpenDataSettings>({ method: 'GET', url: OPEN_DATA_PATHS.settings, token: kit.adminToken })).body;
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.data.keys.map((k) => k.id)).toContain(key.id);
    const row = await kit.t.database.db.selectFrom('open_data_key').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect((await kit.post(OPEN_DATA_PATHS.keys, { name: 'portal do cidadão' })).code).toBe(ErrorCode.OpenDataKeyNameTaken);
    expect((await kit.post(OPEN_DATA_PATHS.keys, { name: '   ' })).code).toBe(ErrorCode.InvalidRequest);

    expect((await get({ url: OPEN_DATA_PATHS.list('service'), headers: { 'x-api-key': secret } })).statusCode).toBe(200);
    const used = (await kit.t.call<OpenDataSettings>({ method: 'GET', url: OPEN_DATA_PATHS.settings, token: kit.adminToken })).body.data.keys.find((k) => k.id === key.id);
    expect(used?.lastUsedAt).not.toBeNull();
    const wrong = await get({ url: OPEN_DATA_PATHS.list('service'), headers: { 'x-api-key': 'od_not-a-key' } });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).code).toBe(ErrorCode.OpenDataKeyInvalid);

    expect((await kit.t.call({ method: 'DELETE', url: OPEN_DATA_PATHS.key(key.id), token: kit.adminToken })).body.code).toBe(0);
    expect(json(await get({ url: OPEN_DATA_PATHS.list('service'), headers: { 'x-api-key': secret } })).code).toBe(ErrorCode.OpenDataKeyInvalid);
    expect((await kit.t.call({ method: 'DELETE', url: OPEN_DATA_PATHS.key(key.id), token: kit.adminToken })).body.code).toBe(ErrorCode.OpenDataKeyNotFound);
    expect((await kit.t.call<OpenDataSettings>({ method: 'GET', url: OPEN_DATA_PATHS.settings, token: kit.adminToken })).body.data.keys.map((k) => k.id)).not.toContain(
      key.id,
    );
  });

  it('limits anonymous clients per address (429, -723) and gives a key its higher limit', async () => {
    await saveSettings({ ...DEFAULT_SETTINGS, anonymousPerMinute: 2, keyPerMinute: 4 });
    const { secret } = (await kit.post<OpenDataKeyCreated>(OPEN_DATA_PATHS.keys, { name: 'Integrador com limite' })).data;
    const remoteAddress = '10.20.30.40';
    const url = `${OPEN_DATA_PATHS.list('entity')}?pageSize=1`;
    expect((await get({ url, remoteAddress })).statusCode).toBe(200);
    expect((await get({ url: OPEN_DATA_PATHS.csv('entity'), remoteAddress })).statusCode).toBe(200);
    const refused = await get({ url, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(json(refused).code).toBe(ErrorCode.OpenDataRateLimited);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address still has its own allowance.
    expect((await get({ url, remoteAddress: '10.20.30.41' })).statusCode).toBe(200);

    const withKey = { url, remoteAddress, headers: { 'x-api-key': secret } };
    for (let i = 0; i < 4; i++) expect((await get(withKey)).statusCode).toBe(200);
    const keyRefused = await get(withKey);
    expect(keyRefused.statusCode).toBe(429);
    expect(json(keyRefused).code).toBe(ErrorCode.OpenDataRateLimited);
    await saveSettings(DEFAULT_SETTINGS);
  });
});

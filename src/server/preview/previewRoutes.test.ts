/**
 * GET /api/records/{kind}/{id}/{version}/preview (issue 31 §3): a draft's public entry alone, a
 * published one alone, a new draft beside its published version, each built by the open data's
 * CPSV-AP mapper; refused (the kind's not-found code) to a guest on a draft and to a holder outside
 * the record's branch, as the record GET refuses them; an unknown id answers the catalogued not-found;
 * heritage, which the open data never publishes, says so.
 */
import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import type { RecordPreview } from '@/shared/preview';
import { previewPath } from '@/shared/preview';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import { emptyService, type ServiceInput } from '@/shared/records/service';
import { RecordState } from '@/shared/recordStates';
import { signedInAppForSuite } from '../test/signedInApp';
import { createTestUser, entityIdByCode } from '../test/users';

const t = signedInAppForSuite({ env: { SEED_DEMO: 'true' } });
const PASSWORD = 'Previsualizar#2026';
let outsider = '';
let insider = '';
let drs = 0;

beforeAll(async () => {
  const db = t.database.db;
  drs = await entityIdByCode(db, 'DRS');
  const srfpap = await entityIdByCode(db, 'SRFPAP');
  await createTestUser(db, { username: 'fora', password: PASSWORD, permissions: [Permission.ServiceCreateEdit], organizationId: srfpap });
  await createTestUser(db, { username: 'dentro', password: PASSWORD, permissions: [Permission.ServiceCreateEdit], organizationId: drs });
  outsider = await t.loginToken('fora', PASSWORD);
  insider = await t.loginToken('dentro', PASSWORD);
});

const preview = (id: number, version: number, token = t.admin, kind: 'service' | 'location' = 'service') =>
  t.call<RecordPreview>({ method: 'GET', url: previewPath(kind, id, version), token }).then((r) => ({ status: r.response.statusCode, body: r.body }));
const title = (node: Record<string, unknown> | null | undefined) => (node?.['dct:title'] as { '@value': string } | undefined)?.['@value'];
const rowVersion = async (id: number, version: number) =>
  (await t.call<RecordView>({ method: 'GET', url: `/records/service/${id}/${version}`, token: t.admin })).body.data.rowVersion;

describe('the public entry of a service', () => {
  const input: ServiceInput = {
    ...emptyService(),
    code: 'PRV1',
    abbreviation: 'PRV1',
    name: 'Licença de pesca lúdica',
    startDate: '2024-01-01',
    organizationId: 0,
    procedure: '<p>Entregar o pedido <strong>no balcão</strong>.</p><p>Guardar o comprovativo.</p>',
    cost: '10 euros',
  };
  let id = 0;

  it('previews a draft alone, from the open data mapper, to whoever may read the draft', async () => {
    const created = await t.call<SavedRecord>({
      method: 'POST',
      url: '/records/service',
      token: t.admin,
      payload: { input: { ...input, organizationId: drs }, continueOnDuplicate: true },
    });
    expect(created.body.code).toBe(0);
    id = created.body.data.id;
    const { status, body } = await preview(id, 1);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const { requested, current, published, kind } = body.data;
    expect([kind, published, current]).toEqual(['service', true, null]);
    expect([requested.version, requested.state]).toEqual([1, RecordState.Draft]);
    expect(requested.node?.['@type']).toBe('cpsv:PublicService');
    expect(requested.node?.['@context']).toBeDefined();
    expect(title(requested.node)).toBe(input.name);
    expect(requested.node?.['dct:description']).toEqual({ '@value': 'Entregar o pedido no balcão.\nGuardar o comprovativo.', '@language': 'pt' });
    expect((requested.node?.['cv:hasCost'] as Record<string, unknown>)['dct:description']).toEqual({ '@value': '10 euros', '@language': 'pt' });
    // The competent authority is the owner entity as the public catalogue has it.
    expect((requested.node?.['cv:hasCompetentAuthority'] as Record<string, unknown>)['@type']).toContain('cv:PublicOrganisation');
    expect((await preview(id, 1, insider)).body.code).toBe(0);
  });

  it('refuses a draft outside the caller’s reach exactly as the record GET does', async () => {
    for (const token of [t.guest, outsider]) {
      const record = await t.call({ method: 'GET', url: `/records/service/${id}/1`, token });
      const refused = await preview(id, 1, token);
      expect(refused.body.code).toBe(ErrorCode.ServiceNotFound);
      expect([refused.status, refused.body.code]).toEqual([record.response.statusCode, record.body.code]);
    }
  });

  it('previews the published version alone, to a guest too', async () => {
    const published = await t.call({
      method: 'POST',
      url: `/records/service/${id}/1/actions/publish`,
      token: t.admin,
      payload: { rowVersion: await rowVersion(id, 1), continueOnDuplicate: true },
    });
    expect(published.body.code).toBe(0);
    for (const token of [t.admin, t.guest]) {
      const { body } = await preview(id, 1, token);
      expect(body.code).toBe(0);
      expect([body.data.requested.state, body.data.current]).toEqual([RecordState.Published, null]);
      expect(title(body.data.requested.node)).toBe(input.name);
    }
  });

  it('previews a new draft beside the published version', async () => {
    const saved = await t.call<SavedRecord>({
      method: 'PUT',
      url: `/records/service/${id}/1`,
      token: t.admin,
      payload: { input: { ...input, organizationId: drs, name: 'Licença de pesca desportiva' }, rowVersion: await rowVersion(id, 1), continueOnDuplicate: true },
    });
    expect(saved.body.data.version).toBe(2);
    const { body } = await preview(id, 2);
    expect([body.data.requested.version, body.data.requested.state, title(body.data.requested.node)]).toEqual([2, RecordState.Draft, 'Licença de pesca desportiva']);
    expect([body.data.current?.version, body.data.current?.state, title(body.data.current?.node)]).toEqual([1, RecordState.Published, input.name]);
    // The same IRI: the draft is the entry it will replace.
    expect(body.data.requested.node?.['@id']).toBe(body.data.current?.node?.['@id']);
    // The published version's own preview stands alone; a guest still cannot reach the draft.
    expect((await preview(id, 1)).body.data.current).toBeNull();
    expect((await preview(id, 2, t.guest)).body.code).toBe(ErrorCode.ServiceNotFound);
  });

  it('answers the catalogued not-found for an unknown record or version', async () => {
    for (const [unknownId, version] of [
      [999_999, 1],
      [id, 9],
    ] as const) {
      const { status, body } = await preview(unknownId, version);
      expect(status).not.toBe(500);
      expect(body.code).toBe(ErrorCode.ServiceNotFound);
    }
  });
});

it('says heritage is not published in the public catalogue', async () => {
  const { body } = await preview(1, 1, t.admin, 'location');
  expect(body.code).toBe(0);
  expect([body.data.kind, body.data.published, body.data.requested.node]).toEqual(['location', false, null]);
});

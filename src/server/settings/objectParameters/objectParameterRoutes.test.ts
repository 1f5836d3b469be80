import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import type { ReferenceItem } from '@/shared/referenceLists';
import { RECORD_PATHS } from '@/shared/records/contract';
import { SETTINGS_PATHS, type ReferenceItemInput } from '@/shared/settings';
import { settingsTestKitForFile } from '../testKit';

const kit = settingsTestKitForFile();

const item = (overrides: Partial<ReferenceItemInput> = {}): ReferenceItemInput => ({ labelPt: 'Presencial', labelEn: 'In person', active: true, ...overrides });
const create = async (category: Parameters<typeof SETTINGS_PATHS.objectParameters>[0], body: ReferenceItemInput, token = kit.adminToken) =>
  (await kit.t.call<ReferenceItem>({ method: 'POST', url: SETTINGS_PATHS.objectParameters(category), payload: body, token })).body;
const list = async (category: Parameters<typeof SETTINGS_PATHS.objectParameters>[0]) =>
  (await kit.t.call<ReferenceItem[]>({ method: 'GET', url: SETTINGS_PATHS.objectParameters(category), token: kit.adminToken })).body.data;

// Lists the seed leaves empty (it fills entity types, service lists, channel, recipient and document types):
// the tests count and name every item of a list.
describe('object parameters', () => {
  it('adds items at the end, updates, deactivates (still listed here, gone from the forms) and reorders', async () => {
    const inPerson = await create('serviceGrouping', item());
    const phone = await create('serviceGrouping', item({ labelPt: 'Telefone', labelEn: 'Phone' }));
    const online = await create('serviceGrouping', item({ labelPt: 'Online', labelEn: '' }));
    expect([inPerson.data.sortOrder, phone.data.sortOrder, online.data.sortOrder]).toEqual([1, 2, 3]);

    const url = SETTINGS_PATHS.objectParameter('serviceGrouping', phone.data.id);
    const updated = await kit.t.call<ReferenceItem>({
      method: 'PUT',
      url,
      payload: item({ labelPt: 'Telefone (linha geral)', labelEn: 'Phone', active: false }),
      token: kit.adminToken,
    });
    expect(updated.body.data).toMatchObject({ labelPt: 'Telefone (linha geral)', active: false });
    expect((await list('serviceGrouping')).map((i) => i.labelPt)).toEqual(['Presencial', 'Telefone (linha geral)', 'Online']);
    const forForms = await kit.t.call<ReferenceItem[]>({ method: 'GET', url: RECORD_PATHS.reference('serviceGrouping'), token: kit.adminToken });
    expect(forForms.body.data.map((i) => i.labelPt)).toEqual(['Presencial', 'Online']);

    const order = [online.data.id, inPerson.data.id, phone.data.id];
    const reordered = await kit.t.call<ReferenceItem[]>({
      method: 'PUT',
      url: SETTINGS_PATHS.objectParametersOrder('serviceGrouping'),
      payload: { itemIds: order },
      token: kit.adminToken,
    });
    expect(reordered.body.data.map((i) => i.id)).toEqual(order);
    const partial = await kit.t.call({
      method: 'PUT',
      url: SETTINGS_PATHS.objectParametersOrder('serviceGrouping'),
      payload: { itemIds: [online.data.id] },
      token: kit.adminToken,
    });
    expect(partial.body.code).toBe(ErrorCode.InvalidRequest);
    const foreign = await kit.t.call({
      method: 'PUT',
      url: SETTINGS_PATHS.objectParametersOrder('serviceGrouping'),
      payload: { itemIds: [online.data.id, inPerson.data.id, 1] },
      token: kit.adminToken,
    });
    expect(foreign.body.code).toBe(ErrorCode.InvalidRequest);
  });

  it("without the Portuguese label: -2 with 'Tem que preencher o {0} em português para poder guardar'", async () => {
    const missing = await create('channelType', item({ labelPt: '  ', labelEn: 'Mail' }));
    expect(missing.code).toBe(ErrorCode.InvalidRequest);
    expect(missing.description).toContain('Tem que preencher o tipo de canal em português para poder guardar');
    const english = await kit.t.call({
      method: 'POST',
      url: SETTINGS_PATHS.objectParameters('resultType'),
      payload: item({ labelPt: '' }),
      headers: { 'accept-language': 'en' },
      token: kit.adminToken,
    });
    expect(english.body.code).toBe(ErrorCode.InvalidRequest);
  });

  it('-491 for a Portuguese label already in the list (case and accents ignored); other lists are separate', async () => {
    expect((await create('resultType', item({ labelPt: 'Cidadão' }))).code).toBe(0);
    expect((await create('resultType', item({ labelPt: 'CIDADAO' }))).code).toBe(ErrorCode.ParameterAlreadyExists);
    expect((await create('classificationPlan', item({ labelPt: 'Cidadão' }))).code).toBe(0);
  });

  it('-490 for an item of another list or none; -492 deleting an entity type records use', async () => {
    const recipient = await create('resultType', item({ labelPt: 'Empresa' }));
    const wrongList = SETTINGS_PATHS.objectParameter('serviceGrouping', recipient.data.id);
    expect((await kit.t.call({ method: 'PUT', url: wrongList, payload: item({ labelPt: 'X' }), token: kit.adminToken })).body.code).toBe(ErrorCode.ParameterNotFound);
    expect((await kit.t.call({ method: 'DELETE', url: wrongList, token: kit.adminToken })).body.code).toBe(ErrorCode.ParameterNotFound);

    const entityTypes = await list('organizationType');
    const usedType = entityTypes.find((t) => t.labelPt === 'Secretaria Regional') as ReferenceItem;
    const inUse = await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.objectParameter('organizationType', usedType.id), token: kit.adminToken });
    expect(inUse.body.code).toBe(ErrorCode.ParameterInUse);
    const unused = entityTypes.find((t) => t.labelPt === 'Pasta') as ReferenceItem;
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.objectParameter('organizationType', unused.id), token: kit.adminToken })).body.code).toBe(0);
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.objectParameter('resultType', recipient.data.id), token: kit.adminToken })).body.code).toBe(0);
  });

  it('-492 for a relation type a related entity uses', async () => {
    const relation = (await list('relatedEntityType'))[0] as ReferenceItem;
    await kit.t.database.db
      .updateTable('record_version')
      .set({ data: { relatedEntities: [{ organizationId: 1, organizationVersion: 1, relationTypeId: relation.id }] } })
      .where('code', '=', 'DRE')
      .execute();
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.objectParameter('relatedEntityType', relation.id), token: kit.adminToken })).body.code).toBe(
      ErrorCode.ParameterInUse,
    );
  });

  it('only 61 may use them (SPEC §2.9); deleting also needs 62', async () => {
    const deleteOnly = await kit.tokenWith([Permission.ParameterDelete]);
    const target = await create('organicIcon', item({ labelPt: 'Saúde' }));
    const calls = [
      { method: 'GET' as const, url: SETTINGS_PATHS.objectParameters('organicIcon') },
      { method: 'POST' as const, url: SETTINGS_PATHS.objectParameters('organicIcon'), payload: item({ labelPt: 'Educação' }) },
      { method: 'PUT' as const, url: SETTINGS_PATHS.objectParameter('organicIcon', target.data.id), payload: item({ labelPt: 'Saúde' }) },
      { method: 'PUT' as const, url: SETTINGS_PATHS.objectParametersOrder('organicIcon'), payload: { itemIds: [target.data.id] } },
      { method: 'DELETE' as const, url: SETTINGS_PATHS.objectParameter('organicIcon', target.data.id) },
    ];
    for (const call of calls) expect((await kit.t.call({ ...call, token: deleteOnly })).body.code).toBe(ErrorCode.NoPermission);
    const editOnly = await kit.tokenWith([Permission.ParameterCreateEdit]);
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.objectParameters('organicIcon'), token: editOnly })).body.code).toBe(0);
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.objectParameter('organicIcon', target.data.id), token: editOnly })).body.code).toBe(
      ErrorCode.NoPermission,
    );
  });

  it('-2 (HTTP 400) for an unknown list', async () => {
    const { response } = await kit.t.call({ method: 'GET', url: '/settings/objectparameters/nosuchlist', token: kit.adminToken });
    expect(response.statusCode).toBe(400);
  });
});

import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { SETTINGS_PATHS, type EconomicActivityItem, type EconomicActivityPage } from '@/shared/settings';
import { settingsTestKitForFile } from '../testKit';

const kit = settingsTestKitForFile();

const list = async (query: string, token = kit.adminToken) =>
  (await kit.t.call<EconomicActivityPage>({ method: 'GET', url: `${SETTINGS_PATHS.economicActivities}${query}`, token })).body;
const create = async (payload: Record<string, unknown>, token = kit.adminToken) =>
  (await kit.t.call<EconomicActivityItem>({ method: 'POST', url: SETTINGS_PATHS.economicActivities, payload, token })).body;

describe('economic activities', () => {
  it('lists the seeded CAE by level, code prefix and accent-insensitive designation', async () => {
    const sections = await list('?level=section&pageSize=100');
    expect(sections.data.total).toBe(21);
    expect(sections.data.items[0]).toMatchObject({ code: 'A', level: 'section', parentCode: null });
    expect((await list('?query=84')).data.items.map((i) => i.code)).toEqual(['84']);
    const fishing = await list('?query=aquicultura');
    expect(fishing.data.items.map((i) => i.code)).toContain('03');
    expect((await list('?query=ADMINISTRACAO%20PUBLICA&level=section')).data.items.map((i) => i.code)).toEqual(['O']);
  });

  it('creates group, class and subclass under existing parents; the code must fit the hierarchy', async () => {
    const group = await create({ code: '011', designation: 'Culturas temporárias' });
    expect(group.data).toMatchObject({ level: 'group', parentCode: '01' });
    expect((await create({ code: '0111', designation: 'Cereais' })).data).toMatchObject({ level: 'class', parentCode: '011' });
    expect((await create({ code: '01111', designation: 'Cereais para grão' })).data).toMatchObject({ level: 'subclass', parentCode: '0111' });

    const noParent = await create({ code: '0991', designation: 'Sem grupo' });
    expect(noParent.code).toBe(ErrorCode.InvalidRequest);
    expect((await create({ code: 'V', designation: 'Secção inexistente' })).code).toBe(ErrorCode.InvalidRequest);
    expect((await create({ code: '011111', designation: 'Seis dígitos' })).code).toBe(ErrorCode.InvalidRequest);
    expect((await create({ code: '04', designation: 'Divisão sem secção' })).code).toBe(ErrorCode.InvalidRequest);
    expect((await create({ code: '04', sectionCode: 'A', designation: 'Divisão nova' })).data).toMatchObject({ level: 'division', parentCode: 'A' });
    expect((await create({ code: '011', designation: 'Repetido' })).code).toBe(ErrorCode.ParameterAlreadyExists);
    expect((await create({ code: '012', designation: '  ' })).code).toBe(ErrorCode.InvalidRequest);
  });

  it('updates the designation and deletes only leaves no record uses', async () => {
    const group = (await create({ code: '021', designation: 'Silvicultura' })).data;
    const url = SETTINGS_PATHS.economicActivity(group.economicActivityId);
    const updated = await kit.t.call<EconomicActivityItem>({
      method: 'PUT',
      url,
      payload: { designation: 'Silvicultura e outras atividades florestais' },
      token: kit.adminToken,
    });
    expect(updated.body.data.designation).toBe('Silvicultura e outras atividades florestais');

    const division = (await list('?query=02&level=division')).data.items[0] as EconomicActivityItem;
    const parentDelete = await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.economicActivity(division.economicActivityId), token: kit.adminToken });
    expect(parentDelete.body.code).toBe(ErrorCode.ParameterInUse);

    await kit.t.database.db
      .updateTable('record_version')
      .set({ data: { economicActivityCode: '021' } })
      .where('code', '=', 'DRS')
      .execute();
    expect((await kit.t.call({ method: 'DELETE', url, token: kit.adminToken })).body.code).toBe(ErrorCode.ParameterInUse);
    await kit.t.database.db.updateTable('record_version').set({ data: {} }).where('code', '=', 'DRS').execute();
    expect((await kit.t.call({ method: 'DELETE', url, token: kit.adminToken })).body.code).toBe(0);
    expect((await kit.t.call({ method: 'GET', url, token: kit.adminToken })).body.code).toBe(ErrorCode.ParameterNotFound);
  });

  it('reads need 61 or 62, writes 61, delete 62', async () => {
    const deleteOnly = await kit.tokenWith([Permission.ParameterDelete]);
    const editOnly = await kit.tokenWith([Permission.ParameterCreateEdit]);
    const none = await kit.tokenWith([Permission.UserCreateEdit]);
    expect((await list('', deleteOnly)).code).toBe(0);
    expect((await list('', none)).code).toBe(ErrorCode.NoPermission);
    expect((await create({ code: '022', designation: 'Exploração florestal' }, deleteOnly)).code).toBe(ErrorCode.NoPermission);
    const created = await create({ code: '022', designation: 'Exploração florestal' }, editOnly);
    expect(created.code).toBe(0);
    const url = SETTINGS_PATHS.economicActivity(created.data.economicActivityId);
    expect((await kit.t.call({ method: 'DELETE', url, token: editOnly })).body.code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'DELETE', url, token: deleteOnly })).body.code).toBe(0);
  });
});

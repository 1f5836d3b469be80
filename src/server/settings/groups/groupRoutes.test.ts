import { GroupKind, ObjectKind } from '@/shared/enums';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME } from '@/shared/limits';
import { Permission } from '@/shared/permissions';
import { RecordState } from '@/shared/recordStates';
import { SETTINGS_PATHS, type GroupChangeResult, type GroupPage } from '@/shared/settings';
import { entityIdByCode } from '../../test/users';
import { settingsTestKitForFile } from '../testKit';
import { GROUP_KIND_ACTION } from './groupService';

const kit = settingsTestKitForFile();

const list = async (query: string, token = kit.adminToken) => (await kit.t.call<GroupPage>({ method: 'GET', url: `${SETTINGS_PATHS.groups}${query}`, token })).body;
const assign = async (organizationIds: number[], groupKind: GroupKind, token = kit.adminToken) =>
  (await kit.t.call<GroupChangeResult>({ method: 'PUT', url: SETTINGS_PATHS.groups, payload: { organizationIds, groupKind }, token })).body;

describe('group management', () => {
  it('lists published entities with their group kind, filtered by kind and text', async () => {
    const all = await list('?pageSize=100');
    expect(all.data.total).toBeGreaterThan(5);
    expect(all.data.items.every((i) => i.groupKind === GroupKind.RegionalPublicAdministration)).toBe(true);
    expect((await list('?query=saude&sortBy=Name')).data.items.map((i) => i.code)).toEqual(['DRS', 'SRSD']);
    expect((await list(`?groupKind=${GroupKind.LegislativeAssembly}`)).data.total).toBe(0);
  });

  it('sets the group kind of several entities without a new version, with an audit row each', async () => {
    const drs = await entityIdByCode(kit.t.database.db, 'DRS');
    const srsd = await entityIdByCode(kit.t.database.db, 'SRSD');
    const result = await assign([drs, srsd], GroupKind.RegionalPublicBusinessSector);
    expect(result.data).toEqual({ updated: 2 });
    expect((await assign([drs], GroupKind.RegionalPublicBusinessSector)).data).toEqual({ updated: 0 });

    const filtered = await list(`?groupKind=${GroupKind.RegionalPublicBusinessSector}&sortBy=Code`);
    expect(filtered.data.items.map((i) => i.code)).toEqual(['DRS', 'SRSD']);
    const versions = await kit.t.database.db
      .selectFrom('record_version')
      .select(['version', 'state', 'data'])
      .where('kind', '=', ObjectKind.Entity)
      .where('id', '=', drs)
      .execute();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      state: RecordState.Published,
      data: expect.objectContaining({ groupKind: GroupKind.RegionalPublicBusinessSector, organizationTypeId: expect.any(Number) }),
    });
    const audit = await kit.t.database.db.selectFrom('record_action').selectAll().where('record_id', '=', drs).where('action', '=', GROUP_KIND_ACTION).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: ADMIN_USERNAME, comment: 'Tipo de agrupamento: Administração Pública Regional != Setor Público Empresarial Regional' });
  });

  it('resetting is the delete permission’s (102), through reset or assigning "not applicable"', async () => {
    const dre = await entityIdByCode(kit.t.database.db, 'DRE');
    const editor = await kit.tokenWith([Permission.GroupCreateEdit]);
    const remover = await kit.tokenWith([Permission.GroupDelete]);
    expect((await assign([dre], GroupKind.LocalAuthorities, editor)).code).toBe(0);
    expect((await assign([dre], GroupKind.NotApplicable, editor)).code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'POST', url: SETTINGS_PATHS.groupsReset, payload: { organizationIds: [dre] }, token: editor })).body.code).toBe(ErrorCode.NoPermission);
    expect((await assign([dre], GroupKind.Folder, remover)).code).toBe(ErrorCode.NoPermission);
    const reset = await kit.t.call<GroupChangeResult>({ method: 'POST', url: SETTINGS_PATHS.groupsReset, payload: { organizationIds: [dre] }, token: remover });
    expect(reset.body.data).toEqual({ updated: 1 });
    expect((await list(`?groupKind=${GroupKind.NotApplicable}`, remover)).data.items.map((i) => i.code)).toEqual(['DRE']);
    expect((await list('', await kit.tokenWith([Permission.ParameterCreateEdit]))).code).toBe(ErrorCode.NoPermission);
  });

  it('-100 for an id that is no published entity; nothing changes', async () => {
    const drot = await entityIdByCode(kit.t.database.db, 'DROT');
    const failed = await assign([drot, 987654], GroupKind.Folder);
    expect(failed.code).toBe(ErrorCode.EntityNotFound);
    expect((await list('?query=DROT')).data.items[0]?.groupKind).toBe(GroupKind.RegionalPublicAdministration);
  });

  it('also updates a newer draft so its publication keeps the kind', async () => {
    const droap = await entityIdByCode(kit.t.database.db, 'DROAP');
    const published = await kit.t.database.db.selectFrom('record_version').selectAll().where('kind', '=', ObjectKind.Entity).where('id', '=', droap).executeTakeFirstOrThrow();
    await kit.t.database.db
      .insertInto('record_version')
      .values({ ...published, version: 2, state: RecordState.Draft, row_version: 1 })
      .execute();
    expect((await assign([droap], GroupKind.LegislativeAssembly)).data).toEqual({ updated: 1 });
    const draft = await kit.t.database.db
      .selectFrom('record_version')
      .select(['data', 'row_version'])
      .where('kind', '=', ObjectKind.Entity)
      .where('id', '=', droap)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ row_version: 2, data: expect.objectContaining({ groupKind: GroupKind.LegislativeAssembly }) });
  });
});

import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { SETTINGS_PATHS, type RefusalTypeInput, type RefusalTypeItem, type RefusalTypePage } from '@/shared/settings';
import { settingsTestKitForFile, validInput } from '../testKit';

const kit = settingsTestKitForFile();

const input = validInput<RefusalTypeInput>({
  code: 'PRAZO',
  designationPt: 'Fora de prazo',
  designationEn: 'Out of time',
  active: true,
});
const create = (body: RefusalTypeInput, token?: string) => kit.post<RefusalTypeItem>(SETTINGS_PATHS.refusalTypes, body, token);

describe('refusal types', () => {
  it('CRUD, with the seeded ones listed and searchable', async () => {
    const seeded = await kit.t.call<RefusalTypePage>({ method: 'GET', url: `${SETTINGS_PATHS.refusalTypes}?query=ambito`, token: kit.adminToken });
    expect(seeded.body.data.items.map((r) => r.code)).toEqual(['AMBITO']);
    const created = await create(input());
    expect(created.data).toMatchObject(input());
    const url = SETTINGS_PATHS.refusalType(created.data.refusalTypeId);
    const updated = await kit.t.call<RefusalTypeItem>({ method: 'PUT', url, payload: input({ designationEn: '', active: false }), token: kit.adminToken });
    expect(updated.body.data).toMatchObject({ designationEn: '', active: false });
    const inactive = await kit.t.call<RefusalTypePage>({ method: 'GET', url: `${SETTINGS_PATHS.refusalTypes}?active=false`, token: kit.adminToken });
    expect(inactive.body.data.items.map((r) => r.code)).toEqual(['PRAZO']);
    expect((await kit.t.call({ method: 'DELETE', url, token: kit.adminToken })).body.code).toBe(0);
    expect((await kit.t.call({ method: 'GET', url, token: kit.adminToken })).body.code).toBe(ErrorCode.ParameterNotFound);
  });

  it('-2 with the §5 text without the Portuguese designation; -491 for a code taken', async () => {
    const missing = await create(input({ code: 'SEMPT', designationPt: ' ' }));
    expect(missing.code).toBe(ErrorCode.InvalidRequest);
    expect(missing.description).toContain('Tem que preencher o tipo de recusa em português para poder guardar');
    expect((await create(input({ code: 'duplicado' }))).code).toBe(ErrorCode.ParameterAlreadyExists);
  });

  it('writes need 61, delete 62', async () => {
    const deleteOnly = await kit.tokenWith([Permission.ParameterDelete]);
    expect((await create(input({ code: 'X1' }), deleteOnly)).code).toBe(ErrorCode.NoPermission);
    const created = await create(input({ code: 'X1' }));
    expect(
      (await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.refusalType(created.data.refusalTypeId), token: await kit.tokenWith([Permission.ParameterCreateEdit]) })).body
        .code,
    ).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.refusalType(created.data.refusalTypeId), token: deleteOnly })).body.code).toBe(0);
  });
});

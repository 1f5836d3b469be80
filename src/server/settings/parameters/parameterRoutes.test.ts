import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { PARAMETER_KEYS, SETTINGS_PATHS, type ParameterInput, type ParameterItem, type ParameterPage } from '@/shared/settings';
import { resourceTestKitForFile } from '../resourceTestKit';

const { kit, input, create } = resourceTestKitForFile<ParameterInput, ParameterItem>(SETTINGS_PATHS.parameters, {
  key: 'reports.maxRows',
  value: '5000',
  description: 'Linhas máximas de um relatório',
  type: 'number',
});
const byKey = async (key: string) => {
  const page = await kit.t.call<ParameterPage>({ method: 'GET', url: `${SETTINGS_PATHS.parameters}?query=${encodeURIComponent(key)}`, token: kit.adminToken });
  return page.body.data.items.find((p) => p.key === key) as ParameterItem;
};

describe('parameters', () => {
  it('has the seeded parameters the product reads, the organic minimum date among them', async () => {
    expect(await byKey(PARAMETER_KEYS.organicMinimumDate)).toMatchObject({ value: '1976-09-08', type: 'date' });
    expect(await byKey(PARAMETER_KEYS.contactMailbox)).toMatchObject({ type: 'text' });
  });

  it('CRUD with the value checked against the type', async () => {
    const created = await create(input());
    expect(created.data).toMatchObject(input());
    const url = SETTINGS_PATHS.parameter(created.data.parameterId);
    expect((await kit.t.call({ method: 'PUT', url, payload: input({ value: 'muitas' }), token: kit.adminToken })).body.code).toBe(ErrorCode.InvalidRequest);
    const updated = await kit.t.call<ParameterItem>({ method: 'PUT', url, payload: input({ value: '10000' }), token: kit.adminToken });
    expect(updated.body.data.value).toBe('10000');
    expect((await kit.t.call({ method: 'DELETE', url, token: kit.adminToken })).body.code).toBe(0);
    expect((await kit.t.call({ method: 'GET', url, token: kit.adminToken })).body.code).toBe(ErrorCode.ParameterNotFound);
  });

  it('-2 for a value not of its type or a malformed key; -491 for a key taken', async () => {
    expect((await create(input({ key: 'x.flag', type: 'boolean', value: 'sim' }))).code).toBe(ErrorCode.InvalidRequest);
    expect((await create(input({ key: 'x.day', type: 'date', value: '31/12/2024' }))).code).toBe(ErrorCode.InvalidRequest);
    expect((await create(input({ key: 'Bad Key' }))).code).toBe(ErrorCode.InvalidRequest);
    expect((await create(input({ key: 'x.flag', type: 'boolean', value: 'true' }))).code).toBe(0);
    expect((await create(input({ key: 'X.FLAG', type: 'boolean', value: 'true' }))).code).toBe(ErrorCode.InvalidRequest);
    expect((await create(input({ key: 'x.flag', type: 'boolean', value: 'false' }))).code).toBe(ErrorCode.ParameterAlreadyExists);
  });

  it('the parameters the product reads keep their key and type and cannot be deleted', async () => {
    const minimum = await byKey(PARAMETER_KEYS.organicMinimumDate);
    const url = SETTINGS_PATHS.parameter(minimum.parameterId);
    const base = { key: minimum.key, value: minimum.value, description: minimum.description, type: minimum.type };
    expect((await kit.t.call({ method: 'PUT', url, payload: { ...base, value: '1980-01-01' }, token: kit.adminToken })).body.code).toBe(0);
    expect((await kit.t.call({ method: 'PUT', url, payload: { ...base, key: 'organic.other' }, token: kit.adminToken })).body.code).toBe(ErrorCode.InvalidRequest);
    expect((await kit.t.call({ method: 'PUT', url, payload: { ...base, type: 'text' }, token: kit.adminToken })).body.code).toBe(ErrorCode.InvalidRequest);
    expect((await kit.t.call({ method: 'DELETE', url, token: kit.adminToken })).body.code).toBe(ErrorCode.ParameterInUse);
  });

  it('reads and writes need 61, delete 62', async () => {
    const deleteOnly = await kit.tokenWith([Permission.ParameterDelete]);
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.parameters, token: deleteOnly })).body.code).toBe(ErrorCode.NoPermission);
    const editOnly = await kit.tokenWith([Permission.ParameterCreateEdit]);
    const created = await create(input({ key: 'perm.test' }), editOnly);
    expect(created.code).toBe(0);
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.parameter(created.data.parameterId), token: editOnly })).body.code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.parameter(created.data.parameterId), token: deleteOnly })).body.code).toBe(0);
  });
});

import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { SETTINGS_PATHS, type LegislationInput, type LegislationItem, type LegislationPage } from '@/shared/settings';
import { resourceTestKitForFile } from '../resourceTestKit';

const { kit, input, create } = resourceTestKitForFile<LegislationInput, LegislationItem>(SETTINGS_PATHS.legislations, {
  type: 'decretoLegislativoRegional',
  number: '1/2024/A',
  date: '2024-01-05',
  title: 'Orçamento da Região Autónoma dos Açores para 2024',
  journalUrl: 'https://diariodarepublica.pt/',
  active: true,
});

describe('legislations', () => {
  it('CRUD with search, type filter and newest-first order', async () => {
    const created = await create(input());
    expect(created.data).toMatchObject({ ...input(), legislationId: expect.any(Number) });
    const url = SETTINGS_PATHS.legislation(created.data.legislationId);
    expect((await kit.t.call<LegislationItem>({ method: 'GET', url, token: kit.adminToken })).body.data).toEqual(created.data);

    const page = await kit.t.call<LegislationPage>({ method: 'GET', url: SETTINGS_PATHS.legislations, token: kit.adminToken });
    expect(page.body.data.items[0]?.number).toBe('1/2024/A');
    const seeded = await kit.t.call<LegislationPage>({ method: 'GET', url: `${SETTINGS_PATHS.legislations}?type=lei&sortBy=Date`, token: kit.adminToken });
    expect(seeded.body.data.items.map((l) => l.number)).toEqual(['2/2009', '35/2014']);
    const search = await kit.t.call<LegislationPage>({ method: 'GET', url: `${SETTINGS_PATHS.legislations}?query=orcamento`, token: kit.adminToken });
    expect(search.body.data.items.map((l) => l.legislationId)).toEqual([created.data.legislationId]);

    const updated = await kit.t.call<LegislationItem>({ method: 'PUT', url, payload: input({ active: false, journalUrl: '' }), token: kit.adminToken });
    expect(updated.body.data).toMatchObject({ active: false, journalUrl: '' });
    expect((await kit.t.call({ method: 'DELETE', url, token: kit.adminToken })).body.code).toBe(0);
    expect((await kit.t.call({ method: 'GET', url, token: kit.adminToken })).body.code).toBe(ErrorCode.ParameterNotFound);
    expect((await kit.t.call({ method: 'DELETE', url, token: kit.adminToken })).body.code).toBe(ErrorCode.ParameterNotFound);
    expect((await kit.t.call({ method: 'PUT', url, payload: input(), token: kit.adminToken })).body.code).toBe(ErrorCode.ParameterNotFound);
  });

  it('-491 for the same type and number; -2 for a bad date, link or empty title', async () => {
    expect((await create(input({ number: '7/2023/A' }))).code).toBe(0);
    expect((await create(input({ number: '7/2023/a' }))).code).toBe(ErrorCode.ParameterAlreadyExists);
    expect((await create(input({ number: '7/2023/A', type: 'portaria' }))).code).toBe(0);
    expect((await create(input({ number: '8/2023/A', date: '2023-02-30' }))).code).toBe(ErrorCode.InvalidRequest);
    expect((await create(input({ number: '9/2023/A', journalUrl: 'ftp://x' }))).code).toBe(ErrorCode.InvalidRequest);
    expect((await create(input({ number: '10/2023/A', title: ' ' }))).code).toBe(ErrorCode.InvalidRequest);
  });

  it('reads 61 or 62, writes 61, delete 62', async () => {
    const deleteOnly = await kit.tokenWith([Permission.ParameterDelete]);
    const none = await kit.tokenWith([Permission.GroupCreateEdit]);
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.legislations, token: deleteOnly })).body.code).toBe(0);
    expect((await kit.t.call({ method: 'GET', url: SETTINGS_PATHS.legislations, token: none })).body.code).toBe(ErrorCode.NoPermission);
    expect((await create(input({ number: '99/2024/A' }), deleteOnly)).code).toBe(ErrorCode.NoPermission);
    const editOnly = await kit.tokenWith([Permission.ParameterCreateEdit]);
    const created = await create(input({ number: '99/2024/A' }), editOnly);
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.legislation(created.data.legislationId), token: editOnly })).body.code).toBe(ErrorCode.NoPermission);
    expect((await kit.t.call({ method: 'DELETE', url: SETTINGS_PATHS.legislation(created.data.legislationId), token: deleteOnly })).body.code).toBe(0);
  });
});

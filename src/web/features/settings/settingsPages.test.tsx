import { screen, waitFor } from '@testing-library/react';
import { generatePath } from 'react-router-dom';
import { ALL_PERMISSIONS, canSeeSettingsEntry, Permission, SETTINGS_ENTRIES, type MenuSubject, type SettingsEntry } from '@/shared/permissions';
import { SETTINGS_PATHS } from '@/shared/settings/paths';
import { ROUTE_PATHS, type RouteName } from '@/web/app/routePaths';
import { PLACEHOLDER_ROUTES } from '@/web/app/router/routes';
import { envelope } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { userTokenData } from '@/web/test/tokens';
import { page, mockSettingsApi } from './testing/settingsTestKit';
import { SETTINGS_PAGES } from './settingsPages';

/** The Settings entry each page sits under (SPEC §2.10 menu). */
const ENTRY_OF: Readonly<Record<string, SettingsEntry>> = {
  'settings.profiles': 'profiles',
  'settings.profileCreate': 'profiles',
  'settings.profileEdit': 'profiles',
  'settings.profileDetail': 'profiles',
  'settings.users': 'users',
  'settings.userCreate': 'users',
  'settings.userEdit': 'users',
  'settings.economicActivities': 'economicActivity',
  'settings.economicActivityEdit': 'economicActivity',
  'settings.legislations': 'legislations',
  'settings.legislationCreate': 'legislations',
  'settings.legislationEdit': 'legislations',
  'settings.refusalTypes': 'refusalTypes',
  'settings.refusalTypeCreate': 'refusalTypes',
  'settings.refusalTypeEdit': 'refusalTypes',
  'settings.parameters': 'parameters',
  'settings.parameterEdit': 'parameters',
  'settings.groupManagement': 'groupManagement',
  'settings.openData': 'openData',
};

const subject = (permissions: number[]): MenuSubject => ({ username: 'maria', permissions });
/** Every single permission, and none. */
const SINGLES: number[][] = [[], ...ALL_PERMISSIONS.map((p) => [p])];

describe('the settings route guards', () => {
  it('route every settings page of SPEC §2.9 to a real page (Import and the audit view, features of their own, are wired in the route table)', () => {
    const ownFeatures: readonly RouteName[] = ['settings.import', 'settings.objectParameters', 'settings.audit'];
    const settingsRoutes = (Object.keys(ROUTE_PATHS) as RouteName[]).filter((n) => n.startsWith('settings.') && !ownFeatures.includes(n));
    expect(SETTINGS_PAGES.map((p) => p.name).sort()).toEqual([...settingsRoutes].sort());
    expect(PLACEHOLDER_ROUTES.filter((n) => n.startsWith('settings.'))).toEqual([]);
  });

  it('apply the §6 rule of the page’s Settings entry (the server’s), create pages of reference data also 61', () => {
    for (const settingsPage of SETTINGS_PAGES) {
      const entry = ENTRY_OF[settingsPage.name] as SettingsEntry;
      expect(SETTINGS_ENTRIES).toContain(entry);
      const isCreate = settingsPage.name === 'settings.legislationCreate' || settingsPage.name === 'settings.refusalTypeCreate';
      for (const permissions of SINGLES) {
        const s = subject(permissions);
        const expected = canSeeSettingsEntry(s, entry) && (!isCreate || permissions.includes(Permission.ParameterCreateEdit));
        expect([settingsPage.name, permissions, settingsPage.allowed(s)]).toEqual([settingsPage.name, permissions, expected]);
      }
      expect(settingsPage.allowed({ username: 'guest', permissions: [...ALL_PERMISSIONS] })).toBe(false);
    }
  });

  it.each<[string, number[]]>([
    ['/configuracoes/perfis', [Permission.UserCreateEdit]],
    ['/configuracoes/perfil/3/detalhe', [Permission.ProfileDelete]],
    ['/configuracoes/utilizadores', [Permission.ProfileCreateEdit]],
    ['/configuracoes/legislacao', [Permission.ParameterDelete]],
    ['/configuracoes/tipoderecusa', [Permission.ParameterDelete]],
    ['/configuracoes/parametros', [Permission.ParameterDelete]],
    ['/configuracoes/gestaoagrupamentos', [Permission.ParameterCreateEdit]],
    ['/configuracoes/dadosabertos', [Permission.ParameterCreateEdit]],
    ['/configuracoes/atividadeseconomica', [Permission.EntityCreateEdit, Permission.EntitySubmit]],
    ['/configuracoes/parametrosobjetos', [Permission.ParameterDelete]],
    ['/importacao', [Permission.EntityCreateEdit, Permission.EntitySubmit, Permission.ServiceApprove]],
  ])('send a user home from %s without its permission', async (path, permissions) => {
    mockSettingsApi({});
    const { router } = renderApp(path, { session: userTokenData(permissions) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each<[string, number[], string]>([
    ['/configuracoes/perfis', [Permission.ProfileCreateEdit], 'Perfis'],
    ['/configuracoes/utilizadores', [Permission.UserCreateEdit], 'Utilizadores'],
    ['/configuracoes/legislacoes', [Permission.ParameterDelete], 'Legislações'],
    ['/configuracoes/tiposderecusa', [Permission.ParameterDelete], 'Tipos de recusa'],
    ['/configuracoes/atividadeseconomica', [Permission.ParameterDelete], 'Atividade económica'],
    ['/configuracoes/gestaoagrupamentos', [Permission.GroupDelete], 'Gestão de agrupamentos'],
    ['/configuracoes/parametrosobjetos', [Permission.ParameterCreateEdit], 'Parâmetros de objetos'],
  ])('let a holder of the rule into %s', async (path, permissions, title) => {
    mockSettingsApi({
      [SETTINGS_PATHS.profiles]: () => envelope(page([])),
      [SETTINGS_PATHS.users]: () => envelope(page([])),
      [SETTINGS_PATHS.legislations]: () => envelope(page([])),
      [SETTINGS_PATHS.refusalTypes]: () => envelope(page([])),
      [SETTINGS_PATHS.economicActivities]: () => envelope(page([])),
      [SETTINGS_PATHS.groups]: () => envelope(page([])),
    });
    const { router } = renderApp(path, { session: userTokenData(permissions) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('hide what the page’s rule allows but the action does not: a holder of 62 alone sees no create button', async () => {
    mockSettingsApi({ [SETTINGS_PATHS.legislations]: () => envelope(page([])) });
    renderApp(generatePath(ROUTE_PATHS['settings.legislations']), { session: userTokenData([Permission.ParameterDelete]) });
    await screen.findByRole('heading', { level: 1, name: 'Legislações' });
    expect(screen.queryByRole('link', { name: 'Nova legislação' })).not.toBeInTheDocument();
  });
});

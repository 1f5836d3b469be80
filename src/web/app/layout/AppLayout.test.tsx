import { screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { NOTIFICATION_PATHS } from '@/shared/api';
import { INITIAL_SEARCH_FORMS } from '@/shared/searchForms';
import { searchSubmitted } from '@/web/features/search/searchFormsSlice';
import { envelope, mockFetch } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { guestTokenData, makeTokenData, userTokenData } from '@/web/test/tokens';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

const GUEST_HIDDEN = ['Tarefas', 'Património', 'Documentos', 'Configurações', 'Relatórios'];
const SETTINGS_ENTRIES = [
  'Perfis',
  'Utilizadores',
  'Parâmetros',
  'Atividade económica',
  'Legislações',
  'Tipos de recusa',
  'Parâmetros de objetos',
  'Importação',
  'Gestão de agrupamentos',
];

async function mainMenu() {
  return within(await screen.findByRole('navigation', { name: 'Menu principal' }));
}

beforeEach(() => {
  mockFetch({ [NOTIFICATION_PATHS.count]: () => envelope(3) });
});

describe('the layout', () => {
  it('gives a guest the reduced menu, a sign-in link and no user tools', async () => {
    renderApp('/', { session: guestTokenData() });
    const menu = await mainMenu();
    for (const label of ['Início', 'Entidades', 'Pontos de atendimento', 'Serviços', 'Orgânica']) {
      expect(menu.getByRole('link', { name: label })).toBeInTheDocument();
    }
    for (const label of GUEST_HIDDEN) expect(menu.queryByText(label)).not.toBeInTheDocument();

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/backoffice/login');
    expect(within(header).queryByRole('link', { name: 'Alterar palavra-passe' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Terminar sessão' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /Notificações/ })).not.toBeInTheDocument();
  });

  it('gives the administrator every entry, the user tools and the notification count', async () => {
    renderApp('/', { session: makeTokenData() });
    const menu = await mainMenu();
    for (const label of GUEST_HIDDEN.filter((l) => l !== 'Configurações')) expect(menu.getByRole('link', { name: label })).toBeInTheDocument();

    const settings = menu.getByRole('button', { name: 'Configurações' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    // The submenu's entries are a chunk of their own (SettingsSubmenu): they may arrive a moment later.
    for (const label of SETTINGS_ENTRIES) expect(await menu.findByRole('link', { name: label })).toBeInTheDocument();

    const header = screen.getByRole('banner');
    expect(within(header).getByText('Administrador')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Alterar palavra-passe' })).toHaveAttribute('href', '/alterarpalavrapasse');
    expect(within(header).getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    expect(await within(header).findByRole('button', { name: 'Notificações: 3 por ler' })).toBeInTheDocument();
  });

  it('offers a GRA user (regional sign-in only) no password change, and the rest of the user tools', async () => {
    renderApp('/', { session: makeTokenData({ gra: true }) });
    await mainMenu();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Administrador')).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Alterar palavra-passe' })).not.toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
  });

  it('shows exactly the settings entries that visibleMenu() allows', async () => {
    // 61 alone: Parameters, Economic activity, Legislations, Refusal types, Object parameters.
    renderApp('/', { session: userTokenData([61]) });
    const menu = await mainMenu();
    await userEvent.click(menu.getByRole('button', { name: 'Configurações' }));
    expect(await menu.findByRole('link', { name: 'Parâmetros de objetos' })).toBeInTheDocument();
    for (const label of ['Perfis', 'Utilizadores', 'Importação', 'Gestão de agrupamentos']) expect(menu.queryByRole('link', { name: label })).not.toBeInTheDocument();
  });

  it('opens the Settings submenu by itself on a settings route', async () => {
    renderApp('/configuracoes/perfis', { session: makeTokenData() });
    const menu = await mainMenu();
    expect(await menu.findByRole('link', { name: 'Perfis' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('button', { name: 'Configurações' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('resets every search form when a menu entry is clicked', async () => {
    const { store } = renderApp('/', { session: makeTokenData() });
    store.dispatch(searchSubmitted('entity', { name: 'Finanças' }));
    const menu = await mainMenu();
    await userEvent.click(menu.getByRole('link', { name: 'Entidades' }));
    expect(store.getState().searchForms.entity).toEqual(INITIAL_SEARCH_FORMS.entity);
  });

  it('collapses the menu to icons, keeping the entries named', async () => {
    renderApp('/', { session: guestTokenData() });
    const menu = await mainMenu();
    const toggle = menu.getByRole('button', { name: 'Recolher menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(menu.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(menu.getByRole('link', { name: 'Entidades' })).toBeInTheDocument();
  });

  it('has a footer with the contact mailbox and the copyright; its tooltip only for Super approve (3)', async () => {
    const { unmount } = renderApp('/', { session: userTokenData([11]) });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'catalogo.servicos@azores.gov.pt' })).toHaveAttribute('href', 'mailto:catalogo.servicos@azores.gov.pt');
    expect(within(footer).getByText('© CESA 2023')).not.toHaveAttribute('tabindex');
    unmount();

    renderApp('/', { session: makeTokenData() });
    const copyright = within(await screen.findByRole('contentinfo')).getByText('© CESA 2023');
    await userEvent.hover(copyright);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Versão/);
  });

  it('switches the language at once with the flags', async () => {
    const { store } = renderApp('/', { session: guestTokenData() });
    const pt = await screen.findByRole('button', { name: 'Português' });
    const en = screen.getByRole('button', { name: 'English' });
    expect(pt).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(en);
    expect(en).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().ui.language).toBe('en');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  describe('below the mobile breakpoint', () => {
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      // Every media query matches: MUI's theme.breakpoints.down('md') is "width below 768".
      window.matchMedia = (query: string) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList;
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('hides the menu entirely until the header button opens it; following an entry hides it again', async () => {
      renderApp('/', { session: guestTokenData() });
      const open = await screen.findByRole('button', { name: 'Abrir menu' });
      expect(open).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

      await userEvent.click(open);
      const menu = await mainMenu();
      expect(open).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(menu.getByRole('link', { name: 'Serviços' }));
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument());
    });
  });
});

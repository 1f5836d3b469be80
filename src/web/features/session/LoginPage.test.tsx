import { screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { ACCOUNT_PATHS, type LoginRequest, type LoginSettings } from '@/shared/api';
import { BACKOFFICE_CLIENT_ID } from '@/shared/accountClient';
import { STORAGE_KEYS } from '@/shared/limits';
import { setNavigationService } from '@/web/api/services/navigation';
import { envelope, mockFetch, type FakeHandler } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { decryptPassword, rsaKeyPair } from '@/web/test/rsaKeys';
import { guestTokenData, makeTokenData } from '@/web/test/tokens';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

let keys: Awaited<ReturnType<typeof rsaKeyPair>>;
beforeAll(async () => {
  keys = await rsaKeyPair();
});

function settings(overrides: Partial<LoginSettings> = {}): LoginSettings {
  return { publicKey: keys.pem, botCheckSiteKey: null, regionalSignIn: false, regionalSignInAvailable: true, ...overrides };
}

function api(login: FakeHandler, loginSettings = settings()) {
  return mockFetch({ [ACCOUNT_PATHS.loginSettings]: () => envelope(loginSettings), [ACCOUNT_PATHS.login]: login });
}

const usernameField = () => screen.getByRole('textbox', { name: 'Utilizador' });
const passwordField = () => screen.getByLabelText(/^Palavra-passe/, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

async function signIn(username: string, password: string) {
  await userEvent.type(usernameField(), username);
  await userEvent.type(passwordField(), password);
  await submit();
}

describe('the login page', () => {
  it('stands alone: a heading, the two fields and no header or footer', async () => {
    api(() => envelope(null));
    renderApp('/backoffice/login', { session: guestTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sessão' })).toBeInTheDocument();
    expect(usernameField()).toHaveAttribute('maxlength', '100');
    expect(passwordField()).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it("asks for both fields with 'Campo obrigatório'", async () => {
    const fetchMock = api(() => envelope(null));
    renderApp('/backoffice/login', { session: guestTokenData() });
    await screen.findByRole('heading', { name: 'Iniciar sessão' });
    await submit();
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([r]) => r.method === 'POST')).toBe(false);
  });

  it('shows and hides the password with a labelled toggle', async () => {
    api(() => envelope(null));
    renderApp('/backoffice/login', { session: guestTokenData() });
    await screen.findByRole('heading', { name: 'Iniciar sessão' });
    const toggle = screen.getByRole('button', { name: 'Mostrar palavra-passe' });
    expect(passwordField()).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the password encrypted and lands on the stored target', async () => {
    localStorage.setItem(STORAGE_KEYS.redirect, '/configuracoes/perfis');
    let sent: LoginRequest | null = null;
    api(async (request) => {
      sent = (await request.json()) as LoginRequest;
      return envelope(makeTokenData());
    });
    const { router, store } = renderApp('/backoffice/login', { session: guestTokenData() });
    await screen.findByRole('heading', { name: 'Iniciar sessão' });
    await signIn('admin', 'segredo-123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/configuracoes/perfis'));
    expect(sent).toMatchObject({ username: 'admin' });
    expect(sent!.password).not.toBe('segredo-123');
    await expect(decryptPassword(keys.privateKey, sent!.password)).resolves.toBe('segredo-123');
    expect(store.getState().session.status).toBe('signedIn');
    expect(localStorage.getItem(STORAGE_KEYS.redirect)).toBeNull();
  });

  it('goes home without a stored target, and to the password change when it is due', async () => {
    api(() => envelope(makeTokenData()));
    const first = renderApp('/backoffice/login', { session: guestTokenData() });
    await screen.findByRole('heading', { name: 'Iniciar sessão' });
    await signIn('admin', 'segredo-123');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();

    api(() => envelope(makeTokenData({ mcp: true })));
    const second = renderApp('/backoffice/login', { session: guestTokenData() });
    await screen.findByRole('heading', { name: 'Iniciar sessão' });
    await signIn('novo', 'temporaria-1');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/alterarpalavrapasse'));
  });

  it('shows the catalogued toast of a refused sign-in and stays', async () => {
    api(() => envelope(null, -30, 'InvalidUserOrPassword'));
    const { router } = renderApp('/backoffice/login', { session: guestTokenData() });
    await screen.findByRole('heading', { name: 'Iniciar sessão' });
    await signIn('admin', 'errada');
    expect(await screen.findByText('Utilizador ou palavra-passe inválidos.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/backoffice/login');
  });

  it('offers the regional sign-in only when it is configured, and follows its address', async () => {
    const plain = (() => {
      api(() => envelope(null));
      return renderApp('/backoffice/login', { session: guestTokenData() });
    })();
    await screen.findByRole('heading', { name: 'Iniciar sessão' });
    expect(screen.queryByRole('button', { name: 'Entrar com autenticação GRA' })).not.toBeInTheDocument();
    plain.unmount();

    const fetchMock = api((request) => (request.method === 'GET' ? envelope('https://login.gra.example/authorize?x=1') : envelope(null)), settings({ regionalSignIn: true }));
    const { router } = renderApp('/backoffice/login', { session: guestTokenData() });
    const leave = jest.fn();
    setNavigationService({ navigate: (to) => void router.navigate(to), revalidate: jest.fn(), leave });
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com autenticação GRA' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://login.gra.example/authorize?x=1'));
    const call = fetchMock.mock.calls.map(([r]) => r).find((r) => r.method === 'GET' && r.url.includes(`${ACCOUNT_PATHS.login}?`));
    expect(call?.url).toContain(`clientId=${BACKOFFICE_CLIENT_ID}`);
  });

  it('says the regional sign-in is unavailable, and does not offer the click, while its provider is unreachable', async () => {
    const fetchMock = api(() => envelope(null), settings({ regionalSignIn: true, regionalSignInAvailable: false }));
    renderApp('/backoffice/login', { session: guestTokenData() });
    expect(await screen.findByRole('button', { name: 'Autenticação GRA indisponível de momento' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Entrar com autenticação GRA' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([r]) => r).filter((r) => r.method === 'GET' && r.url.includes(`${ACCOUNT_PATHS.login}?`))).toHaveLength(0);
  });

  it('speaks English when asked', async () => {
    api(() => envelope(null));
    renderApp('/backoffice/login', { session: guestTokenData() });
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('form', { name: 'Sign in' })).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required field')).toHaveLength(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { ACCOUNT_PATHS } from '@/shared/api';
import { UserStatus } from '@/shared/enums';
import { SETTINGS_PATHS } from '@/shared/settings/paths';
import type { UserCreated, UserCreateInput, UserDetail } from '@/shared/settings';
import { envelope, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { decryptPassword, rsaKeyPair } from '@/web/test/rsaKeys';
import { userTokenData } from '@/web/test/tokens';
import { adminSession, findTitle, jsonOf, mockSettingsApi, page, profileDetail } from '../testing/settingsTestKit';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

let keys: Awaited<ReturnType<typeof rsaKeyPair>>;
beforeAll(async () => {
  keys = await rsaKeyPair();
});

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

function userDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    userId: 5,
    username: 'ana.sousa',
    displayName: 'Ana Sousa',
    givenName: 'Ana',
    email: 'ana.sousa@azores.gov.pt',
    status: UserStatus.Active,
    isGraUser: false,
    profiles: [{ profileId: 9, name: 'Editores SRSD' }],
    language: 'pt',
    mustChangePassword: true,
    hasPassword: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

function api(created: (body: UserCreateInput) => UserCreated) {
  const sent: UserCreateInput[] = [];
  const fetchMock = mockSettingsApi({
    [ACCOUNT_PATHS.loginSettings]: () => envelope({ publicKey: keys.pem, botCheckSiteKey: null, regionalSignIn: false, regionalSignInAvailable: false }),
    [SETTINGS_PATHS.profiles]: () => envelope(page([profileDetail(), profileDetail({ profileId: 10, name: 'Revisores' })])),
    [SETTINGS_PATHS.users]: async (request) => {
      if (request.method !== 'POST') return envelope(page([]));
      const body = await jsonOf<UserCreateInput>(request);
      sent.push(body);
      return envelope(created(body));
    },
  });
  return { fetchMock, sent };
}

async function fillIdentification() {
  await userEvent.type(input('Nome de utilizador'), 'ana.sousa');
  await userEvent.type(input('Nome a apresentar'), 'Ana Sousa');
}

async function chooseProfile(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Perfis' }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await userEvent.keyboard('{Escape}');
}

describe('the user form', () => {
  it('asks for at least one profile and a valid email (SPEC §5) before sending anything', async () => {
    const { fetchMock } = api(() => ({ user: userDetail(), oneTimePassword: null }));
    renderApp('/configuracoes/utilizador', { session: adminSession() });
    await findTitle('Novo utilizador');
    await fillIdentification();
    await userEvent.type(input('Email'), 'ana sousa@azores');
    await save();

    expect(await screen.findByText('Tem que adicionar pelo menos um perfil')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(requestsTo(fetchMock, SETTINGS_PATHS.users).filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.clear(input('Email'));
    await userEvent.type(input('Email'), 'ana.sousa@azores.gov.pt');
    await chooseProfile('Editores SRSD');
    await waitFor(() => expect(screen.queryByText('Tem que adicionar pelo menos um perfil')).not.toBeInTheDocument());
    expect(screen.queryByText('Email inválido')).not.toBeInTheDocument();
  });

  it('without a password, shows the one-time password the server answered once, with a copy button and the first-login warning', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { sent } = api(() => ({ user: userDetail(), oneTimePassword: 'Xk7-p2Qa-9mZt' }));
    const { router } = renderApp('/configuracoes/utilizador', { session: adminSession() });
    await findTitle('Novo utilizador');
    await fillIdentification();
    await userEvent.type(input('Email'), 'ana.sousa@azores.gov.pt');
    await chooseProfile('Editores SRSD');
    await save();

    const dialog = await screen.findByRole('dialog', { name: 'Palavra-passe temporária' });
    expect(within(dialog).getByTestId('one-time-password')).toHaveTextContent('Xk7-p2Qa-9mZt');
    expect(within(dialog).getByText('O utilizador terá de alterar esta palavra-passe no primeiro início de sessão.')).toBeInTheDocument();
    expect(screen.getByText('Utilizador guardado com sucesso.')).toBeInTheDocument();
    expect(sent).toEqual([
      { username: 'ana.sousa', displayName: 'Ana Sousa', email: 'ana.sousa@azores.gov.pt', language: 'pt', profileIds: [9], status: UserStatus.Active, isGraUser: false },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith('Xk7-p2Qa-9mZt');
    expect(await within(dialog).findByRole('button', { name: 'Copiada' })).toBeInTheDocument();

    // Closed, it is gone for good and the list opens.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Já comuniquei a palavra-passe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuracoes/utilizadores'));
    expect(screen.queryByText('Xk7-p2Qa-9mZt')).not.toBeInTheDocument();
  });

  it('sends an initial password encrypted like the login, and then shows no dialog', async () => {
    const { sent } = api(() => ({ user: userDetail(), oneTimePassword: null }));
    const { router } = renderApp('/configuracoes/utilizador', { session: adminSession() });
    await findTitle('Novo utilizador');
    await fillIdentification();
    await userEvent.type(input('Email'), 'ana.sousa@azores.gov.pt');
    await chooseProfile('Revisores');
    await userEvent.type(input('Palavra-passe inicial'), 'curta');
    await save();
    expect(await screen.findByText('O campo deve ter no mínimo 8 caracteres')).toBeInTheDocument();

    await userEvent.type(input('Palavra-passe inicial'), '-e-longa');
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuracoes/utilizadores'));
    expect(sent).toHaveLength(1);
    const password = sent[0]?.password as string;
    expect(password).not.toContain('curta');
    await expect(decryptPassword(keys.privateKey, password)).resolves.toBe('curta-e-longa');
    expect(screen.queryByRole('dialog', { name: 'Palavra-passe temporária' })).not.toBeInTheDocument();
  });

  it('a GRA user has no password field', async () => {
    api(() => ({ user: userDetail({ isGraUser: true }), oneTimePassword: null }));
    renderApp('/configuracoes/utilizador', { session: adminSession() });
    await findTitle('Novo utilizador');
    expect(input('Palavra-passe inicial')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Utilizador GRA (autenticação regional)' }));
    expect(screen.queryByLabelText('Palavra-passe inicial', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('resets the password of an existing user behind a confirmation, showing the new one-time password', async () => {
    mockSettingsApi({
      [SETTINGS_PATHS.user(5)]: () => envelope(userDetail()),
      [SETTINGS_PATHS.profiles]: () => envelope(page([profileDetail()])),
      [SETTINGS_PATHS.userResetPassword(5)]: () => envelope({ oneTimePassword: 'Nova-9876-abc' }),
    });
    renderApp('/configuracoes/utilizador/5', { session: adminSession() });
    await findTitle('Editar utilizador: ana.sousa');
    expect(input('Email')).toHaveValue('ana.sousa@azores.gov.pt');
    await userEvent.click(screen.getByRole('button', { name: 'Repor palavra-passe' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Gerar palavra-passe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Palavra-passe temporária' });
    expect(within(dialog).getByTestId('one-time-password')).toHaveTextContent('Nova-9876-abc');
  });

  it('offers delete only to holders of 72, with what deleting means', async () => {
    const fetchMock = mockSettingsApi({
      [SETTINGS_PATHS.user(5)]: () => envelope(userDetail()),
      [SETTINGS_PATHS.users]: () => envelope(page([userDetail({ userId: 6, profiles: [{ profileId: 10, name: 'Revisores' }] })])),
    });
    const editor = renderApp('/configuracoes/utilizador/5', { session: userTokenData([71]) });
    await findTitle('Editar utilizador: ana.sousa');
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    // Without 81 the profiles cannot be listed (-500): those some user holds are offered.
    expect(screen.getByText('Sem a permissão de gerir perfis, são oferecidos apenas os perfis já atribuídos a algum utilizador.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Perfis' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Editores SRSD', 'Revisores']);
    await userEvent.keyboard('{Escape}');
    expect(requestsTo(fetchMock, SETTINGS_PATHS.profiles)).toHaveLength(0);
    editor.unmount();

    renderApp('/configuracoes/utilizador/5', { session: userTokenData([71, 72]) });
    await findTitle('Editar utilizador: ana.sousa');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Tem a certeza que deseja eliminar?')).toBeInTheDocument();
    expect(within(confirm).getByText(/passa ao estado «Eliminado»/)).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { ACCOUNT_PATHS, type ChangePasswordRequest } from '@/shared/api';
import { envelope, mockFetch } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { decryptPassword, rsaKeyPair } from '@/web/test/rsaKeys';
import { makeTokenData } from '@/web/test/tokens';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

let keys: Awaited<ReturnType<typeof rsaKeyPair>>;
beforeAll(async () => {
  keys = await rsaKeyPair();
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('the change-password page', () => {
  it('validates required fields, the minimum length and the confirmation', async () => {
    mockFetch({ [ACCOUNT_PATHS.loginSettings]: () => envelope({ publicKey: keys.pem, botCheckSiteKey: null, regionalSignIn: false, regionalSignInAvailable: false }) });
    renderApp('/alterarpalavrapasse', { session: makeTokenData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alterar palavra-passe' })).toBeInTheDocument();

    await save();
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(3);

    await userEvent.type(field('Palavra-passe atual'), 'antiga-123');
    await userEvent.type(field('Nova palavra-passe'), 'curta');
    await userEvent.type(field('Confirmar palavra-passe'), 'outra');
    await save();
    expect(await screen.findByText('O campo deve ter no mínimo 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('A palavra-passe deve ser igual nos dois campos')).toBeInTheDocument();
  });

  it('sends both passwords encrypted, keeps the new token and confirms', async () => {
    const fresh = makeTokenData({ th: 'after-change' });
    let sent: ChangePasswordRequest | null = null;
    mockFetch({
      [ACCOUNT_PATHS.loginSettings]: () => envelope({ publicKey: keys.pem, botCheckSiteKey: null, regionalSignIn: false, regionalSignInAvailable: false }),
      [ACCOUNT_PATHS.changePassword]: async (request) => {
        sent = (await request.json()) as ChangePasswordRequest;
        return envelope(fresh);
      },
    });
    const { router, store } = renderApp('/alterarpalavrapasse', { session: makeTokenData({ mcp: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Alterar palavra-passe' });
    await userEvent.type(field('Palavra-passe atual'), 'antiga-123');
    await userEvent.type(field('Nova palavra-passe'), 'nova-palavra-1');
    await userEvent.type(field('Confirmar palavra-passe'), 'nova-palavra-1');
    await save();

    expect(await screen.findByText('Palavra-passe alterada com sucesso.')).toBeInTheDocument();
    await expect(decryptPassword(keys.privateKey, sent!.currentPassword)).resolves.toBe('antiga-123');
    await expect(decryptPassword(keys.privateKey, sent!.newPassword)).resolves.toBe('nova-palavra-1');
    expect(store.getState().session.token).toBe(fresh.token);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

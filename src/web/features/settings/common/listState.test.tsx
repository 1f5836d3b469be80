import { screen, waitFor } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { SETTINGS_PATHS } from '@/shared/settings/paths';
import type { ProfileSummary } from '@/shared/settings';
import { envelope, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { adminSession, findTitle, mockSettingsApi, profileDetail } from '../testing/settingsTestKit';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

const profiles: ProfileSummary[] = Array.from({ length: 12 }, (_, i) => profileDetail({ profileId: i + 1, name: `Perfil ${i + 1}` }));

describe('a settings list', () => {
  it('keeps its search, page and sort in the address, returns to it from an edit page, and "Limpar" starts over', async () => {
    const fetchMock = mockSettingsApi({
      [SETTINGS_PATHS.profiles]: (request) => {
        const pageNumber = Number(new URL(request.url, 'http://localhost').searchParams.get('pageNumber') ?? 1);
        return envelope({ items: profiles.slice((pageNumber - 1) * 5, pageNumber * 5), total: 12, pageCount: 3, pageNumber });
      },
      [SETTINGS_PATHS.profile(7)]: () => envelope(profileDetail({ profileId: 7, name: 'Perfil 7' })),
    });
    const { router } = renderApp('/configuracoes/perfis', { session: adminSession() });
    await findTitle('Perfis');

    await userEvent.type(screen.getByLabelText('Nome do perfil', { selector: 'input' }), 'Perfil');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Perfil'));
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Perfil&page=2'));
    await waitFor(() => expect(requestsTo(fetchMock, SETTINGS_PATHS.profiles).map((r) => new URL(r.url, 'http://localhost').searchParams.get('pageNumber'))).toContain('2'));
    const last = requestsTo(fetchMock, SETTINGS_PATHS.profiles).at(-1) as Request;
    expect(new URL(last.url, 'http://localhost').searchParams.toString()).toBe('query=Perfil&pageNumber=2&pageSize=5&sortBy=Name');
    // The search survives its own re-render (no reset on reinitialisation).
    expect(screen.getByLabelText('Nome do perfil', { selector: 'input' })).toHaveValue('Perfil');

    await userEvent.click(await screen.findByRole('link', { name: 'Perfil 7' }));
    await findTitle('Perfil 7');
    await userEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/configuracoes/perfis?q=Perfil&page=2'));

    await userEvent.click(await screen.findByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByLabelText('Nome do perfil', { selector: 'input' })).toHaveValue(''));
  });
});

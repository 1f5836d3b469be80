import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_PATHS } from '@/shared/api';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';

describe('the notifications bell', () => {
  it('counts the pending notifications with action 1 and lists them in the side panel', async () => {
    const fetchMock = mockFetch({
      [NOTIFICATION_PATHS.count]: () => envelope(2),
      [NOTIFICATION_PATHS.list]: () =>
        envelope([
          { id: 1, actionId: 1, title: 'Entidade submetida', body: 'A entidade E-12 aguarda aprovação.', createdAt: '2026-03-02T09:30:00Z', read: false },
          { id: 2, actionId: 1, title: 'Serviço publicado', body: 'O serviço S-4 foi publicado.', createdAt: '2026-03-01T15:00:00Z', read: true },
        ]),
    });
    renderApp('/', { session: makeTokenData() });
    const bell = await screen.findByRole('button', { name: 'Notificações: 2 por ler' });
    const [countCall] = requestsTo(fetchMock, NOTIFICATION_PATHS.count);
    await expect(countCall!.json()).resolves.toEqual({ notificationActionId: 1 });

    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(await within(panel).findByText('Entidade submetida')).toBeInTheDocument();
    expect(within(panel).getByText('O serviço S-4 foi publicado.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Fechar' }));
  });
});

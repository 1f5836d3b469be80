import { act, screen, waitFor, within } from '@testing-library/react';
import userEventApi from '@testing-library/user-event';
import { NOTIFICATION_PATHS, NOTIFICATION_WRITE_PATHS, notificationPath } from '@/shared/api';
import { makeStore } from '@/web/app/store';
import { languageChanged } from '@/web/app/uiSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { makeTokenData } from '@/web/test/tokens';

// One user for the file, without the pause after each key (`delay: null`): the keys still go one by one.
const userEvent = userEventApi.setup({ delay: null });

describe('the notifications bell', () => {
  it('counts the pending notifications with action 1 and lists them in the side panel', async () => {
    const fetchMock = mockFetch({
      [NOTIFICATION_PATHS.count]: () => envelope(2),
      [NOTIFICATION_PATHS.list]: () =>
        envelope([
          {
            id: 1,
            actionId: 1,
            title: 'Entidade submetida',
            body: 'A entidade E-12 aguarda aprovação.',
            createdAt: '2026-03-02T09:30:00Z',
            read: false,
            event: null,
            record: null,
          },
          { id: 2, actionId: 1, title: 'Serviço publicado', body: 'O serviço S-4 foi publicado.', createdAt: '2026-03-01T15:00:00Z', read: true, event: null, record: null },
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

  it('words workflow notifications from their action and kind, links them to the record, marks read, marks all read and deletes', async () => {
    const fetchMock = mockFetch({
      [NOTIFICATION_PATHS.count]: () => envelope(2),
      [NOTIFICATION_PATHS.list]: () =>
        envelope([
          {
            id: 7,
            actionId: 1,
            title: 'Unidade Alfa',
            body: '',
            createdAt: '2026-03-02T09:30:00Z',
            read: false,
            event: 'submitForApproval',
            record: { kind: 'entity', id: 40, version: 2 },
          },
          {
            id: 8,
            actionId: 1,
            title: 'Unidade Beta',
            body: 'Falta a morada',
            createdAt: '2026-03-01T15:00:00Z',
            read: false,
            event: 'return',
            record: { kind: 'entity', id: 41, version: 1 },
          },
        ]),
      [notificationPath(NOTIFICATION_WRITE_PATHS.readOne, 7)]: () => envelope(null),
      [NOTIFICATION_WRITE_PATHS.readAll]: () => envelope(2),
      [notificationPath(NOTIFICATION_WRITE_PATHS.one, 8)]: () => envelope(null),
    });
    renderApp('/', { session: makeTokenData() });
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 2 por ler' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(await within(panel).findByText('Entidade submetida para aprovação')).toBeInTheDocument();
    expect(within(panel).getByText('Comentário: Falta a morada')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(requestsTo(fetchMock, NOTIFICATION_WRITE_PATHS.readAll)).toHaveLength(1));
    const [, second] = within(panel).getAllByRole('button', { name: 'Eliminar notificação' });
    await userEvent.click(second!);
    await waitFor(() => expect(requestsTo(fetchMock, notificationPath(NOTIFICATION_WRITE_PATHS.one, 8))[0]?.method).toBe('DELETE'));

    const link = within(panel).getByRole('link', { name: /Unidade Alfa/ });
    expect(link).toHaveAttribute('href', '/entidade/40/2/detalhe');
    await userEvent.click(link);
    await waitFor(() => expect(requestsTo(fetchMock, notificationPath(NOTIFICATION_WRITE_PATHS.readOne, 7))).toHaveLength(1));
  });

  it('words an import’s end (finished or failed) in the reader’s language with its file name and links it to the import page', async () => {
    const fetchMock = mockFetch({
      [NOTIFICATION_PATHS.count]: () => envelope(1),
      [NOTIFICATION_PATHS.list]: () =>
        envelope([
          { id: 9, actionId: 1, title: 'entidades.csv', body: '', createdAt: '2026-03-02T09:30:00Z', read: false, event: 'importFinished', record: null },
          { id: 10, actionId: 1, title: 'servicos.xlsx', body: '', createdAt: '2026-03-02T09:00:00Z', read: true, event: 'importFailed', record: null },
        ]),
      [notificationPath(NOTIFICATION_WRITE_PATHS.readOne, 9)]: () => envelope(null),
      '/imports': () => envelope({ items: [] }),
    });
    const store = makeStore();
    const { router } = renderApp('/', { session: makeTokenData(), store });
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 1 por ler' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    const link = await within(panel).findByRole('link', { name: /Importação concluída: entidades\.csv/ });
    expect(link).toHaveAttribute('href', '/importacao');
    expect(within(panel).getByRole('link', { name: /Importação falhada: servicos\.xlsx/ })).toHaveAttribute('href', '/importacao');

    act(() => void store.dispatch(languageChanged('en')));
    expect(await within(panel).findByRole('link', { name: /Import finished: entidades\.csv/ })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('link', { name: /Import finished/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/importacao'));
    await waitFor(() => expect(requestsTo(fetchMock, notificationPath(NOTIFICATION_WRITE_PATHS.readOne, 9))).toHaveLength(1));
  });

  it('says who acted by display name, in the reader’s language, and reads the time on the Azores clock (issue 29 §5, §13)', async () => {
    mockFetch({
      [NOTIFICATION_PATHS.count]: () => envelope(1),
      [NOTIFICATION_PATHS.list]: () =>
        envelope([
          {
            id: 11,
            actionId: 1,
            title: 'Unidade Gama',
            body: 'Falta a morada',
            // 09:08 UTC in winter: 08:08 in the Azores (UTC−1), whatever the browser's zone.
            createdAt: '2026-01-15T09:08:00Z',
            read: false,
            event: 'return',
            record: { kind: 'service', id: 42, version: 1 },
            actor: 'Joana Simões',
          },
        ]),
    });
    const store = makeStore();
    renderApp('/', { session: makeTokenData(), store });
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 1 por ler' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(await within(panel).findByText('Joana Simões devolveu o serviço')).toBeInTheDocument();
    expect(within(panel).getByText('15/01/2026 08:08')).toBeInTheDocument();
    act(() => void store.dispatch(languageChanged('en')));
    expect(await within(panel).findByText('Joana Simões returned the service')).toBeInTheDocument();
  });
});

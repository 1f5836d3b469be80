import { act, screen } from '@testing-library/react';
import type { HubConnection } from '@microsoft/signalr';
import { HUB_SERVER_METHODS, PRESENCE_PATHS } from '@/shared/hub';
import { API_BASE } from '@/shared/limits';
import { makeStore } from '@/web/app/store';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { makeTokenData } from '@/web/test/tokens';
import { setHubConnection } from './presenceHub';
import { presenceKey, presenceReceived, selectEditors } from './presenceSlice';
import { useEditPresence } from './useEditPresence';

function Editing() {
  useEditPresence('entity', 5, 2);
  return <span data-testid="editing" />;
}

/** A started connection as the hub listeners hand it over: only what presence calls. */
function fakeConnection(connectionId: string) {
  const invoke = jest.fn(async () => undefined);
  return { connection: { connectionId, invoke } as unknown as HubConnection, invoke };
}

describe('useEditPresence (issue 31 §2)', () => {
  it('starts on the connection, again on a new one after a reconnect, stops when the page is left, and leaves with keepalive when it closes', async () => {
    const store = makeStore();
    store.dispatch(sessionStarted(makeTokenData()));
    const first = fakeConnection('c1');
    act(() => setHubConnection(store.dispatch, first.connection));
    const view = renderWithProviders(<Editing />, { store });
    await screen.findByTestId('editing');
    expect(first.invoke).toHaveBeenCalledWith(HUB_SERVER_METHODS.startEditing, 'entity', 5, 2);

    // The connection drops (nothing can be sent) and comes back as a new one: presence starts again there.
    act(() => store.dispatch(presenceReceived({ kind: 'entity', id: 5, version: 2, editors: [{ userId: 9, displayName: 'Joana', since: '2026-11-27T11:02:00.000Z' }] })));
    act(() => setHubConnection(store.dispatch, null));
    const second = fakeConnection('c2');
    act(() => setHubConnection(store.dispatch, second.connection));
    expect(second.invoke).toHaveBeenCalledWith(HUB_SERVER_METHODS.startEditing, 'entity', 5, 2);

    // The page closes: a keepalive request names the connection.
    const fetchMock = jest.fn(async () => new Response('{}'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(fetchMock).toHaveBeenCalledWith(
      `${API_BASE}${PRESENCE_PATHS.leave}`,
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify({ connectionId: 'c2' }) }),
    );

    // The page is left: StopEditing, and what it was told goes.
    view.unmount();
    expect(second.invoke).toHaveBeenCalledWith(HUB_SERVER_METHODS.stopEditing, 'entity', 5, 2);
    expect(selectEditors(store.getState(), presenceKey('entity', 5, 2))).toBeUndefined();
    act(() => setHubConnection(store.dispatch, null));
  });
});

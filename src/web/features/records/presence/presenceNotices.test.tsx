import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@/web/app/store';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { makeTokenData } from '@/web/test/tokens';
import { EditPresenceNotice } from './EditPresenceNotice';
import { presenceLeft, presenceReceived, recordChangeReceived, recordSavedReceived } from './presenceSlice';
import { RecordChangeNotice } from './RecordChangeNotice';

// 10:02 and 10:05 in the Azores in winter (UTC-1): the notices read the region's clock.
const SINCE = '2026-11-27T11:02:00.000Z';
const SAVED_AT = '2026-11-27T11:05:00.000Z';
const target = { kind: 'entity', id: 5, version: 2 };

function storeSignedIn() {
  const store = makeStore();
  store.dispatch(sessionStarted(makeTokenData()));
  return store;
}

describe('EditPresenceNotice (issue 31 §2)', () => {
  it('names who else edits the version and since when, in a polite live region, and goes when they leave', async () => {
    const store = storeSignedIn();
    renderWithProviders(<EditPresenceNotice kind="entity" id={5} version={2} dirty={false} />, { store });
    const region = await screen.findByTestId('edit-presence');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => void store.dispatch(presenceReceived({ ...target, editors: [{ userId: 9, displayName: 'Joana Simões', since: SINCE }] })));
    expect(region).toHaveTextContent('Joana Simões está a editar esta versão desde as 10:02');
    act(() => void store.dispatch(presenceReceived({ ...target, editors: [] })));
    expect(region).toBeEmptyDOMElement();
  });

  it('says who saved first; over unsaved changes it warns of the refusal and offers to read again', async () => {
    const store = storeSignedIn();
    const view = renderWithProviders(<EditPresenceNotice kind="entity" id={5} version={2} dirty />, { store });
    await screen.findByTestId('edit-presence');
    act(() => void store.dispatch(recordSavedReceived({ ...target, savedAs: 2, userId: 9, displayName: 'Joana Simões', at: SAVED_AT })));
    const saved = screen.getByTestId('presence-saved');
    expect(saved).toHaveTextContent('Joana Simões guardou esta versão às 10:05.');
    expect(saved).toHaveTextContent('recusada por alteração concorrente');
    expect(saved).toHaveTextContent('as alterações não guardadas perder-se-ão');
    await userEvent.click(screen.getByRole('button', { name: 'Ler de novo' }));
    view.unmount();
    renderWithProviders(<EditPresenceNotice kind="entity" id={5} version={2} dirty={false} />, { store });
    expect(screen.getByTestId('presence-saved')).toHaveTextContent('O formulário mostra já o que foi guardado.');
    expect(screen.queryByRole('button', { name: 'Ler de novo' })).toBeNull();
    act(() => void store.dispatch(presenceLeft(target)));
    expect(screen.queryByTestId('presence-saved')).toBeNull();
  });
});

describe('RecordChangeNotice (issue 31 §2)', () => {
  it('says what changed since the page opened, by whom and when, and nothing of what came before', async () => {
    const store = storeSignedIn();
    const opened = Date.now();
    store.dispatch(recordChangeReceived({ change: { ...target, action: 'submitForApproval', by: 'Ana Silva', at: SINCE }, receivedAt: opened - 1000 }));
    renderWithProviders(<RecordChangeNotice kind="entity" id={5} version={2} since={opened} />, { store });
    const region = await screen.findByTestId('record-change');
    expect(region).toBeEmptyDOMElement();
    act(() => void store.dispatch(recordChangeReceived({ change: { ...target, action: 'publish', by: 'Ana Silva', at: SAVED_AT }, receivedAt: opened + 1 })));
    expect(region).toHaveTextContent('Publicado por Ana Silva às 10:05');
    act(() => void store.dispatch(recordChangeReceived({ change: { ...target, version: 3, action: 'return', by: 'Rui Medeiros', at: SAVED_AT }, receivedAt: opened + 2 })));
    expect(region).toHaveTextContent('Versão 3: Devolvido por Rui Medeiros às 10:05');
  });

  it('on a dirty edit form, keeps the typing and lets the user choose to read again', async () => {
    const store = storeSignedIn();
    renderWithProviders(<RecordChangeNotice kind="entity" id={5} version={2} since={0} dirty />, { store });
    await screen.findByTestId('record-change');
    act(() => void store.dispatch(recordChangeReceived({ change: { ...target, action: 'publish', by: 'Ana Silva', at: SAVED_AT }, receivedAt: 1 })));
    expect(screen.getByTestId('record-change')).toHaveTextContent('As suas alterações não guardadas continuam no formulário');
    expect(screen.getByRole('button', { name: 'Ler de novo' })).toBeInTheDocument();
  });
});

import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@/shared/errorCodes';
import { RecordState } from '@/shared/recordStates';
import type { HistoryEntry } from '@/shared/records/contract';
import { SERVICE_FIELD_LABELS } from '@/shared/records/service';
import type { VersionDiff } from '@/shared/records/versionDiff';
import { makeStore } from '@/web/app/store';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { makeTokenData } from '@/web/test/tokens';
import { CompareVersionsPicker, defaultPair } from './CompareVersionsPicker';
import { CompareWithPublishedButton } from './CompareWithPublishedButton';

const history: HistoryEntry[] = [
  { version: 1, date: '2026-01-01T10:00:00Z', state: RecordState.Archived, changedBy: 'admin' },
  { version: 2, date: '2026-02-01T10:00:00Z', state: RecordState.Published, changedBy: 'admin' },
  { version: 3, date: '2026-03-01T10:00:00Z', state: RecordState.Draft, changedBy: 'ana' },
];

const diff: VersionDiff = {
  id: 7,
  from: { version: 2, state: RecordState.Published, date: '2026-02-01T10:00:00Z', changedBy: 'admin', versionComment: '' },
  to: { version: 3, state: RecordState.Draft, date: '2026-03-01T10:00:00Z', changedBy: 'ana', versionComment: 'Online' },
  fields: [
    { field: 'name', label: 'Nome', status: 'same', payload: { type: 'value', before: 'Licença', after: 'Licença' } },
    { field: 'cost', label: 'Custo', status: 'changed', payload: { type: 'value', before: 'Gratuito', after: '5 euros' } },
    {
      field: 'procedure',
      label: 'Procedimento',
      status: 'changed',
      payload: {
        type: 'richText',
        before: 'Entregar em papel',
        after: 'Entregar <b>online</b>',
        segments: [
          { op: 'same', text: 'Entregar ' },
          { op: 'delete', text: 'em papel' },
          { op: 'insert', text: '<b>online</b>' },
        ],
      },
    },
    {
      field: 'legislationIds',
      label: 'Legislação',
      status: 'changed',
      payload: {
        type: 'list',
        items: [
          { key: '1', status: 'same', before: 'Lei 1', after: 'Lei 1' },
          { key: '2', status: 'removed', before: 'Lei 2', after: null },
          { key: '3', status: 'added', before: null, after: 'Lei 3' },
        ],
      },
    },
  ],
};

function render(ui: React.ReactElement) {
  const store = makeStore();
  store.dispatch(sessionStarted(makeTokenData()));
  return renderWithProviders(ui, { store });
}

describe('the version comparison', () => {
  it('pairs the version shown with the previous one by default (the first with the second)', () => {
    expect(defaultPair([1, 2, 3], 3)).toEqual([2, 3]);
    expect(defaultPair([1, 2, 3], 1)).toEqual([1, 2]);
    expect(defaultPair([2, 5], 5)).toEqual([2, 5]);
  });

  it('chooses the default pair once the history has arrived (it loads after the page)', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ '/notifications/count': () => envelope(0) });
    function Page() {
      const [loaded, setLoaded] = useState<HistoryEntry[]>([]);
      return (
        <>
          <button onClick={() => setLoaded(history)}>load</button>
          <CompareVersionsPicker kind="service" id={7} history={loaded} currentVersion={3} labels={SERVICE_FIELD_LABELS} />
        </>
      );
    }
    render(<Page />);
    expect(screen.getByText('O registo só tem uma versão: não há nada para comparar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'load' }));
    expect(screen.getByLabelText('Comparar a versão')).toHaveValue('2');
    expect(screen.getByLabelText('com a versão')).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Comparar versões' })).toBeEnabled();
  });

  it('opens two versions side by side: changed fields marked, words and items inserted or deleted, unchanged ones folded', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({ '/notifications/count': () => envelope(0), '/records/service/7/compare': () => envelope(diff) });
    render(<CompareVersionsPicker kind="service" id={7} history={history} currentVersion={3} labels={SERVICE_FIELD_LABELS} />);
    expect(screen.getByLabelText('Comparar a versão')).toHaveValue('2');
    expect(screen.getByLabelText('com a versão')).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Comparar versões' }));

    const dialog = await screen.findByRole('dialog', { name: 'Versões 2 e 3 lado a lado' });
    expect(requestsTo(fetchMock, '/records/service/7/compare')[0]?.url).toMatch(/\?from=2&to=3&language=pt$/);
    const table = await within(dialog).findByRole('table', { name: 'Campos alterados entre a versão 2 e a versão 3' });
    expect(within(table).getByRole('columnheader', { name: /Versão 3/ })).toHaveTextContent('Comentário: Online');
    const cost = within(table).getByRole('rowheader', { name: /Custo/ }).closest('tr') as HTMLElement;
    expect(within(cost).getByText('Alterado')).toBeInTheDocument();
    expect(cost.querySelector('del')).toHaveTextContent('Gratuito');
    expect(cost.querySelector('ins')).toHaveTextContent('5 euros');
    // Text, never markup: a tag in the words is shown as written.
    const procedure = within(table)
      .getByRole('rowheader', { name: /Procedimento/ })
      .closest('tr') as HTMLElement;
    expect(procedure.querySelector('ins')).toHaveTextContent('<b>online</b>');
    expect(procedure.querySelector('b')).toBeNull();
    const legislation = within(table)
      .getByRole('rowheader', { name: /Legislação/ })
      .closest('tr') as HTMLElement;
    expect(legislation.querySelector('del')).toHaveTextContent('Lei 2');
    expect(legislation.querySelector('ins')).toHaveTextContent('Lei 3');
    expect(within(table).queryByRole('rowheader', { name: /Nome/ })).toBeNull();

    const unfold = within(dialog).getByRole('button', { name: 'Mostrar 1 campo(s) sem alterações' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await user.click(unfold);
    expect(within(dialog).getByRole('table', { name: 'Campos sem alterações' })).toHaveTextContent('Licença');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses the same version twice before asking the server, and shows the server refusal otherwise', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ '/notifications/count': () => envelope(0), '/records/service/7/compare': () => envelope(null, ErrorCode.ServiceNotFound, 'O serviço não foi encontrado.') });
    render(<CompareVersionsPicker kind="service" id={7} history={history} currentVersion={3} labels={SERVICE_FIELD_LABELS} />);
    await user.selectOptions(screen.getByLabelText('Comparar a versão'), '3');
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha duas versões diferentes.');
    expect(screen.getByRole('button', { name: 'Comparar versões' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Comparar a versão'), '1');
    await user.click(screen.getByRole('button', { name: 'Comparar versões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versões 1 e 3 lado a lado' });
    expect(await within(dialog).findByText('O serviço não foi encontrado.')).toBeInTheDocument();
  });

  it('offers "what changed since the published version" on a task only when one is published', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({ '/notifications/count': () => envelope(0), '/records/service/7/compare': () => envelope(diff) });
    const { unmount } = render(<CompareWithPublishedButton record={{ kind: 'service', id: 7, version: 3 }} history={history} labels={SERVICE_FIELD_LABELS} />);
    await user.click(screen.getByRole('button', { name: 'Ver o que mudou desde a versão publicada' }));
    expect(await screen.findByRole('dialog', { name: 'Versões 2 e 3 lado a lado' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/records/service/7/compare')[0]?.url).toMatch(/\?from=2&to=3&language=pt$/);
    unmount();
    render(<CompareWithPublishedButton record={{ kind: 'service', id: 7, version: 1 }} history={history.slice(0, 1)} labels={SERVICE_FIELD_LABELS} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

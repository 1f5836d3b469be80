import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordActionName } from '@/shared/recordStates';
import type { RecordKindName } from '@/shared/records/kinds';
import { RETURN_REASON_PATHS } from '@/shared/records/returnReason';
import { UNDO_PATHS } from '@/shared/undo';
import { makeStore } from '@/web/app/store';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { makeTokenData } from '@/web/test/tokens';
import { visibleActions, WorkflowActionBar } from './WorkflowActionBar';

const TOKEN = 'A'.repeat(32);
const ACTION_PATH = (action: string, kind: RecordKindName = 'entity') => `/records/${kind}/5/1/actions/${action}`;

function renderBar(allowedActions: RecordActionName[], onDone = jest.fn(), kind: RecordKindName = 'entity') {
  const store = makeStore();
  store.dispatch(sessionStarted(makeTokenData()));
  const view = { kind, id: 5, version: 1, rowVersion: 3, startDate: '2024-01-01', allowedActions };
  renderWithProviders(<WorkflowActionBar view={view} onDone={onDone} />, { store });
  return onDone;
}

const buttonsOf = async () => {
  const group = await screen.findByRole('group', { name: 'Ações de fluxo' });
  return within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);
};

describe('WorkflowActionBar', () => {
  it('shows exactly the allowed actions, in the workflow order', async () => {
    renderBar(['extinct', 'archive', 'obsolete']);
    expect(await buttonsOf()).toEqual(['Arquivar', 'Tornar obsoleto', 'Extinguir']);
  });

  it('offers only the public preview when no action is allowed (issue 31 §3)', async () => {
    renderBar([]);
    const group = await screen.findByRole('group', { name: 'Ações de fluxo' });
    expect(within(group).queryAllByRole('button')).toEqual([]);
    expect(within(group).getByRole('link', { name: 'Pré-visualizar' })).toHaveAttribute('href', '/entidade/5/1/previsualizar');
  });

  it('shows submit for approval alone for a user who may not publish', async () => {
    renderBar(['submitForApproval', 'delete']);
    expect(await buttonsOf()).toEqual(['Submeter para aprovação', 'Eliminar cópia']);
  });

  it('merges submit and publish into one "Submeter": the explicit choice is the only dialog (issue 29 §15)', async () => {
    expect(visibleActions(['publish', 'submitForApproval', 'archive'])).toEqual({ merged: true, actions: ['submitForApproval', 'archive'] });
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({ [ACTION_PATH('submitForApproval')]: () => envelope({ id: 5, version: 1, state: 3 }) });
    const onDone = renderBar(['submitForApproval', 'publish', 'archive', 'delete']);
    expect(await buttonsOf()).toEqual(['Submeter', 'Arquivar', 'Eliminar cópia']);
    await user.click(screen.getByRole('button', { name: 'Submeter' }));
    const chooser = await screen.findByRole('dialog', { name: 'Submeter ou publicar' });
    expect(within(chooser).getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    await user.click(within(chooser).getByRole('button', { name: 'Submeter para aprovação' }));
    expect(await screen.findByText('Entidade submetida para aprovação')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [request] = requestsTo(fetchMock, ACTION_PATH('submitForApproval'));
    expect(await request?.json()).toEqual({ rowVersion: 3 });
    expect(onDone).toHaveBeenCalledWith('submitForApproval', { id: 5, version: 1, state: 3 });
  });

  it('keeps destructive actions apart: in a "Mais ações" menu on a narrow screen (issue 29 §16)', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList) as typeof window.matchMedia;
    try {
      const user = userEvent.setup({ delay: null });
      const fetchMock = mockFetch({ [ACTION_PATH('delete')]: () => envelope({ id: 5, version: 1, state: 1, deleted: true, undoToken: TOKEN }) });
      const onDone = renderBar(['submitForApproval', 'delete']);
      expect(await buttonsOf()).toEqual(['Submeter para aprovação', '']);
      expect(screen.queryByRole('button', { name: 'Eliminar cópia' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Mais ações' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Eliminar cópia' }));
      // Undoable (issue 30 §4): no question, the toast offers 'Anular'; to the page, the version is gone.
      expect(await screen.findByText('Entidade eliminada')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Anular' })).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(requestsTo(fetchMock, ACTION_PATH('delete'))).toHaveLength(1);
      expect(onDone).toHaveBeenCalledWith('delete', null);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('archives at once and offers "Anular" in the toast, which undoes it (issue 30 §4)', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({
      [ACTION_PATH('archive')]: () => envelope({ id: 5, version: 1, state: 7, undoToken: TOKEN }),
      [UNDO_PATHS.undo(TOKEN)]: () => envelope({ action: 'archive', kind: 'entity', id: 5, version: 1 }),
    });
    const onDone = renderBar(['archive']);
    await user.click(await screen.findByRole('button', { name: 'Arquivar' }));
    expect(await screen.findByText('Entidade arquivada')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith('archive', { id: 5, version: 1, state: 7, undoToken: TOKEN });
    await user.click(screen.getByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('Ação anulada.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, UNDO_PATHS.undo(TOKEN))).toHaveLength(1);
  });

  it('cancelling the question sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({});
    renderBar(['obsolete']);
    await user.click(await screen.findByRole('button', { name: 'Tornar obsoleto' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Tem a certeza que deseja tornar obsoleto?');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks why when returning: a refusal type of the settings and the required comment, both sent (issue 29 §10)', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({
      [ACTION_PATH('return')]: () => envelope({ id: 5, version: 1, state: 6 }),
      [RETURN_REASON_PATHS.refusalTypes]: () => envelope([{ id: 7, code: 'INC', designationPt: 'Informação incompleta', designationEn: 'Incomplete information' }]),
    });
    renderBar(['submitForPublication', 'publish', 'return']);
    expect(await buttonsOf()).toEqual(['Submeter para publicação', 'Publicar', 'Devolver']);
    await user.click(screen.getByRole('button', { name: 'Devolver' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Devolver' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(requestsTo(fetchMock, ACTION_PATH('return'))).toHaveLength(0);
    await user.click(await within(dialog).findByRole('combobox', { name: 'Tipo de recusa' }));
    await user.click(await screen.findByRole('option', { name: 'Informação incompleta' }));
    await user.type(within(dialog).getByLabelText('Motivo da devolução'), 'Falta a missão');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Entidade devolvida')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, ACTION_PATH('return'))[0]?.json()).toEqual({ rowVersion: 3, refusalTypeId: 7, comment: 'Falta a missão' });
  });

  it('asks the end of validity when extinguishing, after the start date', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({ [ACTION_PATH('extinct')]: () => envelope({ id: 5, version: 1, state: 9 }) });
    renderBar(['extinct']);
    await user.click(await screen.findByRole('button', { name: 'Extinguir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Extinguir' });
    expect(dialog).toHaveTextContent('Tem a certeza que deseja extinguir?');
    const date = within(dialog).getByLabelText('Data de fim de validade');
    await user.type(date, '01012024');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('A data deve ser igual ou posterior a 02/01/2024')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '31122025');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Entidade extinta')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, ACTION_PATH('extinct'))[0]?.json()).toEqual({ rowVersion: 3, endDate: '2025-12-31' });
  });

  it('warns about possible duplicates without an error toast, and Continuar resends with continueOnDuplicate', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    const fetchMock = mockFetch({
      [ACTION_PATH('publish')]: () =>
        ++calls === 1
          ? envelope(
              {
                similar: [
                  { id: 8, version: 1, name: 'Direção Regional A' },
                  { id: 9, version: 3, name: 'Direção Regional B' },
                ],
              },
              -106,
              'Existem possíveis entidades duplicadas.',
            )
          : envelope({ id: 5, version: 1, state: 5 }),
    });
    renderBar(['publish']);
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Publicar' })).getByRole('button', { name: 'Confirmar' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Possíveis duplicados' });
    expect(warning).toHaveTextContent('Existem possíveis entidades duplicadas.');
    expect(within(warning).getByText('Direção Regional A (registo 8, versão 1)')).toBeInTheDocument();
    expect(within(warning).getByText('Direção Regional B (registo 9, versão 3)')).toBeInTheDocument();
    expect(screen.getAllByText('Existem possíveis entidades duplicadas.')).toHaveLength(1); // no toast beside the dialog
    await user.click(within(warning).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Entidade publicada')).toBeInTheDocument();
    const sent = requestsTo(fetchMock, ACTION_PATH('publish'));
    expect(await sent[1]?.json()).toEqual({ rowVersion: 3, continueOnDuplicate: true });
  });

  it('says the kind’s duplicate sentence, not the catalogue’s -305 text (a service already provided by a point of care)', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      [ACTION_PATH('publish', 'service')]: () =>
        envelope({ similar: [{ id: 8, version: 1, name: 'Licença de pesca' }] }, -305, 'O serviço já é prestado pelo ponto de atendimento.'),
    });
    renderBar(['publish'], jest.fn(), 'service');
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Publicar' })).getByRole('button', { name: 'Confirmar' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Possíveis duplicados' });
    expect(warning).toHaveTextContent('Existem possíveis serviços duplicados.');
    expect(screen.queryByText('O serviço já é prestado pelo ponto de atendimento.')).not.toBeInTheDocument();
  });

  it('shows -225 without similar records as the refusal it is: a toast, no duplicate question', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ [ACTION_PATH('publish', 'pointOfCare')]: () => envelope(null, -225, 'O serviço já é prestado pelo ponto de atendimento.') });
    renderBar(['publish'], jest.fn(), 'pointOfCare');
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Publicar' })).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('O serviço já é prestado pelo ponto de atendimento.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Possíveis duplicados' })).not.toBeInTheDocument();
  });
});

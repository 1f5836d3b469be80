import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordActionName } from '@/shared/recordStates';
import type { ScheduledPublication } from '@/shared/scheduling';
import { makeStore } from '@/web/app/store';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { makeTokenData } from '@/web/test/tokens';
import { RecordStateCell } from './RecordStateCell';
import { SchedulePublicationPanel } from './SchedulePublicationPanel';

const SCHEDULE = '/records/entity/5/1/schedule';
const CANCEL = '/records/entity/5/1/schedule/cancel';
const LABEL = 'Data e hora da publicação (hora dos Açores)';

function renderPanel(allowedActions: RecordActionName[], scheduledPublication?: ScheduledPublication) {
  const store = makeStore();
  store.dispatch(sessionStarted(makeTokenData()));
  const view = { kind: 'entity' as const, id: 5, version: 1, rowVersion: 3, allowedActions, ...(scheduledPublication && { scheduledPublication }) };
  renderWithProviders(<SchedulePublicationPanel view={view} />, { store });
}

describe('SchedulePublicationPanel', () => {
  it('offers nothing to a user who may not publish a version without a schedule', () => {
    renderPanel(['submitForApproval']);
    expect(screen.queryByRole('button', { name: 'Agendar publicação' })).not.toBeInTheDocument();
  });

  it('shows a schedule, in Azores time, without its actions to a user who may not publish', () => {
    // 11:30 UTC in December is 10:30 in the Azores (UTC−1).
    renderPanel([], { publishAt: '2030-12-16T11:30:00.000Z', scheduledBy: 'revisora' });
    expect(screen.getByRole('status')).toHaveTextContent('Publicação agendada para 16/12/2030 10:30 (hora dos Açores), por revisora.');
    expect(screen.queryByRole('button', { name: 'Reagendar' })).not.toBeInTheDocument();
  });

  it('schedules an Azores time as its UTC instant, refusing a past one first', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({ [SCHEDULE]: () => envelope({ id: 5, version: 1, state: 1 }) });
    renderPanel(['publish', 'submitForApproval']);
    await user.click(screen.getByRole('button', { name: 'Agendar publicação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar publicação' });
    const field = within(dialog).getByLabelText(LABEL, { exact: false });
    await user.clear(field);
    await user.type(field, '2020-06-16T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Agendar publicação' }));
    expect(await within(dialog).findByText('A data e hora têm de ser no futuro.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, SCHEDULE)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '2099-06-16T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Agendar publicação' }));
    expect(await screen.findByText('Publicação agendada para 16/06/2099 10:00.')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, SCHEDULE);
    expect(await request?.json()).toEqual({ rowVersion: 3, publishAt: '2099-06-16T10:00:00.000Z' });
  });

  it('cancels at once, the toast offering "Anular" (issue 30 §4)', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({ [CANCEL]: () => envelope({ id: 5, version: 1, state: 3, undoToken: 'B'.repeat(32) }) });
    renderPanel(['publish'], { publishAt: '2030-06-16T10:00:00.000Z', scheduledBy: 'revisora' });
    await user.click(screen.getByRole('button', { name: 'Cancelar agendamento' }));
    expect(await screen.findByText('Agendamento cancelado.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anular' })).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, CANCEL);
    expect(await request?.json()).toEqual({ rowVersion: 3 });
  });
});

describe('RecordStateCell', () => {
  it('shows the marker under the state only when scheduled', () => {
    renderWithProviders(<RecordStateCell state={3} scheduled={{ publishAt: '2030-06-16T10:00:00.000Z', scheduledBy: 'revisora' }} />);
    expect(screen.getByTestId('scheduled-marker')).toHaveTextContent('Agendado para 16/06/2030 10:00');
  });
});

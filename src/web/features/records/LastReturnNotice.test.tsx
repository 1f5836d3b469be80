import { screen } from '@testing-library/react';
import { RecordState } from '@/shared/recordStates';
import { RETURN_REASON_PATHS } from '@/shared/records/returnReason';
import { makeStore } from '@/web/app/store';
import { renderWithProviders } from '@/web/components/testing/renderWithProviders';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { envelope, mockFetch } from '@/web/test/fetchMock';
import { makeTokenData } from '@/web/test/tokens';
import { LastReturnNotice } from './LastReturnNotice';

const view = { kind: 'entity' as const, id: 5, version: 2, state: RecordState.Returned, canReadAudit: true };
const lastReturn = {
  version: 2,
  refusalType: { id: 7, code: 'INC', designationPt: 'Informação incompleta', designationEn: 'Incomplete information' },
  comment: 'Falta a missão.',
  username: 'rui.medeiros',
  displayName: 'Rui Medeiros',
  // 09:08 in the Azores in winter (UTC-1): the screen reads the region's clock, whatever the browser's zone.
  at: '2026-11-27T10:08:00.000Z',
};

function renderNotice(shown: Partial<typeof view> = {}) {
  const store = makeStore();
  store.dispatch(sessionStarted(makeTokenData()));
  return renderWithProviders(<LastReturnNotice view={{ ...view, ...shown }} />, { store });
}

describe('LastReturnNotice (issue 29 §10)', () => {
  it('tells the refusal type, the text, who by display name and when on the Azores clock', async () => {
    mockFetch({ [RETURN_REASON_PATHS.lastReturn('entity', 5, 2)]: () => envelope(lastReturn) });
    renderNotice();
    const notice = await screen.findByTestId('last-return');
    expect(notice).toHaveTextContent('Devolvido para correção');
    expect(notice).toHaveTextContent('Tipo de recusa: Informação incompleta');
    expect(notice).toHaveTextContent('Falta a missão.');
    expect(notice).toHaveTextContent('Devolvido por Rui Medeiros em 27/11/2026 09:08');
  });

  it('says nothing of a version that is not returned, nor to a reader of published versions only', () => {
    const fetchMock = mockFetch({});
    renderNotice({ state: RecordState.Published });
    renderNotice({ canReadAudit: false });
    expect(screen.queryByTestId('last-return')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

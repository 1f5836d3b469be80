import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_PATHS } from '@/shared/api';
import { AUTH_CALLBACK_PATH } from '@/shared/accountClient';
import { ErrorCode, ERROR_CATALOGUE } from '@/shared/errors';
import { envelope, mockFetch, requestsTo } from '@/web/test/fetchMock';
import { renderApp } from '@/web/test/renderApp';
import { guestTokenData, makeTokenData } from '@/web/test/tokens';

describe('the /authcallback page', () => {
  it('trades code, state and iss for our session once, and lands home signed in', async () => {
    const fetchMock = mockFetch({
      [AUTH_CALLBACK_PATH]: () => envelope(makeTokenData({ sub: 'gra.tecnica', dn: 'Técnica GRA' })),
      [ACCOUNT_PATHS.loginSettings]: () => envelope(null),
    });
    const { router } = renderApp('/authcallback?code=c0de&state=st4te&iss=https%3A%2F%2Flogin.gra.example', { session: guestTokenData() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const calls = requestsTo(fetchMock, AUTH_CALLBACK_PATH);
    expect(calls).toHaveLength(1);
    const params = new URL(calls[0]?.url ?? '', 'http://localhost').searchParams;
    expect(Object.fromEntries(params)).toEqual({ code: 'c0de', state: 'st4te', iss: 'https://login.gra.example' });
  });

  it('goes back to the login page with the catalogued text when the server refuses', async () => {
    mockFetch({
      [AUTH_CALLBACK_PATH]: () => envelope(null, ErrorCode.Unauthorized, 'refused'),
      [ACCOUNT_PATHS.loginSettings]: () => envelope(null),
    });
    const { router } = renderApp('/authcallback?code=c0de&state=st4te', { session: guestTokenData() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/login'));
    expect(await screen.findByText(ERROR_CATALOGUE[ErrorCode.Unauthorized].pt)).toBeInTheDocument();
  });
});

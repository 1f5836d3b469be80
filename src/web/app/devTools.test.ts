import { REHYDRATE } from 'redux-persist';
import { sessionStarted } from '@/web/features/session/sessionSlice';
import { makeTokenData } from '@/web/test/tokens';
import { DEVTOOLS_MAX_AGE, devToolsOptions, REDACTED, redactSecrets } from './devTools';
import { obfuscate } from './obfuscation';
import { makeStore } from './store';

const sanitizeAction = <A extends { type: string }>(action: A) => {
  if (!devToolsOptions.actionSanitizer) throw new Error('no action sanitizer');
  return devToolsOptions.actionSanitizer(action, 1);
};
const sanitizeState = <S>(state: S) => {
  if (!devToolsOptions.stateSanitizer) throw new Error('no state sanitizer');
  return devToolsOptions.stateSanitizer(state, 1);
};

describe('the DevTools sanitisers', () => {
  it('hide the session token in the state and keep who is signed in', () => {
    const tokenData = makeTokenData();
    const store = makeStore();
    store.dispatch(sessionStarted(tokenData));
    const state = store.getState();

    const shown = sanitizeState(state);
    expect(shown.session.token).toBe(REDACTED);
    expect(shown.session.user?.username).toBe('admin');
    expect(shown.session.status).toBe('signedIn');
    expect(JSON.stringify(shown)).not.toContain(tokenData.token);
    // The store's own state is untouched.
    expect(state.session.token).toBe(tokenData.token);
  });

  it('hide the token a sign-in action carries', () => {
    const tokenData = makeTokenData();
    const shown = sanitizeAction(sessionStarted(tokenData));
    expect(shown.payload.token).toBe(REDACTED);
    expect(shown.payload.expiration).toBe(tokenData.expiration);
    expect(JSON.stringify(shown)).not.toContain(tokenData.token);
  });

  it('hide passwords and the reCAPTCHA token of a request, whatever the field is called', () => {
    const pending = {
      type: 'api/executeMutation/pending',
      meta: {
        requestId: 'r1',
        arg: { endpointName: 'login', originalArgs: { username: 'maria', password: 'c2VjcmV0', recaptchaToken: '03AGdBq2' } },
      },
    };
    const change = { type: 'api/executeMutation/pending', meta: { arg: { originalArgs: { currentPassword: 'old', newPassword: 'new', passwordConfirmation: 'new' } } } };
    const userForm = { type: 'searchForms/changed', payload: [{ name: 'Ana', Password: 'x', refreshToken: 'y', clientSecret: 'z' }] };

    const shownPending = sanitizeAction(pending);
    expect(shownPending.meta.arg.originalArgs).toEqual({ username: 'maria', password: REDACTED, recaptchaToken: REDACTED });
    expect(shownPending.meta.arg.endpointName).toBe('login');
    expect(sanitizeAction(change).meta.arg.originalArgs).toEqual({ currentPassword: REDACTED, newPassword: REDACTED, passwordConfirmation: REDACTED });
    expect(sanitizeAction(userForm).payload).toEqual([{ name: 'Ana', Password: REDACTED, refreshToken: REDACTED, clientSecret: REDACTED }]);
  });

  it('hide the obfuscated session as stored, and any JWT or bearer value wherever it is', () => {
    const { token } = makeTokenData();
    const stored = obfuscate(JSON.stringify({ token, user: null, status: 'signedIn' }));
    const rehydrate = { type: REHYDRATE, key: 'cesa', payload: { session: stored, ui: { language: 'pt' } } };
    const response = { type: 'api/executeQuery/fulfilled', payload: { data: [token], headers: { authorization: `Bearer ${token}` }, note: 'Bearer abc' } };

    const shownRehydrate = sanitizeAction(rehydrate);
    expect(shownRehydrate.payload).toEqual({ session: REDACTED, ui: { language: 'pt' } });
    expect(sanitizeAction(response).payload).toEqual({ data: [REDACTED], headers: { authorization: REDACTED }, note: REDACTED });
  });

  it('keep flags and numbers named like secrets, and text that only mentions them', () => {
    const action = { type: 'x', payload: { mustChangePassword: true, tokenCount: 3, message: 'Palavra-passe alterada. Token renovado.' } };
    expect(sanitizeAction(action)).toEqual(action);
  });

  it('copy nothing when nothing is secret, and never change what they are given', () => {
    const clean = { type: 'ui/languageChanged', payload: { language: 'en', list: [1, { a: 'b' }] } };
    expect(redactSecrets(clean)).toBe(clean);

    const secret = { type: 'x', payload: { nested: { password: 'p' }, kept: { a: 1 } } };
    const shown = redactSecrets(secret);
    expect(shown).not.toBe(secret);
    expect(shown.payload.kept).toBe(secret.payload.kept);
    expect(secret.payload.nested.password).toBe('p');
  });

  it('survive a cycle', () => {
    const looped: Record<string, unknown> = { password: 'p' };
    looped.self = looped;
    const shown = redactSecrets(looped);
    expect(shown.password).toBe(REDACTED);
  });

  it('keep a bounded history without stack traces', () => {
    expect(devToolsOptions.maxAge).toBe(DEVTOOLS_MAX_AGE);
    expect(DEVTOOLS_MAX_AGE).toBeLessThanOrEqual(50);
    expect(devToolsOptions.trace).toBe(false);
  });
});

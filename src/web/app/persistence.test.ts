import { initialSessionState, type SessionState } from '@/web/features/session/sessionSlice';
import reducer, { sessionStarted } from '@/web/features/session/sessionSlice';
import { makeTokenData } from '@/web/test/tokens';
import { deobfuscate, obfuscate } from './obfuscation';
import { sessionTransform, uiTransform } from './persistence';

describe('the obfuscation', () => {
  it('round-trips any text, accents included, and hides it', () => {
    const text = '{"displayName":"João Açores","token":"eyJhbGciOi"}';
    const stored = obfuscate(text);
    expect(stored).not.toContain('eyJ');
    expect(stored).not.toContain('João');
    expect(deobfuscate(stored)).toBe(text);
  });
});

describe('the session transform', () => {
  const session: SessionState = reducer(initialSessionState, sessionStarted(makeTokenData()));

  it('stores the session obfuscated and restores it as it was', () => {
    const stored = sessionTransform.in(session, 'session', {});
    expect(typeof stored).toBe('string');
    expect(stored).not.toContain(session.token!.slice(0, 20));
    expect(sessionTransform.out(stored, 'session', {})).toEqual(session);
  });

  it('restores "no session" from anything unreadable', () => {
    expect(sessionTransform.out('%%%not base64', 'session', {})).toEqual(initialSessionState);
    expect(sessionTransform.out(obfuscate('{"other":1}'), 'session', {})).toEqual(initialSessionState);
  });
});

describe('the ui transform', () => {
  it('persists the preferences only', () => {
    const stored = uiTransform.in({ language: 'en', menuCollapsed: true, menuHidden: false }, 'ui', {});
    expect(stored).toEqual({ language: 'en', menuCollapsed: true });
    expect(uiTransform.out(stored, 'ui', {})).toEqual({ language: 'en', menuCollapsed: true, menuHidden: true });
  });
});

import { bindingCookie, boundState, clearedBindingCookie, isBoundTo, isSecureOrigin } from './loginBinding';

describe('the regional sign-in’s browser binding', () => {
  it('is Secure and __Host- prefixed when the callback is on https, plain on http', () => {
    expect(isSecureOrigin('https://catalogo.azores.gov.pt/authcallback')).toBe(true);
    expect(isSecureOrigin('http://127.0.0.1:8080/authcallback')).toBe(false);
    expect(bindingCookie('st4te', true)).toBe('__Host-regional-signin=st4te; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(bindingCookie('st4te', false)).toBe('regional-signin=st4te; Max-Age=600; Path=/; HttpOnly; SameSite=Lax');
    expect(clearedBindingCookie(true)).toMatch(/^__Host-regional-signin=; Max-Age=0; Path=\/; Expires=.*1970.*; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('reads the state of its own cookie only: not the other scheme’s name, nor a look-alike', () => {
    expect(boundState('_session=x; regional-signin=st4te; other=y', false)).toBe('st4te');
    // On https only the __Host- cookie counts: a plain one may have been planted by a sibling subdomain.
    expect(boundState('regional-signin=planted', true)).toBeUndefined();
    expect(boundState('__Host-regional-signin=st4te', true)).toBe('st4te');
    expect(boundState('xregional-signin=st4te', false)).toBeUndefined();
    expect(boundState('regional-signin=', false)).toBeUndefined();
    expect(boundState(undefined, false)).toBeUndefined();
  });

  it('matches a callback’s state only when the browser holds that very state', () => {
    expect(isBoundTo('st4te', 'st4te')).toBe(true);
    expect(isBoundTo('st4te', 'st4te-longer')).toBe(false);
    expect(isBoundTo('other', 'st4te')).toBe(false);
    expect(isBoundTo(undefined, 'st4te')).toBe(false);
  });
});

/**
 * Jest set-up of the 'web' project (jsdom). jsdom lacks several Web APIs every supported browser
 * has; they are filled in from Node or a polyfill so that the code under test runs unchanged.
 */
import '@testing-library/jest-dom';
import 'whatwg-fetch'; // fetch, Request, Response, Headers: RTK Query's fetchBaseQuery builds a Request
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { setNavigationService } from '@/web/api/services/navigation';
import { setNotifier } from '@/web/api/services/notifier';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom has crypto.getRandomValues but no crypto.subtle (the password encryption needs it).
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
// react-router's scroll restoration calls it; jsdom only logs "not implemented".
window.scrollTo = () => undefined;

afterEach(() => {
  localStorage.clear();
  setNavigationService(null);
  setNotifier(null);
});

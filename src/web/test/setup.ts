/**
 * Jest set-up of the 'web' project (jsdom). jsdom lacks several Web APIs every supported browser
 * has; they are filled in from Node or a polyfill so that the code under test runs unchanged.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import 'whatwg-fetch'; // fetch, Request, Response, Headers: RTK Query's fetchBaseQuery builds a Request
import { webcrypto } from 'node:crypto';
import * as React from 'react';
import { TextDecoder, TextEncoder } from 'node:util';
import { setNavigationService } from '@/web/api/services/navigation';
import { setNotifier } from '@/web/api/services/notifier';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom has crypto.getRandomValues but no crypto.subtle (the password encryption needs it).
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
// react-router recognises a loader's redirect() by duck typing, `body` included, which whatwg-fetch's
// Response lacks (it has no streams); every browser's Response has it.
if (!('body' in Response.prototype)) Object.defineProperty(Response.prototype, 'body', { get: () => null });
// react-router's scroll restoration calls it; jsdom only logs "not implemented".
window.scrollTo = () => undefined;
// jsdom does no layout, so it has no scrollIntoView (the home page scrolls to #history).
Element.prototype.scrollIntoView = () => undefined;

/**
 * React's development build records an "owner stack" for every element it creates (an Error captured per
 * element, for the component stacks of its warnings): about a quarter of a large form's test time here
 * (the service edit page's 44 s → 32 s without it). It stops after 10,000 elements between two renders;
 * pinning that counter at its limit keeps it from starting. Warnings still name the component, without
 * the owner stack: to see one while debugging a warning, comment this out.
 */
const reactInternals = (React as unknown as Record<string, unknown>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && typeof reactInternals === 'object' && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => undefined, configurable: true });
}

// The first render of a lazy page transforms MUI on the fly: on 2 busy cores it can pass 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  localStorage.clear();
  setNavigationService(null);
  setNotifier(null);
});

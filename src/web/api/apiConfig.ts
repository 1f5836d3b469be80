import { API_BASE } from '@/shared/limits';

/**
 * Where the API lives. webpack's DefinePlugin fills CESA_API_BASE at build time (empty: the same
 * origin's API_BASE, which is how the API server serves the SPA).
 */
export const apiBaseUrl: string = process.env.CESA_API_BASE || API_BASE;

/** A request that has not answered after this long is reported like a network failure. */
export const REQUEST_TIMEOUT_MS = 60_000;

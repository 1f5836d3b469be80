import { fetchBaseQuery, type BaseQueryApi } from '@reduxjs/toolkit/query';
import type { Language } from '@/shared/errors';
import type { SessionState } from '@/web/features/session/sessionSlice';
import { apiBaseUrl, REQUEST_TIMEOUT_MS } from './apiConfig';

/** Options an endpoint may give its calls (RTK Query `extraOptions`). */
export interface ApiExtraOptions {
  /** The call is part of getting a session (login, guest, refresh, settings): no renewal before it, no 401 recovery after. */
  skipSessionRenewal?: boolean;
  /** Send no bearer token (a guest sign-in must not carry a stale token). */
  anonymous?: boolean;
  /** Show no toast on failure: the caller deals with it (or it does not matter, e.g. logout). */
  silent?: boolean;
}

/** The part of the root state the API layer reads; a structural type keeps api/ free of the store. */
export interface ApiState {
  session: SessionState;
  ui: { language: Language };
}

export type StoreAccess = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

export function apiState(api: Pick<BaseQueryApi, 'getState'>): ApiState {
  return api.getState() as ApiState;
}

/** fetch + JSON + bearer: no envelope, no session logic (that is baseQuery.ts). */
export const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers, { getState, extraOptions }) => {
    const token = (getState() as ApiState).session.token;
    if (token && !(extraOptions as ApiExtraOptions | undefined)?.anonymous) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** For calls the API layer makes on its own (refresh, guest sign-in), outside any endpoint. */
export function internalQueryApi(api: StoreAccess, endpoint: string): BaseQueryApi {
  return { ...api, signal: new AbortController().signal, abort: () => undefined, extra: undefined, endpoint, type: 'query' };
}

import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';

/**
 * The one RTK Query API of the SPA. Features add their endpoints with `api.injectEndpoints`; tags
 * are declared here so that every feature can invalidate another's lists.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Session', 'Notification', 'Record', 'History', 'Task', 'Profile', 'User', 'Parameter', 'Report', 'Import'],
  endpoints: () => ({}),
});

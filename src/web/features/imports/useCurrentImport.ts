import { useEffect, useMemo, useRef } from 'react';
import type { ImportStatus } from '@/shared/imports';
import { useAppDispatch, useAppSelector } from '@/web/app/hooks';
import type { ImportHub } from './importHub';
import { isFinal, liveStatus, POLL_MS, pollingInterval } from './importRules';
import { importsApi, useGetImportQuery } from './importsApi';

/**
 * One import as the page shows it: the fetched detail (issues, mode, message) with the progress the
 * hub pushes over it. Without a connected hub the detail is polled while the import still moves. When
 * a push tells of a new state the detail is fetched again (the issues come with 'validated', the final
 * counts with the end), and the past imports with it.
 */
export function useCurrentImport(id: number, hub: ImportHub) {
  const dispatch = useAppDispatch();
  const hubConnected = useAppSelector(hub.selectHubConnected);
  const pushed = useAppSelector((state) => hub.selectImportStatus(state, id));
  // The polling decision needs the state before the query hook runs: the cached detail, read the same way.
  const selectCached = useMemo(() => importsApi.endpoints.getImport.select(id), [id]);
  const cached = useAppSelector(selectCached).data;
  const cachedState = cached ? liveStatus(cached, pushed).state : undefined;
  const query = useGetImportQuery(id, { pollingInterval: pollingInterval(cachedState, hubConnected), skipPollingIfUnfocused: false });
  const detail = query.data;
  const status: ImportStatus | undefined = detail ? liveStatus(detail, pushed) : undefined;
  const behind = !!detail && !!status && status.state !== detail.state;
  const { refetch } = query;

  useEffect(() => {
    if (behind) void refetch();
  }, [behind, status?.state, refetch]);
  const fetching = query.isFetching;
  useEffect(() => {
    // Still behind after a fetch (a push that outran what the server answered): ask again a moment later.
    if (!behind || fetching) return;
    const timer = setTimeout(() => void refetch(), POLL_MS);
    return () => clearTimeout(timer);
  }, [behind, fetching, refetch]);

  const state = detail?.state;
  const previous = useRef(state);
  useEffect(() => {
    // A change of state moves the import in the past imports' table; the end adds drafts to the lists.
    if (state && previous.current && state !== previous.current) {
      dispatch(importsApi.util.invalidateTags([{ type: 'Import', id: 'LIST' }, ...(isFinal(state) ? (['Record'] as const) : [])]));
    }
    previous.current = state;
  }, [state, dispatch]);

  return { detail, status, isLoading: query.isLoading, isError: query.isError };
}

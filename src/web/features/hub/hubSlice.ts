import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { BulkJobStatus } from '@/shared/bulk';
import type { HubConnectionStatus } from '@/shared/hub';
import type { ImportStatus } from '@/shared/imports';
import { rootReducer } from '@/web/app/store';

/**
 * The real-time hub in the one store (issue 12 §1): the connection's state, driven by the hub
 * listeners (hubListeners.ts), and the latest SendImportStatus of each import, which the import page
 * reads over what it fetched. Not persisted: a reload connects again. Injected when first imported
 * (by the hub listeners, loaded right after the first paint, or the import page), so the login and
 * home pages' first load does not carry it.
 */
export interface HubState {
  status: HubConnectionStatus;
  /** The latest pushed status of each import, by import id. */
  imports: Record<number, ImportStatus>;
  /** The latest pushed SendBulkStatus of each bulk job, by job id (issue 30 §1: its result page reads it). */
  bulks: Record<number, BulkJobStatus>;
}

const initialState: HubState = { status: 'stopped', imports: {}, bulks: {} };

export const hubSlice = createSlice({
  name: 'hub',
  initialState,
  reducers: {
    hubStatusChanged(state, action: PayloadAction<HubConnectionStatus>) {
      state.status = action.payload;
    },
    importStatusReceived(state, action: PayloadAction<ImportStatus>) {
      state.imports[action.payload.importId] = action.payload;
    },
    bulkStatusReceived(state, action: PayloadAction<BulkJobStatus>) {
      state.bulks[action.payload.jobId] = action.payload;
    },
  },
  selectors: {
    selectHubStatus: (state) => state.status,
    selectImportStatus: (state, importId: number): ImportStatus | undefined => state.imports[importId],
    selectBulkStatus: (state, jobId: number): BulkJobStatus | undefined => state.bulks[jobId],
  },
});

declare module '@/web/app/store' {
  // Declaration merging needs an interface; it adds the lazily injected slice to RootState.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof hubSlice> {}
}

const injected = hubSlice.injectInto(rootReducer);

export const { hubStatusChanged, importStatusReceived, bulkStatusReceived } = hubSlice.actions;
export const { selectHubStatus, selectImportStatus, selectBulkStatus } = injected.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HubConnectionStatus } from '@/shared/hub';
import type { ImportStatus } from '@/shared/imports';

/**
 * The real-time hub in the one store (issue 12 §1): the connection's state, driven by the hub
 * listeners (hubListeners.ts), and the latest SendImportStatus of each import, which the import page
 * reads over what it fetched. Not persisted: a reload connects again.
 */
export interface HubState {
  status: HubConnectionStatus;
  /** The latest pushed status of each import, by import id. */
  imports: Record<number, ImportStatus>;
}

const initialState: HubState = { status: 'stopped', imports: {} };

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
  },
  selectors: {
    selectHubStatus: (state) => state.status,
    selectImportStatus: (state, importId: number): ImportStatus | undefined => state.imports[importId],
  },
});

export const { hubStatusChanged, importStatusReceived } = hubSlice.actions;
export const { selectHubStatus, selectImportStatus } = hubSlice.selectors;

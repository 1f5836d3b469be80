import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PresenceEditor, RecordChange, RecordSave } from '@/shared/hub';
import { rootReducer } from '@/web/app/store';

/**
 * Who else is here (issue 31 §2) in the one store: what the hub client (features/hub, which imports this
 * base feature, never the reverse) was told. Not persisted; injected when first imported.
 */
export interface PresenceState {
  /** The hub connection's id while connected (presence is per connection: a new one starts again). */
  connectionId: string | null;
  /** By presenceKey: who else has each version open for editing (the latest PresenceChanged). */
  editors: Record<string, PresenceEditor[]>;
  /** By presenceKey: the latest RecordSaved of each version (another user saved it). */
  saves: Record<string, RecordSave>;
  /** By recordKey: the latest RecordChanged of each record, with when it arrived (ms). */
  changes: Record<string, { change: RecordChange; receivedAt: number }>;
}

const initialState: PresenceState = { connectionId: null, editors: {}, saves: {}, changes: {} };

/** A record version's key. */
export const presenceKey = (kind: string, id: number, version: number) => `${kind}:${id}:${version}`;
/** A record's key. */
export const recordKey = (kind: string, id: number) => `${kind}:${id}`;

type Target = { kind: string; id: number; version: number };

export const presenceSlice = createSlice({
  name: 'presence',
  initialState,
  reducers: {
    hubConnectionChanged(state, action: PayloadAction<string | null>) {
      state.connectionId = action.payload;
      // What a closed connection was told is over: its presence ended with it.
      if (action.payload === null) state.editors = {};
    },
    presenceReceived(state, action: PayloadAction<Target & { editors: PresenceEditor[] }>) {
      const { kind, id, version, editors } = action.payload;
      state.editors[presenceKey(kind, id, version)] = editors;
    },
    recordSavedReceived(state, action: PayloadAction<RecordSave>) {
      const { kind, id, version } = action.payload;
      state.saves[presenceKey(kind, id, version)] = action.payload;
    },
    /** The edit page of the version was left: what it was told of it goes. */
    presenceLeft(state, action: PayloadAction<Target>) {
      const { kind, id, version } = action.payload;
      delete state.editors[presenceKey(kind, id, version)];
      delete state.saves[presenceKey(kind, id, version)];
    },
    recordChangeReceived(state, action: PayloadAction<{ change: RecordChange; receivedAt: number }>) {
      state.changes[recordKey(action.payload.change.kind, action.payload.change.id)] = action.payload;
    },
  },
  selectors: {
    selectHubConnectionId: (state) => state.connectionId,
    selectEditors: (state, key: string): PresenceEditor[] | undefined => state.editors[key],
    selectRecordSave: (state, key: string): RecordSave | undefined => state.saves[key],
    selectRecordChange: (state, key: string) => state.changes[key],
  },
});

declare module '@/web/app/store' {
  // Declaration merging needs an interface; it adds the lazily injected slice to RootState.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof presenceSlice> {}
}

const injected = presenceSlice.injectInto(rootReducer);

export const { hubConnectionChanged, presenceReceived, recordSavedReceived, presenceLeft, recordChangeReceived } = presenceSlice.actions;
export const { selectHubConnectionId, selectEditors, selectRecordSave, selectRecordChange } = injected.selectors;

import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '@/web/api/api';
import { organicTabsSlice } from '@/web/features/organic/organicTabsSlice';
import { searchFormsSlice } from '@/web/features/search/searchFormsSlice';
import { addSessionListeners } from '@/web/features/session/sessionListeners';
import { sessionSlice } from '@/web/features/session/sessionSlice';
import { devToolsOptions } from './devTools';
import { listenerMiddleware, startAppListening } from './listenerMiddleware';
import { makePersistConfig } from './persistence';
import { uiSlice } from './uiSlice';

/** Slices a lazy page injects when it first loads (declaration-merged by each: tableSelectionsSlice). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice, searchFormsSlice, organicTabsSlice, uiSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

/*
 * redux-persist 6's types predate Redux 5's preloaded-state parameter and would demand a complete
 * state (with `_persist`) as preloadedState. At run time the persisted reducer hands any state to the
 * root reducer until PERSIST is dispatched, so it is typed as the root reducer it wraps.
 */
const persistedReducer = persistReducer(makePersistConfig<RootState>(), rootReducer) as unknown as typeof rootReducer;

addSessionListeners(startAppListening);

/** A store per call: the app makes one; each test makes its own with the state it needs. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions; they never reach the state. The development-only
        // checks warn past 128 ms instead of 32: slow machines and CI would otherwise warn on every run.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 128 },
        immutableCheck: { warnAfter: 128 },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
    // In production too, for support staff: secrets are sanitised and the history bounded (devTools.ts).
    devTools: devToolsOptions,
  });
  // Refetch on focus/reconnect for queries that ask for it.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

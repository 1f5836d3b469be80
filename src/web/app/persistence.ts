import { createTransform, type PersistConfig } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import storage from 'redux-persist/lib/storage';
import { STORAGE_KEYS } from '@/shared/limits';
import { initialSessionState, type SessionState } from '@/web/features/session/sessionSlice';
import { deobfuscate, obfuscate } from './obfuscation';
import { initialUiState, type UiState } from './uiSlice';

function isSessionState(value: unknown): value is SessionState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return 'token' in v && 'user' in v && typeof v.status === 'string';
}

/** The session slice is stored obfuscated; anything unreadable restores as "no session". */
export const sessionTransform = createTransform<SessionState, string>(
  (session) => obfuscate(JSON.stringify(session)),
  (stored) => {
    try {
      const session: unknown = JSON.parse(deobfuscate(stored));
      return isSessionState(session) ? session : initialSessionState;
    } catch {
      return initialSessionState;
    }
  },
  { whitelist: ['session'] },
);

/** Of the ui slice only the user's preferences persist; whether the mobile menu is open does not. */
export const uiTransform = createTransform<UiState, Pick<UiState, 'language' | 'menuCollapsed'>>(
  ({ language, menuCollapsed }) => ({ language, menuCollapsed }),
  (stored) => ({ ...initialUiState, ...stored }),
  { whitelist: ['ui'] },
);

export function makePersistConfig<S>(): PersistConfig<S> {
  return {
    key: STORAGE_KEYS.persistRoot,
    // The stored item is named exactly STORAGE_KEYS.persistRoot (no 'persist:' prefix).
    keyPrefix: '',
    storage,
    version: 1,
    whitelist: ['session', 'searchForms', 'organicTabs', 'ui'] as (keyof S & string)[],
    transforms: [sessionTransform, uiTransform],
    stateReconciler: autoMergeLevel2,
  };
}

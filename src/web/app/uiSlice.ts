import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/shared/errors';

export interface UiState {
  language: Language;
  /** Wide screens: the menu shows icons only. Persisted: a user's preference. */
  menuCollapsed: boolean;
  /** Narrow screens (SPEC §2.10, width below 768): the menu is hidden entirely until opened. */
  menuHidden: boolean;
}

export const initialUiState: UiState = {
  language: 'pt',
  menuCollapsed: false,
  menuHidden: true,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    menuToggled(state) {
      state.menuCollapsed = !state.menuCollapsed;
    },
    menuVisibilityToggled(state) {
      state.menuHidden = !state.menuHidden;
    },
    /**
     * Any menu entry was clicked. Other slices react too (every search form resets, SPEC §3.1);
     * on a narrow screen the menu gets out of the way of the page it opened.
     */
    menuItemClicked(state) {
      state.menuHidden = true;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectMenuCollapsed: (state) => state.menuCollapsed,
    selectMenuHidden: (state) => state.menuHidden,
  },
});

export const { languageChanged, menuToggled, menuVisibilityToggled, menuItemClicked } = uiSlice.actions;
export default uiSlice.reducer;
export const { selectLanguage, selectMenuCollapsed, selectMenuHidden } = uiSlice.selectors;

import reducer, { initialUiState, languageChanged, menuItemClicked, menuToggled, menuVisibilityToggled } from './uiSlice';

describe('the ui slice', () => {
  it('starts in Portuguese with the menu expanded (and hidden on narrow screens)', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual({ language: 'pt', menuCollapsed: false, menuHidden: true });
  });

  it('changes the language', () => {
    expect(reducer(initialUiState, languageChanged('en')).language).toBe('en');
  });

  it('collapses and expands the menu', () => {
    const collapsed = reducer(initialUiState, menuToggled());
    expect(collapsed.menuCollapsed).toBe(true);
    expect(reducer(collapsed, menuToggled()).menuCollapsed).toBe(false);
  });

  it('shows the narrow-screen menu and hides it again once an entry is followed', () => {
    const shown = reducer(initialUiState, menuVisibilityToggled());
    expect(shown.menuHidden).toBe(false);
    expect(reducer(shown, menuItemClicked()).menuHidden).toBe(true);
  });
});

import { en } from './en';
import { pt } from './pt';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { MENU_ENTRIES, SETTINGS_ENTRIES } from '@/shared/permissions';

describe('the dictionaries', () => {
  it('give English every Portuguese key, none left empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pt).sort());
    for (const text of [...Object.values(pt), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('title every route and label every menu entry', () => {
    const keys = new Set(Object.keys(pt));
    for (const name of Object.keys(ROUTE_PATHS)) expect(keys).toContain(`route.${name}`);
    for (const entry of MENU_ENTRIES) expect(keys).toContain(`menu.${entry}`);
    for (const entry of SETTINGS_ENTRIES) expect(keys).toContain(`menu.settings.${entry}`);
  });
});

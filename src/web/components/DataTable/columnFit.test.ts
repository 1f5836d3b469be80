import { isEssential, primaryKey, stackOrder } from './columnFit';

describe('columnFit', () => {
  const settingsLike = [{ key: 'username' }, { key: 'displayName' }, { key: 'email' }, { key: 'profiles', hideOnNarrow: true }, { key: 'status' }, { key: 'actions' }];

  it('keeps the first column, the state and the actions by default: existing declarations need no change', () => {
    expect(settingsLike.filter((c, i) => isEssential(c, i)).map((c) => c.key)).toEqual(['username', 'status', 'actions']);
    expect(primaryKey(settingsLike)).toBe('username');
  });

  it('stacks the columns marked for narrow screens first, then from the right', () => {
    expect(stackOrder(settingsLike)).toEqual(['profiles', 'email', 'displayName']);
  });

  it('follows declared priorities and the declared primary column', () => {
    const columns = [
      { key: 'code', priority: 4 },
      { key: 'name', primary: true },
      { key: 'type', priority: 3 },
      { key: 'date' },
      { key: 'version', priority: 0 },
      { key: 'state', priority: 'essential' as const },
    ];
    expect(primaryKey(columns)).toBe('name');
    expect(stackOrder(columns)).toEqual(['version', 'date', 'type', 'code']);
  });

  it('stacks a first column marked for narrow screens under the next one', () => {
    const legislations = [{ key: 'type', hideOnNarrow: true }, { key: 'number' }, { key: 'date' }, { key: 'active' }, { key: 'actions' }];
    expect(primaryKey(legislations)).toBe('number');
    expect(stackOrder(legislations)).toEqual(['type', 'date']);
  });

  it('lets a declared priority override the essential default', () => {
    expect(isEssential({ key: 'state', priority: 2 }, 3)).toBe(false);
    expect(isEssential({ key: 'anything', priority: 'essential' }, 3)).toBe(true);
  });
});

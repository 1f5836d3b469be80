import { canManageGrant, EMPTY_SCOPE, scopeInside, unionScopes, WHOLE_SCOPE, type OrgScope } from './adminReach';

const ids = (...n: number[]): OrgScope => ({ whole: false, rootless: false, ids: new Set(n) });
const rootless = (...n: number[]): OrgScope => ({ whole: false, rootless: true, ids: new Set(n) });

describe('scopeInside', () => {
  it('a branch lies inside a larger branch, not the other way round', () => {
    expect(scopeInside(ids(2, 3), ids(1, 2, 3))).toBe(true);
    expect(scopeInside(ids(1, 2, 3), ids(2, 3))).toBe(false);
    expect(scopeInside(ids(2, 9), ids(1, 2, 3))).toBe(false);
  });

  it('only a whole-tree reach contains the whole tree; it contains everything', () => {
    expect(scopeInside(WHOLE_SCOPE, ids(1, 2, 3))).toBe(false);
    expect(scopeInside(WHOLE_SCOPE, rootless(1, 2, 3))).toBe(false);
    expect(scopeInside(WHOLE_SCOPE, WHOLE_SCOPE)).toBe(true);
    expect(scopeInside(rootless(1), WHOLE_SCOPE)).toBe(true);
  });

  it('a rootless scope (whole tree minus branches) needs a rootless reach even when its organisations are covered', () => {
    expect(scopeInside(rootless(2), ids(1, 2, 3))).toBe(false);
    expect(scopeInside(rootless(2), rootless(2, 3))).toBe(true);
    expect(scopeInside(ids(2), rootless(2))).toBe(true);
  });

  it('an empty scope lies inside every reach, even an empty one', () => {
    expect(scopeInside(EMPTY_SCOPE, EMPTY_SCOPE)).toBe(true);
    expect(scopeInside(ids(1), EMPTY_SCOPE)).toBe(false);
  });
});

describe('unionScopes', () => {
  it('joins organisations, keeps rootless, and is whole when any part is', () => {
    const u = unionScopes([ids(1), rootless(2)]);
    expect(u).toMatchObject({ whole: false, rootless: true });
    expect([...u.ids].sort()).toEqual([1, 2]);
    expect(unionScopes([ids(1), WHOLE_SCOPE]).whole).toBe(true);
    expect(unionScopes([])).toMatchObject({ whole: false, rootless: false });
  });
});

describe('canManageGrant', () => {
  // The caller holds 71 and 11 over {1,2,3}, 13 only over {3}.
  const reach = (n: number): OrgScope => (n === 71 || n === 11 ? ids(1, 2, 3) : n === 13 ? ids(3) : EMPTY_SCOPE);

  it('allows a grant inside the reach with permissions held over its scope', () => {
    expect(canManageGrant({ scope: ids(2, 3), permissions: [11] }, [71], reach)).toBe(true);
    expect(canManageGrant({ scope: ids(3), permissions: [11, 13] }, [71], reach)).toBe(true);
    expect(canManageGrant({ scope: ids(2), permissions: [] }, [71], reach)).toBe(true);
  });

  it('refuses a permission held only elsewhere, one not held, and a scope outside the area reach', () => {
    expect(canManageGrant({ scope: ids(2, 3), permissions: [13] }, [71], reach)).toBe(false);
    expect(canManageGrant({ scope: ids(2), permissions: [81] }, [71], reach)).toBe(false);
    expect(canManageGrant({ scope: ids(4), permissions: [] }, [71], reach)).toBe(false);
    expect(canManageGrant({ scope: ids(2), permissions: [] }, [71, 72], reach)).toBe(false);
    expect(canManageGrant({ scope: WHOLE_SCOPE, permissions: [] }, [71], reach)).toBe(false);
  });
});

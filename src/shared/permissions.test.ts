import {
  ALL_PERMISSIONS,
  APPROVE_CREATE_PAIRS,
  MENU_ENTRIES,
  Permission,
  SETTINGS_ENTRIES,
  canAudit,
  canSeeCopyrightTooltip,
  canSeeMenuEntry,
  canSeeSettings,
  canSeeSettingsEntry,
  isGuest,
  visibleMenu,
  wantsNotifications,
} from './permissions';

const user = (...permissions: number[]) => ({ username: 'maria', permissions });
const guest = { username: 'guest', permissions: [] as number[] };

describe('the §6 permission table', () => {
  it('holds exactly the numbers of the spec', () => {
    expect([...ALL_PERMISSIONS].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 11, 12, 13, 14, 21, 22, 23, 31, 32, 33, 41, 42, 43, 51, 52, 53, 61, 62, 71, 72, 81, 82, 92, 101, 102,
    ]);
  });
});

describe('guest', () => {
  it('is the user named guest, or nobody', () => {
    expect(isGuest(guest)).toBe(true);
    expect(isGuest(null)).toBe(true);
    expect(isGuest(user())).toBe(false);
  });

  it('does not see Tasks, Heritage, Documents, Settings or Reports, even with permissions', () => {
    const g = { username: 'guest', permissions: [...ALL_PERMISSIONS] };
    expect(visibleMenu(g).entries).toEqual(['home', 'entity', 'pointOfCare', 'service', 'organic']);
    expect(visibleMenu(g).settings).toEqual([]);
  });
});

describe('main menu of a signed-in user', () => {
  it('shows every entry but Settings when the user has no settings right', () => {
    expect(visibleMenu(user()).entries).toEqual(MENU_ENTRIES.filter((e) => e !== 'settings'));
  });
  it('shows every entry including Settings for the administrator', () => {
    const admin = { ...user(...ALL_PERMISSIONS), profiles: [{ organizationId: null, permissions: [...ALL_PERMISSIONS] }] };
    expect(visibleMenu(admin).entries).toEqual([...MENU_ENTRIES]);
    expect(visibleMenu(admin).settings).toEqual([...SETTINGS_ENTRIES]);
    // Without a whole-tree profile of Super approve, no audit view (issue 31 §4).
    expect(visibleMenu(user(...ALL_PERMISSIONS)).settings).toEqual(SETTINGS_ENTRIES.filter((e) => e !== 'audit'));
  });
});

describe('the audit view (issue 31 §4)', () => {
  const holder = (organizationId: number | null, permissions: number[], excludedOrganizationIds: number[] = []) => ({
    username: 'maria',
    permissions,
    profiles: [{ organizationId, permissions, excludedOrganizationIds }],
  });
  it('is for a holder of Super approve over the whole tree only', () => {
    expect(canAudit(holder(null, [Permission.SuperApprove]))).toBe(true);
    expect(canAudit(holder(7, [Permission.SuperApprove]))).toBe(false);
    expect(canAudit(holder(null, [Permission.SuperApprove], [9]))).toBe(false);
    expect(canAudit(holder(null, [Permission.SuperCreateEdit, Permission.UserCreateEdit]))).toBe(false);
    expect(canAudit({ ...holder(null, [Permission.SuperApprove]), username: 'guest' })).toBe(false);
    // Super approve alone shows the Settings group, with the audit entry only.
    expect(visibleMenu(holder(null, [Permission.SuperApprove])).settings).toEqual(['audit']);
  });
});

describe('Settings group rule', () => {
  // SPEC §6 by number: profiles 81, users 71, parameters 61 and 62, group management 101 and 102; and 92 (integration update), which issue 14 §3 gives the open data entry.
  it.each([81, 71, 61, 62, 101, 102, 92])('shows with permission %i alone', (n) => {
    expect(canSeeSettings(user(n))).toBe(true);
    expect(canSeeMenuEntry(user(n), 'settings')).toBe(true);
  });

  it.each(APPROVE_CREATE_PAIRS.map(([a, c]) => [a, c]))('shows with the approve %i + create/edit %i pair', (a, c) => {
    expect(canSeeSettings(user(a, c))).toBe(true);
    expect(canSeeSettings(user(a))).toBe(false);
    expect(canSeeSettings(user(c))).toBe(false);
  });

  it('does not count an approve and a create/edit of different areas as a pair', () => {
    expect(canSeeSettings(user(Permission.EntityApprove, Permission.ServiceCreateEdit))).toBe(false);
  });

  it.each([2, 12, 14, 22, 32, 42, 52, 72, 82])('does not show with %i alone', (n) => {
    expect(canSeeSettings(user(n))).toBe(false);
  });
});

describe('Settings entries', () => {
  const only = (...n: number[]) => visibleMenu(user(...n)).settings;

  it('Profiles needs 81', () => {
    expect(only(81)).toEqual(['profiles']);
    expect(canSeeSettingsEntry(user(82, 71), 'profiles')).toBe(false);
  });
  it('Open data needs 92 (issue 14 §3)', () => {
    expect(only(92)).toEqual(['openData']);
    expect(canSeeSettingsEntry(user(61, 81), 'openData')).toBe(false);
  });
  it('Users needs 71', () => {
    expect(only(71)).toEqual(['users']);
    expect(canSeeSettingsEntry(user(72, 81), 'users')).toBe(false);
  });
  it('Parameters needs 61; economic activity, legislations, refusal types and object parameters take 61 or 62', () => {
    expect(only(61)).toEqual(['parameters', 'economicActivity', 'legislations', 'refusalTypes', 'objectParameters']);
    expect(only(62)).toEqual(['economicActivity', 'legislations', 'refusalTypes', 'objectParameters']);
  });
  it('Group management needs 101 or 102', () => {
    expect(only(101)).toEqual(['groupManagement']);
    expect(only(102)).toEqual(['groupManagement']);
  });
  it('Import needs an approve + create/edit pair', () => {
    for (const [a, c] of APPROVE_CREATE_PAIRS) expect(only(a, c)).toEqual(['import']);
  });
  it('shows nothing to a guest whatever the permissions', () => {
    for (const entry of SETTINGS_ENTRIES) expect(canSeeSettingsEntry({ ...guest, permissions: [...ALL_PERMISSIONS] }, entry)).toBe(false);
  });
});

describe('copyright tooltip', () => {
  it('shows only to holders of Super approve (3)', () => {
    expect(canSeeCopyrightTooltip(user(3))).toBe(true);
    expect(canSeeCopyrightTooltip(user(1, 2, 13, 33))).toBe(false);
    expect(canSeeCopyrightTooltip({ username: 'guest', permissions: [3] })).toBe(false);
  });
});

describe('notifications', () => {
  const now = 1_000_000;
  it('start only for users with a profile and a live session', () => {
    expect(wantsNotifications({ username: 'maria', profiles: [{}] }, now + 1, now)).toBe(true);
    expect(wantsNotifications({ username: 'maria', profiles: [] }, now + 1, now)).toBe(false);
    expect(wantsNotifications({ username: 'maria', profiles: [{}] }, now, now)).toBe(false);
    expect(wantsNotifications({ username: 'guest', profiles: [{}] }, now + 1, now)).toBe(false);
  });
});

import { Permission } from '../permissions';
import { can, profileCovers } from './scope';

// Tree: 1 GRA → 2 Secretaria → 3 Direção regional; 4 another Secretaria under 1.
const chainOf3 = [3, 2, 1];
const chainOf4 = [4, 1];

describe('profile scope', () => {
  it('covers everything when the profile has no organisation', () => {
    expect(profileCovers({ organizationId: null, permissions: [] }, chainOf3)).toBe(true);
    expect(profileCovers({ organizationId: null, permissions: [] }, [])).toBe(true);
  });
  it('covers the profile organisation and its subtree only', () => {
    const p = { organizationId: 2, permissions: [] };
    expect(profileCovers(p, [2, 1])).toBe(true);
    expect(profileCovers(p, chainOf3)).toBe(true);
    expect(profileCovers(p, chainOf4)).toBe(false);
    expect(profileCovers(p, [1])).toBe(false);
    expect(profileCovers(p, [])).toBe(false);
  });
  it('leaves out excluded branches', () => {
    const p = { organizationId: 1, excludedOrganizationIds: [2], permissions: [] };
    expect(profileCovers(p, chainOf3)).toBe(false);
    expect(profileCovers(p, chainOf4)).toBe(true);
  });
});

describe('can', () => {
  const editor = { organizationId: 2, permissions: [Permission.EntityCreateEdit, Permission.EntitySubmit] };
  it('grants the kind permission inside the scope', () => {
    expect(can([editor], 'createEdit', 'entity', chainOf3)).toBe(true);
    expect(can([editor], 'submit', 'entity', chainOf3)).toBe(true);
    expect(can([editor], 'approve', 'entity', chainOf3)).toBe(false);
  });
  it('refuses outside the scope', () => {
    expect(can([editor], 'createEdit', 'entity', chainOf4)).toBe(false);
  });
  it('does not mix kinds', () => {
    expect(can([editor], 'createEdit', 'service', chainOf3)).toBe(false);
  });
  it('lets Super permissions count for every kind', () => {
    const superApprover = { organizationId: null, permissions: [Permission.SuperApprove] };
    for (const kind of ['entity', 'service', 'pointOfCare', 'document', 'location'] as const) {
      expect(can([superApprover], 'approve', kind, chainOf4)).toBe(true);
    }
  });
  it('needs one profile holding both the permission and the scope', () => {
    const wide = { organizationId: null, permissions: [Permission.ServiceCreateEdit] };
    const narrow = { organizationId: 2, permissions: [Permission.EntityApprove] };
    expect(can([wide, narrow], 'approve', 'entity', chainOf4)).toBe(false);
  });
});

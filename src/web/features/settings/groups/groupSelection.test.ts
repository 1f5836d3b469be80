import { selectedOrganizationIds } from './groupSelection';

describe('selectedOrganizationIds', () => {
  it('answers the ticked ids without asking for the list', async () => {
    const all = jest.fn();
    await expect(selectedOrganizationIds({ allSelected: false, ids: [3, 5] }, all)).resolves.toEqual([3, 5]);
    expect(all).not.toHaveBeenCalled();
  });

  it('answers every id of the filtered list but the unticked ones when "all" was ticked', async () => {
    await expect(selectedOrganizationIds({ allSelected: true, ids: [5] }, async () => [3, 5, 8])).resolves.toEqual([3, 8]);
  });
});

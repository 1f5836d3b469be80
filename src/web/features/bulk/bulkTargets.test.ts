import { offeredActions, refOfRowId, scopeKey, targetsOf, type BulkScope } from './bulkTargets';

const LIST: BulkScope = { search: { kind: 'entity', form: { code: 'BLK', state: [1], pageNumber: 3, sortBy: 'Code' } } };
const TASKS: BulkScope = { tasks: { name: 'x' } };

describe('bulk targets from a selection', () => {
  it('names the rows ticked one by one (a list keys rows id-version, Tarefas kind-id-version)', () => {
    expect(targetsOf(LIST, { allSelected: false, ids: ['7-2', '9-1'] })).toEqual({
      items: [
        { kind: 'entity', id: 7, version: 2 },
        { kind: 'entity', id: 9, version: 1 },
      ],
    });
    expect(refOfRowId(TASKS, 'pointOfCare-4-3')).toEqual({ kind: 'pointOfCare', id: 4, version: 3 });
    expect(targetsOf(LIST, { allSelected: false, ids: [] })).toBeNull();
  });

  it("sends 'all' as the whole search, without its paging, with the rows unticked since as exceptions", () => {
    expect(targetsOf(LIST, { allSelected: true, ids: ['7-2'] })).toEqual({
      search: { kind: 'entity', form: { code: 'BLK', state: [1], sortBy: 'Code' } },
      except: [{ kind: 'entity', id: 7, version: 2 }],
    });
    expect(targetsOf(TASKS, { allSelected: true, ids: [] })).toEqual({ tasks: { name: 'x' } });
  });

  it('keeps the selection over paging and sorting, and starts again on another search', () => {
    const paged: BulkScope = { search: { kind: 'entity', form: { code: 'BLK', state: [1], pageNumber: 1, sortBy: 'Name desc' } } };
    expect(scopeKey(paged)).toBe(scopeKey(LIST));
    expect(scopeKey({ search: { kind: 'entity', form: { code: 'OTHER', state: [1] } } })).not.toBe(scopeKey(LIST));
  });

  it('offers the actions possible on at least one record, in the bar order, with their counts', () => {
    const preview = { total: 20, actions: { submitForApproval: 18, submitForPublication: 0, publish: 0, schedule: 0, return: 0, archive: 2, delete: 20 } };
    expect(offeredActions(preview)).toEqual([
      { action: 'submitForApproval', count: 18 },
      { action: 'archive', count: 2 },
      { action: 'delete', count: 20 },
    ]);
    expect(offeredActions(undefined)).toEqual([]);
  });
});

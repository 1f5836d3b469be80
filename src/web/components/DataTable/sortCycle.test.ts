import { nextSort, parseSort } from './sortCycle';

describe('sort cycle', () => {
  // [the sort now, the column clicked, the sort after]
  it.each([
    ['', 'Name', 'Name'],
    ['Name', 'Name', 'Name desc'],
    ['Name desc', 'Name', ''],
  ])('cycles not-active → ascending → descending → not-active: %j, %s clicked → %j', (now, column, after) => {
    expect(nextSort(now, column)).toBe(after);
  });
  it.each(['Code desc', 'Code'])('keeps one active column: another column starts ascending (from %j)', (now) => {
    expect(nextSort(now, 'Name')).toBe('Name');
  });
  it('reads the spec defaults', () => {
    expect(parseSort('Code')).toEqual({ column: 'Code', direction: 'asc' });
    expect(parseSort('Code desc')).toEqual({ column: 'Code', direction: 'desc' });
    expect(parseSort('')).toBeNull();
  });
});

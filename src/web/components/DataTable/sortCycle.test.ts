import { nextSort, parseSort } from './sortCycle';

describe('sort cycle', () => {
  it('cycles not-active → ascending → descending → not-active', () => {
    expect(nextSort('', 'Name')).toBe('Name');
    expect(nextSort('Name', 'Name')).toBe('Name desc');
    expect(nextSort('Name desc', 'Name')).toBe('');
  });
  it('keeps one active column: another column starts ascending', () => {
    expect(nextSort('Code desc', 'Name')).toBe('Name');
    expect(nextSort('Code', 'Name')).toBe('Name');
  });
  it('reads the spec defaults', () => {
    expect(parseSort('Code')).toEqual({ column: 'Code', direction: 'asc' });
    expect(parseSort('Code desc')).toEqual({ column: 'Code', direction: 'desc' });
    expect(parseSort('')).toBeNull();
  });
});

import { paginationWindow } from './paginationWindow';

describe('pagination windows', () => {
  it('shows every page up to 5 pages', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
  it('shows the first 4 pages and the last near the start', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
  it('shows a middle window with the first and last pages', () => {
    expect(paginationWindow(4, 10)).toEqual([1, null, 3, 4, 5, null, 10]);
    expect(paginationWindow(7, 10)).toEqual([1, null, 6, 7, 8, null, 10]);
  });
  it('shows the first page and the last 4 near the end', () => {
    expect(paginationWindow(8, 10)).toEqual([1, null, 7, 8, 9, 10]);
    expect(paginationWindow(10, 10)).toEqual([1, null, 7, 8, 9, 10]);
    expect(paginationWindow(4, 6)).toEqual([1, null, 3, 4, 5, 6]);
  });
  it('clamps a page out of range', () => {
    expect(paginationWindow(99, 10)).toEqual([1, null, 7, 8, 9, 10]);
    expect(paginationWindow(-3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});

/**
 * For jsdom tests of sortable lists: jsdom does no layout, so dnd-kit's keyboard sensor would find no row
 * above or below. Each sortable item (found by its handle) and everything inside it measures as a 40 px
 * row, 50 px below the previous one. Answers the spy, to restore after the test.
 */
export function layOutSortableRows(): jest.SpyInstance {
  return jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
    return rowRect(this);
  });
}

/** A sortable item's root: it holds the handle's box, which holds the handle. */
const isItem = (element: HTMLElement) => element.querySelector(':scope > * > [aria-roledescription]') !== null;

function rowRect(element: HTMLElement): DOMRect {
  let row: HTMLElement | null = element;
  while (row && !isItem(row)) row = row.parentElement;
  const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : -1;
  const top = index < 0 ? 0 : index * 50;
  const height = index < 0 ? 0 : 40;
  return { x: 0, y: top, top, left: 0, width: 300, height, right: 300, bottom: top + height, toJSON: () => ({}) };
}

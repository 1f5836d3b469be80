import { obscuredScrollDelta } from './obscuredScroll';

/** jsdom lays nothing out: each element gets the rectangle the test gives it. */
function place(element: HTMLElement, top: number, height: number) {
  element.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: 200, width: 200, height, x: 0, y: top, toJSON: () => ({}) });
}

function page({ fieldTop, fieldHeight, barTop, barHeight }: { fieldTop: number; fieldHeight: number; barTop: number; barHeight: number }) {
  document.body.innerHTML = '<main><input id="field"/><div id="bar" style="position: sticky"><button>Guardar</button></div></main>';
  const field = document.getElementById('field') as HTMLElement;
  const bar = document.getElementById('bar') as HTMLElement;
  place(field, fieldTop, fieldHeight);
  place(bar, barTop, barHeight);
  const barRect = bar.getBoundingClientRect();
  const fieldRect = field.getBoundingClientRect();
  // The point test answers the bar wherever the bar's rectangle holds the point.
  document.elementFromPoint = (_x: number, y: number) => (y >= barRect.top && y <= barRect.bottom ? bar : y >= fieldRect.top && y <= fieldRect.bottom ? field : document.body);
  return field;
}

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true });
});

it('scrolls down when a field is wholly under the bottom save bar (its top below the bar top)', () => {
  const field = page({ fieldTop: 710, fieldHeight: 20, barTop: 698, barHeight: 70 });
  expect(obscuredScrollDelta(field)).toBe(730 - 698 + 8);
});

it('scrolls down when a field is half under the bottom save bar', () => {
  const field = page({ fieldTop: 680, fieldHeight: 40, barTop: 698, barHeight: 70 });
  expect(obscuredScrollDelta(field)).toBe(720 - 698 + 8);
});

it('scrolls up when a bar at the top covers the field', () => {
  const field = page({ fieldTop: 60, fieldHeight: 40, barTop: 0, barHeight: 80 });
  expect(obscuredScrollDelta(field)).toBe(-(80 - 60 + 8));
});

it('leaves a field that nothing covers', () => {
  const field = page({ fieldTop: 300, fieldHeight: 40, barTop: 698, barHeight: 70 });
  expect(obscuredScrollDelta(field)).toBe(0);
});

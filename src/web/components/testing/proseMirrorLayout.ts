/**
 * jsdom does no layout, but ProseMirror (the rich text editor) asks for rectangles when it scrolls the
 * selection into view. Tests that render the editor install these empty rectangles once: `beforeAll(stubLayoutForProseMirror)`.
 */
export function stubLayoutForProseMirror(): void {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  const rects = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = () => rects;
  Element.prototype.getClientRects = () => rects;
  document.elementFromPoint = () => null;
}

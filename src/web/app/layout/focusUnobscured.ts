/**
 * WCAG 2.4.11 (focus not obscured): keyboard focus must never sit under a sticky part of the page, the
 * header at the top or a form's save bar at the bottom. The browser scrolls a focused element into view
 * but counts a sticky bar's area as visible; `scroll-padding-top` (theme.ts) covers the header, whose height
 * is fixed, and this guard covers any sticky bar whatever its height (a save bar wraps to several rows on
 * a phone): after each focus move it scrolls the page just enough to bring the element out from under it.
 * The geometry (obscuredScroll.ts) is loaded at the first focus move: no part of the first paint.
 */

type Geometry = typeof import('./obscuredScroll');
let geometry: Promise<Geometry> | null = null;
const loadGeometry = (): Promise<Geometry> => (geometry ??= import(/* webpackChunkName: "focus-geometry" */ './obscuredScroll'));

/** Installs the guard on the document; answers its removal. */
export function installFocusUnobscured(): () => void {
  let frame = 0;
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    cancelAnimationFrame(frame);
    // The next frame: after the browser's own scroll-into-view of the newly focused element.
    frame = requestAnimationFrame(() => {
      if (document.activeElement !== target) return;
      void loadGeometry().then(({ obscuredScrollDelta }) => {
        if (document.activeElement !== target) return;
        const delta = obscuredScrollDelta(target);
        if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
      });
    });
  };
  document.addEventListener('focusin', onFocusIn);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('focusin', onFocusIn);
  };
}

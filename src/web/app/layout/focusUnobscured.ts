/**
 * WCAG 2.4.11 (focus not obscured): keyboard focus must never sit under a sticky part of the page, the
 * header at the top or a form's save bar at the bottom. The browser scrolls a focused element into view
 * but counts a sticky bar's area as visible; `scroll-padding-top` (theme.ts) covers the header, whose height
 * is fixed, and this guard covers any sticky bar whatever its height (a save bar wraps to several rows on
 * a phone): after each focus move it scrolls the page just enough to bring the element out from under it.
 */

/** Breathing room left between the focused element and the bar that would cover it. */
const MARGIN_PX = 8;

/** The element itself or its closest ancestor that sticks to the viewport (position sticky), if any. */
export function stickyAncestor(element: Element | null): HTMLElement | null {
  for (let e = element; e && e !== document.body && e !== document.documentElement; e = e.parentElement) {
    if (getComputedStyle(e).position === 'sticky') return e as HTMLElement;
  }
  return null;
}

/**
 * How far the page must scroll (px, positive is down) so that no sticky element covers `target`; 0 when
 * nothing covers it or it lives in a sticky bar itself (the bar is always in view).
 */
export function obscuredScrollDelta(target: HTMLElement): number {
  if (stickyAncestor(target)) return 0;
  const rect = target.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return 0;
  const x = rect.left + rect.width / 2;
  // The centre and both edges: a field half under a bar is not visible either.
  const ys = [rect.top + rect.height / 2, rect.top + 2, rect.bottom - 2];
  for (const y of ys) {
    const hit = document.elementFromPoint(x, y);
    if (!hit || target.contains(hit) || hit.contains(target)) continue;
    const cover = stickyAncestor(hit);
    if (!cover || cover.contains(target)) continue;
    const bar = cover.getBoundingClientRect();
    // Which side the bar sticks to, read from where it sits in the viewport (its centre in the lower half:
    // a save bar), not from the element's edges: a field wholly under the bar starts below the bar's top.
    const coversFromBelow = bar.top + bar.bottom > window.innerHeight;
    return coversFromBelow ? rect.bottom - bar.top + MARGIN_PX : -(bar.bottom - rect.top + MARGIN_PX);
  }
  return 0;
}

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
      const delta = obscuredScrollDelta(target);
      if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
    });
  };
  document.addEventListener('focusin', onFocusIn);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('focusin', onFocusIn);
  };
}

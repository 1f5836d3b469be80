/**
 * The geometry of focusUnobscured.ts (WCAG 2.4.11): how far to scroll so that no sticky bar covers the
 * focused element. Loaded at the first focus move, not with the first paint (the home page's budget).
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

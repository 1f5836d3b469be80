import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Counts how many optional columns must move into the primary cell for the table to fit its container:
 * after each render, while the table is wider than the container, one more column moves (React renders
 * again before the browser paints, so the user never sees the overflowing table). A wider container
 * starts the count again from zero; a narrower one only moves more. `contentKey` changes with the rows
 * and columns, whose widths change what fits.
 */
export function useColumnFit(
  optionalCount: number,
  contentKey: string,
): { stackedCount: number; containerRef: RefObject<HTMLDivElement | null>; tableRef: RefObject<HTMLTableElement | null> } {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const tableRef = useRef<HTMLTableElement | null>(null);
  const [fit, setFit] = useState({ stacked: 0, width: 0, contentKey });
  const stacked = fit.contentKey === contentKey ? Math.min(fit.stacked, optionalCount) : 0;

  useLayoutEffect(() => {
    const container = containerRef.current;
    const table = tableRef.current;
    if (!container || !table) return;
    const width = container.clientWidth;
    const overflows = table.offsetWidth > width + 1;
    if (overflows && stacked < optionalCount) setFit({ stacked: stacked + 1, width, contentKey });
    else if (fit.contentKey !== contentKey || fit.width !== width) setFit({ stacked, width, contentKey });
  }, [stacked, optionalCount, contentKey, fit.contentKey, fit.width]);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.round(entry.contentRect.width);
      // Wider: everything may fit again, start over. Narrower: the layout effect moves more columns.
      setFit((previous) =>
        width > previous.width + 1 ? { stacked: 0, width, contentKey: previous.contentKey } : width === previous.width ? previous : { ...previous, width },
      );
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  return { stackedCount: stacked, containerRef, tableRef };
}

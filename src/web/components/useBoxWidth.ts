import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The width of an element's content box, followed as it resizes (ResizeObserver); 0 until measured, and
 * where the browser has no ResizeObserver (jsdom). Attach the ref to the element to measure.
 */
export function useBoxWidth<E extends HTMLElement>(): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

import { cloneElement, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactElement, type Ref } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type TooltipComponent = ComponentType<TooltipProps>;

let loaded: TooltipComponent | null = null;
let loading: Promise<TooltipComponent> | null = null;

function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip').then((m) => (loaded = m.default));
  return loading;
}

interface LazyTooltipProps {
  title: string;
  placement?: TooltipProps['placement'];
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}

/**
 * MUI's Tooltip, loaded right after the first paint: with Popper and popper.js it weighs about 11 KB
 * gzip, and the header's and menu's tooltips only repeat their buttons' names (aria-label) for the mouse.
 * Until it is there the child shows alone. Wrapping it re-creates the child, so a child that had the
 * focus gets it back.
 */
export function LazyTooltip({ children, ...props }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  const childRef = useRef<HTMLElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (Tooltip) return;
    let live = true;
    void loadTooltip().then((component) => {
      if (!live) return;
      refocus.current = childRef.current !== null && childRef.current === document.activeElement;
      setTooltip(() => component);
    });
    return () => {
      live = false;
    };
  }, [Tooltip]);

  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    childRef.current?.focus();
  }, [Tooltip]);

  const child = cloneElement(children, { ref: childRef });
  return Tooltip ? <Tooltip {...props}>{child}</Tooltip> : child;
}

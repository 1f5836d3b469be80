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
  describeChild?: boolean;
  children: ReactElement<{ ref?: Ref<HTMLElement>; 'aria-label'?: string }>;
}

/**
 * MUI's Tooltip, loaded right after the first paint: with Popper and popper.js it weighs about 11 KB
 * gzip, and the header's and menu's tooltips only repeat their buttons' names (aria-label) for the mouse.
 * Until it is there the child shows alone. Wrapping it re-creates the child, so a child that had the
 * focus gets it back.
 */
export function LazyTooltip({ children, ...props }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  // A callback ref (state), so that the effects below see the child's element after each re-creation.
  const [child, setChild] = useState<HTMLElement | null>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (Tooltip) return;
    let live = true;
    void loadTooltip().then((component) => {
      if (!live) return;
      refocus.current = child !== null && child === document.activeElement;
      setTooltip(() => component);
    });
    return () => {
      live = false;
    };
  }, [Tooltip, child]);

  useLayoutEffect(() => {
    if (!refocus.current || !child) return;
    refocus.current = false;
    child.focus();
  }, [child]);

  if (Tooltip) return <Tooltip {...props}>{cloneElement(children, { ref: setChild })}</Tooltip>;
  // Tooltip names a child that has no name of its own by its title: so does the child before it.
  return cloneElement(children, { ref: setChild, 'aria-label': props.describeChild ? children.props['aria-label'] : (children.props['aria-label'] ?? props.title) });
}

import { useState, type ComponentPropsWithoutRef, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { styled } from '@mui/material/styles';

/**
 * What MUI's ButtonBase resets on its root. `name: 'MuiButtonBase'` makes the theme's ButtonBase
 * overrides apply here too (theme.ts: the focus ring on `.Mui-focusVisible`).
 */
const Root = styled('button', { name: 'MuiButtonBase', slot: 'Root' })({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '&.Mui-disabled': { pointerEvents: 'none', cursor: 'default' },
});

export type LightButtonBaseProps = Omit<ComponentPropsWithoutRef<'button'>, 'ref'> & {
  /** A link to this route (react-router) instead of a button. */
  href?: string;
  /** A `div` acting as a button (role, Tab stop, Enter and Space): for a toggle inside a list entry. */
  component?: 'div';
  ref?: Ref<HTMLElement>;
};

/**
 * The light widgets' base (LightButton, LightIconButton, the menu's entries): MUI ButtonBase's
 * reset, classes (`MuiButtonBase-root`, `Mui-disabled`, `Mui-focusVisible`) and keyboard focus ring,
 * without its ripple, whose code (ButtonBase, TouchRipple, react-transition-group) was about 6 KB
 * gzip of every first load (issue 8 §2). The first screens' buttons show no ripple; every other
 * page's MUI buttons keep theirs.
 */
export function LightButtonBase({ href, component, disabled = false, className, onFocus, onBlur, onKeyDown, type, tabIndex, ref, ...props }: LightButtonBaseProps) {
  const [focusVisible, setFocusVisible] = useState(false);
  const classes = ['MuiButtonBase-root', className, disabled && 'Mui-disabled', focusVisible && 'Mui-focusVisible'].filter(Boolean).join(' ');
  const focusProps = {
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      // The ring shows for the keyboard only, as the browser's own :focus-visible decides.
      setFocusVisible(event.currentTarget.matches(':focus-visible'));
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      setFocusVisible(false);
      onBlur?.(event);
    },
  };
  if (href !== undefined) {
    // Rendered as react-router's Link (`to`), which the button-typed root does not declare.
    const asLink: Record<string, unknown> = { as: RouterLink, to: href };
    return (
      <Root
        {...props}
        {...focusProps}
        {...asLink}
        ref={ref as Ref<HTMLButtonElement>}
        className={classes}
        onKeyDown={onKeyDown}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : tabIndex}
      />
    );
  }
  if (component === 'div') {
    const activateByKey = (event: KeyboardEvent<HTMLButtonElement>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented || disabled || event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        event.currentTarget.click();
      }
    };
    return (
      <Root
        {...props}
        {...focusProps}
        as="div"
        role="button"
        ref={ref as Ref<HTMLButtonElement>}
        className={classes}
        onKeyDown={activateByKey}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : (tabIndex ?? 0)}
      />
    );
  }
  return (
    <Root
      {...props}
      {...focusProps}
      ref={ref as Ref<HTMLButtonElement>}
      type={type ?? 'button'}
      className={classes}
      onKeyDown={onKeyDown}
      disabled={disabled}
      tabIndex={tabIndex}
    />
  );
}

import { lazy, Suspense, type MouseEventHandler, type ReactNode } from 'react';
import { alpha, styled, type SxProps, type Theme } from '@mui/material/styles';
import { LightButtonBase } from './LightButtonBase';

// The spinner only shows once the user has acted (a sign-in under way): it loads then.
const CircularProgress = lazy(() => import(/* webpackChunkName: "progress" */ '@mui/material/CircularProgress'));

type Variant = 'text' | 'outlined' | 'contained';
type Size = 'small' | 'medium' | 'large';

interface LookProps {
  variant: Variant;
  size: Size;
  inherit: boolean;
  fullWidth: boolean;
  busy: boolean;
}

// [variant][size] padding and font size, as MUI's Button.
const PADDING: Record<Variant, Record<Size, string>> = {
  text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
  outlined: { small: '3px 9px', medium: '5px 15px', large: '7px 21px' },
  contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
};
const FONT_PX: Record<Size, number> = { small: 13, medium: 14, large: 15 };
const ICON_PX: Record<Size, number> = { small: 18, medium: 20, large: 22 };

const LOOK_PROPS = new Set(['variant', 'size', 'inherit', 'fullWidth', 'busy']);

const Root = styled(LightButtonBase, { shouldForwardProp: (prop) => typeof prop !== 'string' || !LOOK_PROPS.has(prop) })<LookProps>(({
  theme,
  variant,
  size,
  inherit,
  fullWidth,
  busy,
}) => {
  const main = theme.palette.primary.main;
  const hoverBg = alpha(inherit ? theme.palette.text.primary : main, theme.palette.action.hoverOpacity);
  return {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(FONT_PX[size]),
    minWidth: 64,
    padding: PADDING[variant][size],
    borderRadius: theme.shape.borderRadius,
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
    width: fullWidth ? '100%' : undefined,
    color: inherit ? 'inherit' : variant === 'contained' ? theme.palette.primary.contrastText : main,
    ...(variant === 'contained' && { backgroundColor: inherit ? theme.palette.grey[300] : main }),
    ...(variant === 'outlined' && { border: `1px solid ${inherit ? 'currentColor' : alpha(main, 0.5)}` }),
    '&:hover': { textDecoration: 'none' },
    '@media (hover: hover)': {
      '&:hover': {
        ...(variant === 'contained' ? { backgroundColor: inherit ? theme.palette.grey.A100 : theme.palette.primary.dark } : { backgroundColor: hoverBg }),
        ...(variant === 'outlined' && !inherit && { borderColor: main }),
      },
    },
    '&.Mui-disabled': {
      color: theme.palette.action.disabled,
      ...(variant === 'contained' && { backgroundColor: theme.palette.action.disabledBackground }),
      ...(variant === 'outlined' && { border: `1px solid ${theme.palette.action.disabledBackground}` }),
      // A button busy with its action keeps its look; only the label gives way to the spinner.
      ...(busy && { color: 'transparent' }),
    },
    '& .start-icon': {
      display: 'inherit',
      alignItems: 'center',
      marginRight: 8,
      marginLeft: size === 'small' ? -2 : -4,
      '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
      '& > *:nth-of-type(1)': { fontSize: ICON_PX[size] },
    },
    '& .loading-indicator': {
      display: 'flex',
      position: 'absolute',
      left: '50%',
      transform: 'translate(-50%)',
      color: theme.palette.action.disabled,
    },
  };
});

interface LightButtonProps {
  children: ReactNode;
  variant?: Variant;
  size?: Size;
  /** The surrounding text's colour (e.g. on the blue header) instead of the primary colour. */
  color?: 'primary' | 'inherit';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  /** Busy with its action: disabled, its label replaced by a spinner (MUI Button's `loading`). */
  loading?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit' | 'reset';
  /** A link to this route (react-router) instead of a button. */
  to?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

/**
 * MUI's Button (no elevation, as the theme sets it) on LightButtonBase, for the first screens: Button
 * imports CircularProgress for its `loading` state, together about 7 KB gzip of every first load. Same
 * classes and focus ring, no ripple; the spinner of `loading` is fetched when first needed.
 */
export function LightButton({
  children,
  variant = 'text',
  size = 'medium',
  color = 'primary',
  fullWidth = false,
  startIcon,
  loading = false,
  disabled = false,
  to,
  type,
  ...rest
}: LightButtonProps) {
  const look = { variant, size, inherit: color === 'inherit', fullWidth, busy: loading };
  const className = `MuiButton-root MuiButton-${variant}`;
  const content = (
    <>
      {startIcon && <span className="start-icon MuiButton-startIcon">{startIcon}</span>}
      {children}
      {loading && (
        <span className="loading-indicator MuiButton-loadingIndicator">
          <Suspense fallback={null}>
            <CircularProgress color="inherit" size={16} aria-hidden />
          </Suspense>
        </span>
      )}
    </>
  );
  return to !== undefined ? (
    <Root {...look} {...rest} className={className} href={to} disabled={disabled || loading}>
      {content}
    </Root>
  ) : (
    <Root {...look} {...rest} className={className} type={type ?? 'button'} disabled={disabled || loading}>
      {content}
    </Root>
  );
}

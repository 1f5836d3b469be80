import { alpha, styled, type SxProps, type Theme } from '@mui/material/styles';
import { LightButtonBase, type LightButtonBaseProps } from './LightButtonBase';

type Size = 'small' | 'medium';

interface LookProps {
  size: Size;
  inherit: boolean;
  edge: 'start' | 'end' | false;
}

const LOOK_PROPS = new Set(['size', 'inherit', 'edge']);

const Root = styled(LightButtonBase, { shouldForwardProp: (prop) => typeof prop !== 'string' || !LOOK_PROPS.has(prop) })<LookProps>(({ theme, size, inherit, edge }) => {
  const edgeMargin = size === 'small' ? -3 : -12;
  return {
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: theme.typography.pxToRem(size === 'small' ? 18 : 24),
    padding: size === 'small' ? 5 : 8,
    borderRadius: '50%',
    color: inherit ? 'inherit' : theme.palette.action.active,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    ...(edge === 'start' && { marginLeft: edgeMargin }),
    ...(edge === 'end' && { marginRight: edgeMargin }),
    '&:hover': {
      backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&.Mui-disabled': { backgroundColor: 'transparent', color: theme.palette.action.disabled },
  };
});

type LightIconButtonProps = Omit<LightButtonBaseProps, 'color'> & {
  size?: Size;
  /** The surrounding text's colour (the blue header's white) instead of the icons' grey. */
  color?: 'default' | 'inherit';
  edge?: 'start' | 'end' | false;
  /** Always named: an icon alone says nothing to assistive technology. */
  'aria-label': string;
  sx?: SxProps<Theme>;
};

/**
 * MUI's IconButton on LightButtonBase, for the first screens (header, menu, language, password toggle):
 * IconButton imports CircularProgress for a `loading` state these buttons never have, together about
 * 5 KB gzip of every first load. Same look, classes and focus ring, no ripple.
 */
export function LightIconButton({ size = 'medium', color = 'default', edge = false, className, ...props }: LightIconButtonProps) {
  return <Root {...props} size={size} inherit={color === 'inherit'} edge={edge} className={`MuiIconButton-root${className ? ` ${className}` : ''}`} />;
}

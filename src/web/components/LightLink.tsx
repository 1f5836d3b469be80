import type { MouseEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

interface LookProps {
  inherit: boolean;
  underline: 'hover' | 'none';
}

const LOOK_PROPS = new Set(['inherit', 'underline']);
const shouldForwardProp = (prop: PropertyKey) => typeof prop !== 'string' || !LOOK_PROPS.has(prop);

// MUI's Link as the theme sets it (underline on hover, the focus ring's rounded corners) on a plain <a>.
const look = ({ theme, inherit, underline }: LookProps & { theme: Theme }) => ({
  margin: 0,
  font: 'inherit',
  color: inherit ? 'inherit' : theme.palette.primary.main,
  textDecoration: 'none',
  ...(underline === 'hover' && { '&:hover': { textDecoration: 'underline' } }),
  '&:focus-visible': { borderRadius: 2 },
});
const Anchor = styled('a', { shouldForwardProp })<LookProps>(look);
const RouteAnchor = styled(RouterLink, { shouldForwardProp })<LookProps>(look);

type LightLinkProps = {
  children: ReactNode;
  /** The surrounding text's colour instead of the primary colour. */
  color?: 'primary' | 'inherit';
  underline?: 'hover' | 'none';
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  sx?: SxProps<Theme>;
} & ({ href: string; to?: never } | { to: string; href?: never });

/**
 * A text link that looks like MUI's Link (2 KB gzip with Typography's variants) for the first screens:
 * `to` is a route (react-router), `href` any other address (mailto:, #anchor).
 */
export function LightLink({ color = 'primary', underline = 'hover', to, href, ...rest }: LightLinkProps) {
  const props = { ...rest, inherit: color === 'inherit', underline, className: `MuiLink-root MuiLink-underline${underline === 'hover' ? 'Hover' : 'None'}` };
  return to !== undefined ? <RouteAnchor {...props} to={to} /> : <Anchor {...props} href={href} />;
}

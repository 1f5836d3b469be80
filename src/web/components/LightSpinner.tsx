import { keyframes, styled } from '@mui/material/styles';

// MUI's CircularProgress (indeterminate, 40 px, primary): its own keyframes and sizes.
const rotate = keyframes`
  0% { transform: rotate(0deg); }
  100% { transform: rotate(360deg); }
`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

const Root = styled('span')(({ theme }) => ({
  display: 'inline-block',
  width: 40,
  height: 40,
  color: theme.palette.primary.main,
  animation: `${rotate} 1.4s linear infinite`,
  '& svg': { display: 'block' },
  '& circle': { stroke: 'currentColor', strokeDasharray: '80px, 200px', strokeDashoffset: 0, animation: `${dash} 1.4s ease-in-out infinite` },
}));

/**
 * The look of MUI's indeterminate CircularProgress for the screen shown while the first route's code
 * downloads: CircularProgress is 3 KB gzip that no first screen needs otherwise (LightButton and
 * LightIconButton stand in for Button and IconButton, which import it).
 */
export function LightSpinner({ label }: { label: string }) {
  return (
    <Root role="progressbar" aria-label={label} className="MuiCircularProgress-root">
      <svg viewBox="22 22 44 44" aria-hidden>
        <circle cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} />
      </svg>
    </Root>
  );
}

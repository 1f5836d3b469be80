import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

// MUI Divider's own rules for its two uses on the first screens, and its classes for the theme and tests.
const Rule = styled('hr')(({ theme }) => ({
  margin: 0,
  flexShrink: 0,
  border: 0,
  borderBottom: `thin solid ${theme.palette.divider}`,
}));

const Labelled = styled('div')(({ theme }) => ({
  display: 'flex',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  '&::before, &::after': { content: '""', alignSelf: 'center', width: '100%', borderTop: `thin solid ${theme.palette.divider}` },
  '& > span': { display: 'inline-block', paddingLeft: `calc(${theme.spacing(1)} * 1.2)`, paddingRight: `calc(${theme.spacing(1)} * 1.2)` },
}));

/**
 * A horizontal divider that looks and reads like MUI's Divider (an <hr>, or with a text a separator
 * with the text between two lines) without its 2 KB gzip of variants, for the login page and the layout.
 */
export function LightDivider({ children }: { children?: ReactNode }) {
  return children ? (
    <Labelled role="separator" className="MuiDivider-root MuiDivider-withChildren">
      <span className="MuiDivider-wrapper">{children}</span>
    </Labelled>
  ) : (
    <Rule className="MuiDivider-root" />
  );
}

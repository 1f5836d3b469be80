import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/web/components/visuallyHidden';
import { useT } from '@/web/i18n/useT';

/**
 * Inserted and deleted text: <ins>/<del> (their meaning), underlined or struck through (not by colour
 * alone), on tints whose text keeps a contrast above 7:1; screen readers, which do not announce the
 * elements, hear "Inserido:" / "Apagado:" before and "fim da alteração" after.
 */
const INS = { bgcolor: '#d8f3dc', color: '#0b3d17', textDecoration: 'underline', textDecorationThickness: '2px', borderRadius: 0.5, px: 0.25 } as const;
const DEL = { bgcolor: '#fde2e1', color: '#5f0d0a', textDecoration: 'line-through', textDecorationThickness: '2px', borderRadius: 0.5, px: 0.25 } as const;

type Announced = 'versionDiff.inserted' | 'versionDiff.deleted';

/** One change, <ins> or <del>: its look, and the words a screen reader hears around it. */
function ChangeMark({ component, sx, announce, children }: { component: 'ins' | 'del'; sx: typeof INS | typeof DEL; announce: Announced; children: ReactNode }) {
  const t = useT();
  return (
    <Box component={component} sx={sx}>
      <Box component="span" sx={visuallyHidden}>
        {t(announce)}{' '}
      </Box>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        ({t('versionDiff.endChange')})
      </Box>
    </Box>
  );
}

export function Inserted({ children }: { children: ReactNode }) {
  return (
    <ChangeMark component="ins" sx={INS} announce="versionDiff.inserted">
      {children}
    </ChangeMark>
  );
}

export function Deleted({ children }: { children: ReactNode }) {
  return (
    <ChangeMark component="del" sx={DEL} announce="versionDiff.deleted">
      {children}
    </ChangeMark>
  );
}

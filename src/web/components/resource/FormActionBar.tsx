import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

/**
 * The bar under every create/edit form (settings and records): stuck to the bottom of the viewport so
 * that 'Guardar' is always in reach, with the page's own actions on the left (delete, workflow) and
 * leaving or saving on the right. It wraps on narrow screens; the layout's focus guard keeps keyboard
 * focus from hiding under it whatever its height.
 */
export function FormActionBar({ start, end }: { start?: ReactNode; end: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, position: 'sticky', bottom: 0, zIndex: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between', alignItems: 'center' }}
    >
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        {start}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ ml: 'auto' }}>
        {end}
      </Stack>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PageContainerProps {
  /** The page's one h1. */
  title: string;
  /** Shown beside the title (actions such as "new"). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every page inside the layout: a heading row and the content below. */
export function PageContainer({ title, actions, children }: PageContainerProps) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, mx: 'auto', width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h1">{title}</Typography>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}

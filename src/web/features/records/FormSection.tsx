import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled section of a record form or detail page (a labelled region). */
export function FormSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const generated = useId();
  const titleId = id ?? generated;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 2.5, fontSize: '1.15rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

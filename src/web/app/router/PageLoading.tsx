import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the first route's code downloads (there is no text yet to translate it with). */
export function PageLoading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="A carregar… / Loading…" />
    </Box>
  );
}

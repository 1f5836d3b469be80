import Box from '@mui/material/Box';
import { LightSpinner } from '@/web/components/LightSpinner';
import { useT } from '@/web/i18n/useT';

/** Shown while the first route's code downloads. */
export function PageLoading() {
  const t = useT();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <LightSpinner label={t('app.loading')} />
    </Box>
  );
}

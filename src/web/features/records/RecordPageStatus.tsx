import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useT } from '@/web/i18n/useT';

/** While a record loads: a spinner named for assistive technology. */
export function RecordLoading() {
  const t = useT();
  return (
    <Stack sx={{ alignItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Stack>
  );
}

/** A record that could not be loaded (not found, forbidden: the toast said why) with a way back. */
export function RecordLoadFailed({ backTo }: { backTo: string }) {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', mt: 4 }}>
      <Alert severity="error">{t('record.loadFailed')}</Alert>
      <div>
        <Button component={RouterLink} to={backTo} variant="outlined">
          {t('record.backToList')}
        </Button>
      </div>
    </Stack>
  );
}

import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { FailedNotice } from '@/web/components/resource/PageStatus';
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
export function RecordLoadFailed({ backTo, backLabel }: { backTo: string; backLabel?: string }) {
  const t = useT();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', mt: 4 }}>
      <FailedNotice message={t('record.loadFailed')} backTo={backTo} backLabel={backLabel ?? t('record.backToList')} />
    </Stack>
  );
}

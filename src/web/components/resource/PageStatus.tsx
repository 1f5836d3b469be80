import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { PageContainer } from '@/web/components/PageContainer';
import { useT } from '@/web/i18n/useT';

/** A settings page waiting for its item. */
export function PageLoadingState({ title }: { title: string }) {
  const t = useT();
  return (
    <PageContainer title={title}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
        <CircularProgress size={20} aria-hidden />
        {t('app.loading')}
      </Box>
    </PageContainer>
  );
}

/** Why the page shows nothing (an error) and the way back (to the list). */
export function FailedNotice({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <>
      <Alert severity="error">{message}</Alert>
      <div>
        <Button component={RouterLink} to={backTo} variant="outlined">
          {backLabel}
        </Button>
      </div>
    </>
  );
}

/** The item could not be read (unknown id: the toast said why) or the address was not a valid one. */
export function PageLoadFailed({ title, backTo }: { title: string; backTo: string }) {
  const t = useT();
  return (
    <PageContainer title={title}>
      <FailedNotice message={t('settings.common.loadFailed')} backTo={backTo} backLabel={t('settings.common.backToList')} />
    </PageContainer>
  );
}

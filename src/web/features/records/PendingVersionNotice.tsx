import { Link as RouterLink } from 'react-router-dom';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '@/web/i18n/useT';

/**
 * 'Existe uma versão mais recente em curso (versão N)…': said on a version that has a newer one in the workflow,
 * with a button to it (open it from the detail, edit it from the edit page, where it is a warning: a
 * record has one version in progress and this one cannot be edited).
 */
export function PendingVersionNotice({ pending, to, actionLabel, severity }: { pending: number; to: string; actionLabel: string; severity: AlertColor }) {
  const t = useT();
  return (
    <Alert
      severity={severity}
      action={
        <Button component={RouterLink} to={to}>
          {actionLabel}
        </Button>
      }
    >
      {t('record.pendingNotice', pending)}
    </Alert>
  );
}

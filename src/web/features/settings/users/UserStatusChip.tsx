import Chip from '@mui/material/Chip';
import { UserStatus } from '@/shared/enums';
import { USER_STATUS_LABELS } from '@/shared/enumLabels';
import { useLanguage } from '@/web/i18n/useT';

const COLOURS: Readonly<Record<UserStatus, 'success' | 'error' | 'default' | 'warning'>> = {
  [UserStatus.Active]: 'success',
  [UserStatus.Blocked]: 'error',
  [UserStatus.Deleted]: 'default',
  [UserStatus.Inactive]: 'warning',
};

/** A user's status (SPEC §3.2) as a chip: the word says it, the colour helps. */
export function UserStatusChip({ status }: { status: UserStatus }) {
  const language = useLanguage();
  return <Chip size="small" color={COLOURS[status]} variant={status === UserStatus.Active ? 'filled' : 'outlined'} label={USER_STATUS_LABELS[status][language]} />;
}

import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Notifications from '@mui/icons-material/Notifications';
import { useAppSelector } from '@/web/app/hooks';
import { BRAND } from '@/web/app/theme';
import { selectSession } from '@/web/features/session/sessionSlice';
import { useT } from '@/web/i18n/useT';
import { useGetNotificationCountQuery } from './notificationsApi';
import { LazyTooltip } from '@/web/components/LazyTooltip';

// The panel (a Drawer, a list, dayjs) is loaded when first opened: it is no part of the first paint.
const NotificationsPanel = lazy(() => import(/* webpackChunkName: "notifications-panel" */ './NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })));

/**
 * The header's bell with the count of pending notifications, fetched on load (SPEC §7). Only users
 * with a profile get notifications (SPEC §6); the session's status already reflects expiry, which the
 * session listener turns into 'expired' when it happens.
 */
export function NotificationsBell() {
  const t = useT();
  const { status, user } = useAppSelector(selectSession);
  const enabled = status === 'signedIn' && !!user && user.profiles.length > 0 && !user.mustChangePassword;
  const { data: count = 0 } = useGetNotificationCountQuery(undefined, { skip: !enabled });
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!enabled) return null;
  const label = count > 0 ? t('header.notificationsUnread', count) : t('header.notifications');
  return (
    <>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        >
          <Badge
            badgeContent={count > 0 ? count : undefined}
            color="secondary"
            max={99}
            slotProps={{ badge: { 'aria-hidden': true } }}
            sx={{ '& .MuiBadge-badge': { bgcolor: BRAND.gold, color: BRAND.blueDark, fontWeight: 700 } }}
          >
            <Notifications />
          </Badge>
        </IconButton>
      </LazyTooltip>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { styled } from '@mui/material/styles';
import Notifications from '@mui/icons-material/Notifications';
import { useAppSelector } from '@/web/app/hooks';
import { BRAND } from '@/web/app/theme';
import { selectSession } from '@/web/features/session/sessionSlice';
import { useT } from '@/web/i18n/useT';
import { useGetNotificationCountQuery } from './notificationsApi';
import { LazyTooltip } from '@/web/components/LazyTooltip';
import { LightIconButton } from '@/web/components/LightIconButton';

/**
 * The count over the bell's corner, as MUI's Badge draws it (standard variant, max 99); hidden from
 * screen readers, the button's name says it. Badge itself, with its variants and transitions, is 2 KB gzip.
 */
const Count = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'scale(1) translate(50%, -50%)',
  transformOrigin: '100% 0%',
  display: 'flex',
  flexWrap: 'wrap',
  alignContent: 'center',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(12),
  fontWeight: 700,
  lineHeight: 1,
  backgroundColor: BRAND.gold,
  color: BRAND.blueDark,
  zIndex: 1,
}));

// The panel (a Drawer, a list, the Azores clock) is loaded when first opened: it is no part of the first paint.
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
        <LightIconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        >
          <span style={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}>
            <Notifications />
            {count > 0 && <Count aria-hidden>{count > 99 ? '99+' : count}</Count>}
          </span>
        </LightIconButton>
      </LazyTooltip>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

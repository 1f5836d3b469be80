import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import dayjs from 'dayjs';
import { FORMATS } from '@/shared/limits';
import { useT } from '@/web/i18n/useT';
import { useGetNotificationsQuery } from './notificationsApi';

const PANEL_TITLE_ID = 'notifications-panel-title';

/** The notifications side panel (SPEC §2.10), loaded when opened. */
export function NotificationsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { data, isFetching } = useGetNotificationsQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { role: 'dialog', 'aria-labelledby': PANEL_TITLE_ID, sx: { width: { xs: '100%', sm: 380 } } } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={PANEL_TITLE_ID} variant="h2">
          {t('notifications.title')}
        </Typography>
        <IconButton aria-label={t('app.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      {isFetching && !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      ) : data && data.length > 0 ? (
        <List>
          {data.map((n) => (
            <ListItem key={n.id} divider sx={{ alignItems: 'flex-start' }}>
              <ListItemText
                primary={n.title}
                secondary={
                  <>
                    {n.body}
                    <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.5 }}>
                      {dayjs(n.createdAt).format(FORMATS.dateTimeDisplayed)}
                    </Typography>
                  </>
                }
                slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {t('notifications.empty')}
        </Typography>
      )}
    </Drawer>
  );
}

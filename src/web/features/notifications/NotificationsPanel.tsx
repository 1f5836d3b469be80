import { use } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import { BULK_ACTIONS, BULK_EVENTS, type BulkActionName } from '@/shared/bulk';
import type { Language } from '@/shared/errors';
import type { NotifiedItem } from '@/shared/notificationItems';
import { regionDateTime } from '@/shared/regionTime';
import { TRANSITIONS, type RecordActionName } from '@/shared/recordStates';
import { KIND_BASICS, type RecordKindName } from '@/shared/records/kindBasics';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { ACTION_LABELS, successMessage } from '@/shared/records/workflowTexts';
import { SCHEDULE_FAILED_EVENT } from '@/shared/scheduling';
import { recordRoutes } from '@/web/features/records/recordRoutes';
import { useAppDispatch } from '@/web/app/hooks';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { refreshRecord } from '@/web/features/records/liveRecordRefresh';
import { loadPageTexts, translate, useLanguage, useT } from '@/web/i18n/useT';
import { useGetNotificationsQuery } from './notificationsApi';
import { useDeleteNotificationMutation, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from './notificationsPanelApi';

const PANEL_TITLE_ID = 'notifications-panel-title';

/** A workflow notification's action and record, when it names known ones (else the stored title stands alone). */
function workflowOf(n: NotifiedItem): { action: RecordActionName; kind: RecordKindName; id: number; version: number } | null {
  if (!n.event || !n.record || !Object.hasOwn(TRANSITIONS, n.event) || !Object.hasOwn(KIND_BASICS, n.record.kind)) return null;
  return { action: n.event as RecordActionName, kind: n.record.kind as RecordKindName, id: n.record.id, version: n.record.version };
}

/** The events of an import's end (issue 12 §3), each with its wording: no record, the title is the file's name. */
const IMPORT_EVENTS = { importFinished: 'notifications.importFinished', importFailed: 'notifications.importFailed' } as const;

function importEventOf(n: NotifiedItem): keyof typeof IMPORT_EVENTS | null {
  return n.event && Object.hasOwn(IMPORT_EVENTS, n.event) ? (n.event as keyof typeof IMPORT_EVENTS) : null;
}

/** A bulk job's end (issue 30 §1): its stored title is the action (a BulkActionName), its body 'done/total'. */
function bulkTitleOf(n: NotifiedItem, language: Language): string | null {
  if (n.event !== BULK_EVENTS.finished && n.event !== BULK_EVENTS.failed) return null;
  const action = (BULK_ACTIONS as readonly string[]).includes(n.title) ? (n.title as BulkActionName) : null;
  const name = action === 'schedule' ? translate(language, 'scheduling.schedule') : action ? ACTION_LABELS[action][language] : n.title;
  return translate(language, n.event === BULK_EVENTS.finished ? 'bulk.notification.finished' : 'bulk.notification.failed', name);
}

/** The sentences that say who acted, for the actions that notify (workflowNotifications.ts). */
const ACTED = {
  submitForApproval: 'notifications.acted.submitForApproval',
  submitForPublication: 'notifications.acted.submitForPublication',
  return: 'notifications.acted.return',
  publish: 'notifications.acted.publish',
  archive: 'notifications.acted.archive',
  extinct: 'notifications.acted.extinct',
} as const;

/**
 * The notification's title in the reader's language: who did what to which kind ('Joana Simões devolveu
 * a entidade'; issue 29 §13), or the action on the kind when no one is named ('Entidade submetida para
 * aprovação'), or 'Importação concluída: <file>' ('Importação falhada: <file>').
 */
function titleOf(n: NotifiedItem, language: Language): string {
  const workflow = workflowOf(n);
  if (workflow && n.actor && Object.hasOwn(ACTED, workflow.action)) {
    const meta = RECORD_KINDS[workflow.kind];
    const kind = translate(language, meta.gender === 'f' ? 'notifications.kindF' : 'notifications.kindM', meta.label[language].toLowerCase());
    return translate(language, ACTED[workflow.action as keyof typeof ACTED], n.actor, kind);
  }
  if (workflow) return successMessage(workflow.kind, workflow.action, language);
  if (n.event === SCHEDULE_FAILED_EVENT) return translate(language, 'notifications.scheduledPublicationFailed', n.title);
  const bulk = bulkTitleOf(n, language);
  if (bulk) return bulk;
  const importEvent = importEventOf(n);
  return importEvent ? translate(language, IMPORT_EVENTS[importEvent], n.title) : n.title;
}

/** Where the notification leads: its record's detail, or the import page. */
function linkOf(n: NotifiedItem): string | null {
  // A link of its own (a bulk job's result page, issue 30 §1) wins.
  if (n.link) return n.link;
  const workflow = workflowOf(n);
  if (workflow) return recordRoutes(workflow.kind).detail(workflow.id, workflow.version);
  // A scheduled publish that did not happen (issue 14 §1) leads to its version; its body says why.
  if (n.event === SCHEDULE_FAILED_EVENT && n.record && Object.hasOwn(KIND_BASICS, n.record.kind)) {
    return recordRoutes(n.record.kind as RecordKindName).detail(n.record.id, n.record.version);
  }
  return importEventOf(n) ? ROUTE_PATHS['settings.import'] : null;
}

/**
 * The notifications side panel (SPEC §2.10), loaded when opened, with its texts (featureTexts.ts).
 * A workflow notification links to its record's detail, read fresh (issue 29 §6), an import's end to
 * the import page; each is marked read when opened. Times read the Azores clock, as every screen's.
 */
export function NotificationsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  use(loadPageTexts());
  const t = useT();
  const language = useLanguage();
  const { data, isFetching } = useGetNotificationsQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const [remove] = useDeleteNotificationMutation();
  const dispatch = useAppDispatch();
  const unread = data?.some((n) => !n.read) ?? false;
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
      {unread && (
        <Box sx={{ px: 2, pt: 1 }}>
          <Button size="small" startIcon={<DoneAll />} disabled={markingAll.isLoading} onClick={() => void markAllRead()}>
            {t('notifications.markAllRead')}
          </Button>
        </Box>
      )}
      {isFetching && !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('app.loading')} />
        </Box>
      ) : data && data.length > 0 ? (
        <List>
          {data.map((n) => {
            const workflow = workflowOf(n);
            const link = linkOf(n);
            const text = (
              <ListItemText
                primary={
                  <>
                    {titleOf(n, language)}
                    {!n.read && (
                      <Typography component="span" variant="caption" color="primary" sx={{ ml: 1, fontWeight: 600, whiteSpace: 'nowrap' }}>
                        {t('notifications.unread')}
                      </Typography>
                    )}
                  </>
                }
                secondary={
                  <>
                    {workflow ? n.title : n.body}
                    {workflow && n.body && (
                      <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
                        {t('notifications.comment', n.body)}
                      </Typography>
                    )}
                    <Typography component="span" variant="caption" sx={{ display: 'block', mt: 0.5 }}>
                      {regionDateTime(n.createdAt)}
                    </Typography>
                  </>
                }
                slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
              />
            );
            return (
              <ListItem
                key={n.id}
                divider
                disablePadding={!!link}
                sx={{ alignItems: 'flex-start', bgcolor: n.read ? undefined : 'action.hover' }}
                secondaryAction={
                  <IconButton edge="end" aria-label={t('notifications.delete')} onClick={() => void remove(n.id)}>
                    <DeleteOutline />
                  </IconButton>
                }
              >
                {link ? (
                  <ListItemButton
                    component={RouterLink}
                    to={link}
                    onClick={() => {
                      if (!n.read) void markRead(n.id);
                      // The record may have changed since the notice: its page opens on what it is now.
                      if (n.record) refreshRecord(dispatch, n.record.kind, n.record.id);
                      onClose();
                    }}
                  >
                    {text}
                  </ListItemButton>
                ) : (
                  text
                )}
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {t('notifications.empty')}
        </Typography>
      )}
    </Drawer>
  );
}

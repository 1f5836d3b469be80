import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RecordChange } from '@/shared/hub';
import type { RecordKindName } from '@/shared/records/kindBasics';
import { useAppSelector } from '@/web/app/hooks';
import { recordKey, selectRecordChange } from './presenceSlice';
import type { MessageKey } from '@/web/i18n/pt';
import { useT } from '@/web/i18n/useT';
import { ReadAgainButton } from './ReadAgainButton';
import { regionClock } from './presenceTime';

const SAID: Readonly<Record<string, MessageKey>> = {
  submitForApproval: 'presence.changed.submitForApproval',
  submitForPublication: 'presence.changed.submitForPublication',
  publish: 'presence.changed.publish',
  return: 'presence.changed.return',
  archive: 'presence.changed.archive',
  obsolete: 'presence.changed.obsolete',
  extinct: 'presence.changed.extinct',
  delete: 'presence.changed.delete',
};

/** "Publicado por Ana Silva às 10:05", or what fits the action (an undo says no name: 'Alterado às …'). */
export function changeText(t: ReturnType<typeof useT>, change: RecordChange): string {
  const at = regionClock(change.at ?? new Date().toISOString());
  if (!change.by) return t('presence.changed.anonymous', at);
  return t(Object.hasOwn(SAID, change.action) ? SAID[change.action]! : 'presence.changed.other', change.by, at);
}

export interface RecordChangeNoticeProps {
  kind: RecordKindName;
  id: number;
  version: number;
  /** When the page opened (ms): only what changed since is said (the edit form remounts on a refresh: the page keeps it). */
  since: number;
  /** On the edit page: the form holds unsaved edits, so the change waits (LiveRefreshHold) and the user chooses. */
  dirty?: boolean;
}

/**
 * What changed while the record's page was open (issue 31 §2): the latest workflow action another user
 * (or the user elsewhere) took on it since the page opened, who and when on the Azores clock. The page
 * has read the record again already (liveRecordRefresh.ts), except under a dirty edit form: then the
 * user may read it again, told that the unsaved changes would be lost, or keep them.
 */
export function RecordChangeNotice({ kind, id, version, since, dirty = false }: RecordChangeNoticeProps) {
  const t = useT();
  const entry = useAppSelector((state) => selectRecordChange(state, recordKey(kind, id)));
  const shown = entry && entry.receivedAt >= since ? entry.change : null;
  const text = shown ? changeText(t, shown) : '';
  return (
    <Box role="status" aria-live="polite" data-testid="record-change" sx={{ '&:empty': { display: 'none' } }}>
      {shown && (
        <Alert severity="info" action={dirty ? <ReadAgainButton kind={kind} id={id} /> : undefined}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {shown.version === version ? text : t('presence.changedVersion', shown.version, text)}
          </Typography>
          {dirty && <Typography variant="body2">{t('presence.changedDirty')}</Typography>}
        </Alert>
      )}
    </Box>
  );
}

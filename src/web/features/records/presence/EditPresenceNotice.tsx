import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RecordKindName } from '@/shared/records/kindBasics';
import { useAppSelector } from '@/web/app/hooks';
import { presenceKey, selectEditors, selectRecordSave } from './presenceSlice';
import { useT } from '@/web/i18n/useT';
import { ReadAgainButton } from './ReadAgainButton';
import { regionClock } from './presenceTime';

export interface EditPresenceNoticeProps {
  kind: RecordKindName;
  id: number;
  version: number;
  /** The form holds unsaved edits (then a save by another user is a conflict to come). */
  dirty: boolean;
}

/**
 * Who else has this version open for editing, and who saved it first (issue 31 §2), above the edit
 * form: a polite live region, so a screen reader hears a colleague arrive or save without losing its
 * place. After another's save a dirty form is held (LiveRefreshHold); the user may read the record again,
 * told that the unsaved changes would be lost, or keep typing (their save would be refused, -14).
 */
export function EditPresenceNotice({ kind, id, version, dirty }: EditPresenceNoticeProps) {
  const t = useT();
  const key = presenceKey(kind, id, version);
  // The server tells each user who else is there, and tells only the others of a save.
  const others = useAppSelector((state) => selectEditors(state, key)) ?? [];
  const savedByOther = useAppSelector((state) => selectRecordSave(state, key));
  return (
    <Box role="status" aria-live="polite" data-testid="edit-presence" sx={{ display: 'flex', flexDirection: 'column', gap: 1, '&:empty': { display: 'none' } }}>
      {others.length > 0 && (
        <Alert severity="info" data-testid="presence-editors">
          {others.map((e) => (
            <Typography key={e.userId} variant="body2">
              {t('presence.editing', e.displayName, regionClock(e.since))}
            </Typography>
          ))}
        </Alert>
      )}
      {savedByOther && (
        <Alert severity="warning" data-testid="presence-saved" action={dirty ? <ReadAgainButton kind={kind} id={id} /> : undefined}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {savedByOther.savedAs === version
              ? t('presence.saved', savedByOther.displayName, regionClock(savedByOther.at))
              : t('presence.savedAsNew', savedByOther.displayName, regionClock(savedByOther.at), savedByOther.savedAs)}
          </Typography>
          <Typography variant="body2">{dirty ? t('presence.savedDirty') : t('presence.savedClean')}</Typography>
        </Alert>
      )}
    </Box>
  );
}

import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MoreVert from '@mui/icons-material/MoreVert';
import Visibility from '@mui/icons-material/Visibility';
import type { RecordActionName } from '@/shared/recordStates';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import { ACTION_LABELS, successMessage } from '@/shared/records/workflowTexts';
import { showToast } from '@/web/api/services/notifier';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { StickyProgressBar } from '@/web/components/StickyProgressBar';
import { useMediaQuery } from '@/web/components/useMediaQuery';
import { useAppSelector } from '@/web/app/hooks';
import { selectIsGuest } from '@/web/features/session/sessionSlice';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ActionDialog, type ActionExtras } from './ActionDialog';
import { useDuplicateWarning } from './DuplicateWarningDialog';
import { useUndoOffer } from './undo/useUndoOffer';
import { useRecordActionMutation } from './recordsApi';
import { previewRoute } from './preview/previewRoute';

/** The order the buttons appear in: forward moves first, then the others, removal last. */
const ACTION_ORDER: readonly RecordActionName[] = ['submitForApproval', 'submitForPublication', 'publish', 'return', 'archive', 'obsolete', 'extinct', 'delete'];
const PRIMARY: readonly RecordActionName[] = ['submitForApproval', 'submitForPublication', 'publish'];
const DANGER: readonly RecordActionName[] = ['extinct', 'delete'];
/** Run at once, without a question: their toast offers 'Anular' instead (issue 30 §4: they can be undone exactly). */
const UNDOABLE: readonly RecordActionName[] = ['delete', 'archive'];

export interface WorkflowActionBarProps {
  view: Pick<RecordView, 'kind' | 'id' | 'version' | 'rowVersion' | 'allowedActions' | 'startDate'>;
  /** After an action succeeded; `saved` is null when the version was deleted. */
  onDone?: (action: RecordActionName, saved: SavedRecord | null) => void;
}

/** The button list, from what the server allows: submit-for-approval and publish merge into one 'Submeter' choice. */
export function visibleActions(allowed: readonly RecordActionName[]): { merged: boolean; actions: RecordActionName[] } {
  const merged = allowed.includes('submitForApproval') && allowed.includes('publish');
  const actions = ACTION_ORDER.filter((a) => allowed.includes(a) && !(merged && a === 'publish'));
  return { merged, actions };
}

/** Below this width the destructive actions move into the 'Mais ações' menu (issue 29 §16: a phone's action bar). */
const NARROW_QUERY = '(max-width: 599.98px)';

/**
 * The workflow buttons of a record version (SPEC §4): exactly the actions the server allows
 * (view.allowedActions), each toasting its success message. One dialog per action at most (issue 29
 * §15): an action asks its confirmation question, except the choice between submitting for approval
 * and publishing, where the user's explicit choice is the confirmation, and the actions that can be
 * undone exactly (delete, archive: issue 30 §4), which run at once and offer 'Anular' in their toast. Destructive actions (extinct,
 * delete) stand apart from the others: after a divider on a wide screen, in a 'Mais ações' menu on a
 * narrow one, never beside the primary action.
 */
export function WorkflowActionBar({ view, onDone }: WorkflowActionBarProps) {
  const t = useT();
  const language = useLanguage();
  const [recordAction, { isLoading }] = useRecordActionMutation();
  const [asking, setAsking] = useState<RecordActionName | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const narrow = useMediaQuery(NARROW_QUERY);
  const duplicates = useDuplicateWarning(view.kind);
  const offerUndo = useUndoOffer();
  const { merged, actions } = visibleActions(view.allowedActions);
  const menuId = useId();
  // The public entry's preview (issue 31 §3), for every saved version a signed-in user reads (guests have no such page).
  const isGuest = useAppSelector(selectIsGuest);
  const previewTo = !isGuest && view.id > 0 ? previewRoute(view.kind, view.id, view.version) : null;
  // On a phone with a 'Mais ações' menu, the preview waits there (issue 29 §16 keeps the bar short).
  const previewInMenu = narrow && actions.some((a) => DANGER.includes(a));
  const preview =
    previewTo && !previewInMenu ? (
      <Button component={RouterLink} to={previewTo} variant="outlined" startIcon={<Visibility />}>
        {t('preview.action')}
      </Button>
    ) : null;

  const run = (action: RecordActionName, extras: ActionExtras) => {
    setAsking(null);
    setChoosing(false);
    void duplicates.guard(
      (continueOnDuplicate) =>
        recordAction({
          kind: view.kind,
          id: view.id,
          version: view.version,
          action,
          body: { rowVersion: view.rowVersion, ...extras, ...(continueOnDuplicate ? { continueOnDuplicate } : {}) },
        }).unwrap(),
      (saved) => {
        const message = successMessage(view.kind, action, language);
        // Delete and archive are undone with 'Anular' in their toast (issue 30 §4); the others' toast is plain.
        if (UNDOABLE.includes(action)) offerUndo(message, saved?.undoToken);
        else showToast(message, 'success');
        // A deleted version answers what it was (and its undo token): to the page, deleted is deleted.
        onDone?.(action, saved === null || saved.deleted ? null : saved);
      },
    );
  };

  const clicked = (action: RecordActionName) => {
    setMenuAnchor(null);
    if (merged && action === 'submitForApproval') setChoosing(true);
    // Exactly reversible: done at once, 'Anular' offered after (issue 30 §4).
    else if (UNDOABLE.includes(action)) run(action, {});
    else setAsking(action);
  };
  const label = (action: RecordActionName) => (merged && action === 'submitForApproval' ? t('workflow.submit') : ACTION_LABELS[action][language]);

  if (actions.length === 0)
    return preview ? (
      <Stack direction="row" role="group" aria-label={t('record.workflowLabel')} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {preview}
      </Stack>
    ) : null;
  const danger = actions.filter((a) => DANGER.includes(a));
  const others = actions.filter((a) => !DANGER.includes(a));
  const button = (action: RecordActionName) => (
    <Button
      key={action}
      variant={PRIMARY.includes(action) ? 'contained' : 'outlined'}
      color={DANGER.includes(action) ? 'error' : 'primary'}
      disabled={isLoading}
      onClick={() => clicked(action)}
    >
      {label(action)}
    </Button>
  );
  return (
    <>
      <Stack direction="row" role="group" aria-label={t('record.workflowLabel')} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {others.map(button)}
        {preview}
        {danger.length > 0 && !narrow && (
          <>
            {(others.length > 0 || preview) && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
            {danger.map(button)}
          </>
        )}
        {danger.length > 0 && narrow && (
          <>
            <IconButton
              aria-label={t('workflow.moreActions')}
              title={t('workflow.moreActions')}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? menuId : undefined}
              aria-expanded={menuAnchor ? 'true' : undefined}
              disabled={isLoading}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
            >
              <MoreVert />
            </IconButton>
            <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
              {previewTo && previewInMenu && (
                <MenuItem component={RouterLink} to={previewTo} onClick={() => setMenuAnchor(null)}>
                  <Visibility fontSize="small" sx={{ mr: 1.5 }} aria-hidden />
                  {t('preview.action')}
                </MenuItem>
              )}
              {danger.map((action) => (
                <MenuItem key={action} onClick={() => clicked(action)} sx={{ color: 'error.main' }}>
                  {label(action)}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Stack>
      <StickyProgressBar loading={isLoading} />
      <AppDialog
        open={choosing}
        title={t('workflow.chooseTitle')}
        onClose={() => setChoosing(false)}
        actions={
          <>
            <Button onClick={() => setChoosing(false)}>{t('modal.cancel')}</Button>
            {(['submitForApproval', 'publish'] as const).map((action) => (
              <Button key={action} variant={action === 'publish' ? 'contained' : 'outlined'} disabled={isLoading} onClick={() => run(action, {})}>
                {ACTION_LABELS[action][language]}
              </Button>
            ))}
          </>
        }
      >
        <DialogContentText sx={{ color: 'text.primary' }}>{t('workflow.chooseQuestion')}</DialogContentText>
      </AppDialog>
      <ActionDialog action={asking} startDate={view.startDate} busy={isLoading} onConfirm={run} onCancel={() => setAsking(null)} />
      {duplicates.dialog}
    </>
  );
}

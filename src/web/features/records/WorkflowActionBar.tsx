import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import type { RecordActionName } from '@/shared/recordStates';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import { ACTION_LABELS, successMessage } from '@/shared/records/workflowTexts';
import { showToast } from '@/web/api/services/notifier';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { StickyProgressBar } from '@/web/components/StickyProgressBar';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ActionDialog, type ActionExtras } from './ActionDialog';
import { useDuplicateWarning } from './DuplicateWarningDialog';
import { useRecordActionMutation } from './recordsApi';

/** The order the buttons appear in: forward moves first, then the others, removal last. */
const ACTION_ORDER: readonly RecordActionName[] = ['submitForApproval', 'submitForPublication', 'publish', 'return', 'archive', 'obsolete', 'extinct', 'delete'];
const PRIMARY: readonly RecordActionName[] = ['submitForApproval', 'submitForPublication', 'publish'];
const DANGER: readonly RecordActionName[] = ['extinct', 'delete'];

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

/**
 * The workflow buttons of a record version (SPEC §4): exactly the actions the server allows
 * (view.allowedActions), each asking its confirmation question and toasting its success message.
 * A user who may publish a draft chooses between submitting for approval and publishing.
 */
export function WorkflowActionBar({ view, onDone }: WorkflowActionBarProps) {
  const t = useT();
  const language = useLanguage();
  const [recordAction, { isLoading }] = useRecordActionMutation();
  const [asking, setAsking] = useState<RecordActionName | null>(null);
  const [choosing, setChoosing] = useState(false);
  const duplicates = useDuplicateWarning(view.kind);
  const { merged, actions } = visibleActions(view.allowedActions);

  const run = (action: RecordActionName, extras: ActionExtras) => {
    setAsking(null);
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
        showToast(successMessage(view.kind, action, language), 'success');
        onDone?.(action, saved);
      },
    );
  };

  const clicked = (action: RecordActionName) => {
    if (merged && action === 'submitForApproval') setChoosing(true);
    else setAsking(action);
  };

  if (actions.length === 0) return null;
  return (
    <>
      <Stack direction="row" role="group" aria-label={t('record.workflowLabel')} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button
            key={action}
            variant={PRIMARY.includes(action) ? 'contained' : 'outlined'}
            color={DANGER.includes(action) ? 'error' : 'primary'}
            disabled={isLoading}
            onClick={() => clicked(action)}
          >
            {merged && action === 'submitForApproval' ? t('workflow.submit') : ACTION_LABELS[action][language]}
          </Button>
        ))}
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
              <Button
                key={action}
                variant={action === 'publish' ? 'contained' : 'outlined'}
                onClick={() => {
                  setChoosing(false);
                  setAsking(action);
                }}
              >
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

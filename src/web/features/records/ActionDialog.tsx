import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { FORMATS } from '@/shared/limits';
import { TRANSITIONS, type RecordActionName } from '@/shared/recordStates';
import { ACTION_LABELS, confirmationQuestion } from '@/shared/records/workflowTexts';
import { validationMessage } from '@/shared/validation';
import { DateField } from '@/web/components/form/DateField';
import { TextArea } from '@/web/components/form/TextArea';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { useLanguage, useT } from '@/web/i18n/useT';
import { ReturnReasonFields } from './ReturnReasonFields';

export interface ActionExtras {
  comment?: string;
  endDate?: string;
  /** A return's refusal type (issue 29 §10). */
  refusalTypeId?: number;
}

export interface ActionDialogProps {
  action: RecordActionName | null;
  /** The version's start of validity: the end of validity must come after it. */
  startDate: string | null;
  busy?: boolean;
  onConfirm: (action: RecordActionName, extras: ActionExtras) => void;
  onCancel: () => void;
}

/**
 * Asks the action's confirmation question (SPEC §4); 'return' also asks why (one of the refusal types
 * of the settings, and a required comment beside it: ReturnReasonFields), 'extinct' the
 * end-of-validity date (after the start date).
 */
export function ActionDialog({ action, startDate, busy = false, onConfirm, onCancel }: ActionDialogProps) {
  const t = useT();
  const language = useLanguage();
  if (action === null) return null;
  const needsComment = TRANSITIONS[action].commentRequired;
  const needsDate = action === 'extinct';
  const isReturn = action === 'return';
  const minEnd = startDate ? dayjs(startDate).add(1, 'day').format(FORMATS.dateStored) : undefined;
  const required = validationMessage('required', language);
  return (
    <Formik
      initialValues={{ comment: '', endDate: '', refusalTypeId: null as number | null }}
      validate={(v) => ({
        ...(needsComment && !v.comment.trim() ? { comment: required } : {}),
        ...(needsDate && !v.endDate ? { endDate: required } : {}),
      })}
      onSubmit={(v) =>
        onConfirm(action, {
          ...(isReturn && v.refusalTypeId !== null ? { refusalTypeId: v.refusalTypeId } : {}),
          ...(v.comment.trim() ? { comment: v.comment.trim() } : {}),
          ...(needsDate ? { endDate: v.endDate } : {}),
        })
      }
    >
      {({ submitForm }) => (
        <AppDialog
          open
          title={ACTION_LABELS[action][language]}
          onClose={onCancel}
          role="alertdialog"
          size={isReturn ? 'medium' : 'small'}
          actions={
            <>
              <Button onClick={onCancel}>{t('modal.cancel')}</Button>
              <Button variant="contained" color={action === 'delete' || action === 'extinct' ? 'error' : 'primary'} disabled={busy} onClick={() => void submitForm()}>
                {t('modal.confirm')}
              </Button>
            </>
          }
        >
          <Form noValidate>
            <DialogContentText sx={{ color: 'text.primary' }}>{confirmationQuestion(action, language)}</DialogContentText>
            {(needsComment || needsDate) && (
              <Stack spacing={2} sx={{ mt: 2 }}>
                {needsDate && <DateField name="endDate" label={t('workflow.endDate')} required min={minEnd} autoFocus />}
                {isReturn ? <ReturnReasonFields /> : needsComment && <TextArea name="comment" label={t('workflow.comment')} required autoFocus counter />}
              </Stack>
            )}
          </Form>
        </AppDialog>
      )}
    </Formik>
  );
}

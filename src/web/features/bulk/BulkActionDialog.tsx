import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import type { BulkActionName, BulkActionRequest } from '@/shared/bulk';
import { regionLocalToInstant } from '@/shared/scheduling';
import { validationMessage } from '@/shared/validation';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { ReturnReasonFields } from '@/web/features/records/ReturnReasonFields';
import { PublishAtField, proposedPublishAt, usePublishAtCheck } from '@/web/features/records/scheduling/PublishAtField';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useBulkActionLabel } from './bulkLabels';

/** What a dialog adds to the request: a return's reason, a schedule's time. */
export type BulkExtras = Pick<BulkActionRequest, 'comment' | 'refusalTypeId' | 'publishAt'>;

export interface BulkActionDialogProps {
  action: BulkActionName | null;
  /** On how many selected records the action may be taken (the preview's count). */
  count: number;
  /** How many records are selected. */
  selected: number;
  busy?: boolean;
  onConfirm: (action: BulkActionName, extras: BulkExtras) => void;
  onCancel: () => void;
}

const SCHEDULE_FIELD_ID = 'bulk-publish-at';

interface Values {
  comment: string;
  refusalTypeId: number | null;
  publishAt: string;
}

/**
 * The one dialog of a bulk action (issue 30 §4: one dialog per action at most): the question naming
 * how many records it acts on ("Submeter 20 registos para aprovação?"); 'return' also asks the refusal
 * type and the reason (the single return's fields, ReturnReasonFields), 'schedule' the Azores date and
 * time (the single schedule dialog's field and rules: the server holds the bounds).
 */
export function BulkActionDialog({ action, count, selected, busy = false, onConfirm, onCancel }: BulkActionDialogProps) {
  const t = useT();
  const language = useLanguage();
  const label = useBulkActionLabel();
  const checkPublishAt = usePublishAtCheck();
  if (action === null) return null;
  const isReturn = action === 'return';
  const isSchedule = action === 'schedule';
  const validate = (v: Values) => {
    const errors: Partial<Record<keyof Values, string>> = {};
    if (isReturn && !v.comment.trim()) errors.comment = validationMessage('required', language);
    const publishAtError = isSchedule ? checkPublishAt(v.publishAt) : undefined;
    if (publishAtError) errors.publishAt = publishAtError;
    return errors;
  };
  const submit = (v: Values) => {
    const publishAt = isSchedule ? regionLocalToInstant(v.publishAt) : null;
    onConfirm(action, {
      ...(isReturn && v.refusalTypeId !== null ? { refusalTypeId: v.refusalTypeId } : {}),
      ...(isReturn && v.comment.trim() ? { comment: v.comment.trim() } : {}),
      ...(publishAt ? { publishAt } : {}),
    });
  };
  return (
    <Formik<Values> initialValues={{ comment: '', refusalTypeId: null, publishAt: isSchedule ? proposedPublishAt() : '' }} validate={validate} onSubmit={submit}>
      {({ submitForm }) => (
        <AppDialog
          open
          title={label(action)}
          onClose={onCancel}
          role="alertdialog"
          size={isReturn ? 'medium' : 'small'}
          actions={
            <>
              <Button onClick={onCancel}>{t('modal.cancel')}</Button>
              <Button variant="contained" color={action === 'delete' ? 'error' : 'primary'} disabled={busy} onClick={() => void submitForm()}>
                {t('modal.confirm')}
              </Button>
            </>
          }
        >
          <Form noValidate>
            <DialogContentText sx={{ color: 'text.primary' }}>{t(`bulk.confirm.${action}`, count)}</DialogContentText>
            {count < selected && <DialogContentText sx={{ mt: 1 }}>{t('bulk.confirm.notAll', count)}</DialogContentText>}
            {(isReturn || isSchedule) && (
              <Stack spacing={2} sx={{ mt: 2 }}>
                {isReturn && <ReturnReasonFields />}
                {isSchedule && (
                  <>
                    <DialogContentText>{t('scheduling.help')}</DialogContentText>
                    <PublishAtField id={SCHEDULE_FIELD_ID} />
                  </>
                )}
              </Stack>
            )}
          </Form>
        </AppDialog>
      )}
    </Formik>
  );
}

import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import type { RecordView } from '@/shared/records/contract';
import { regionDateTime } from '@/shared/regionTime';
import { instantToRegionLocal, regionLocalToInstant } from '@/shared/scheduling';
import { showToast } from '@/web/api/services/notifier';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { useDuplicateWarning } from '../DuplicateWarningDialog';
import { useT } from '@/web/i18n/useT';
import { PublishAtField, proposedPublishAt, usePublishAtCheck } from './PublishAtField';
import { useSchedulePublicationMutation } from './scheduleApi';

const FIELD_ID = 'schedule-publish-at';

export interface ScheduleDialogProps {
  view: Pick<RecordView, 'kind' | 'id' | 'version' | 'rowVersion' | 'scheduledPublication'>;
  onClose: () => void;
}

/**
 * Asks when to publish (issue 14 §1): an Azores date and time (a labelled datetime-local field, the
 * browser's own accessible picker), sent as a UTC instant. The server holds the bounds (one minute to a
 * year ahead, with their catalogued texts); the form only refuses an empty, malformed or past time.
 * A duplicate-name warning asks its question here, as the publish does.
 */
export default function ScheduleDialog({ view, onClose }: ScheduleDialogProps) {
  const t = useT();
  const [schedule, { isLoading }] = useSchedulePublicationMutation();
  const duplicates = useDuplicateWarning(view.kind);
  const rescheduling = view.scheduledPublication !== undefined;
  const initial = view.scheduledPublication ? instantToRegionLocal(view.scheduledPublication.publishAt) : proposedPublishAt();

  const check = usePublishAtCheck();
  const validate = ({ publishAt }: { publishAt: string }) => {
    const error = check(publishAt);
    return error ? { publishAt: error } : {};
  };

  const submit = async ({ publishAt }: { publishAt: string }) => {
    const instant = regionLocalToInstant(publishAt);
    if (instant === null) return;
    await duplicates.guard(
      (continueOnDuplicate) =>
        schedule({
          kind: view.kind,
          id: view.id,
          version: view.version,
          body: { rowVersion: view.rowVersion, publishAt: instant, ...(continueOnDuplicate ? { continueOnDuplicate } : {}) },
        }).unwrap(),
      () => {
        showToast(t('scheduling.scheduledToast', regionDateTime(instant)), 'success');
        onClose();
      },
    );
  };

  return (
    <>
      <Formik initialValues={{ publishAt: initial }} validate={validate} onSubmit={submit}>
        {({ submitForm }) => {
          return (
            <AppDialog
              open={!duplicates.waiting}
              title={rescheduling ? t('scheduling.rescheduleTitle') : t('scheduling.schedule')}
              onClose={onClose}
              actions={
                <>
                  <Button onClick={onClose}>{t('modal.cancel')}</Button>
                  <Button variant="contained" disabled={isLoading} onClick={() => void submitForm()}>
                    {rescheduling ? t('scheduling.reschedule') : t('scheduling.schedule')}
                  </Button>
                </>
              }
            >
              <Form noValidate>
                <DialogContentText sx={{ color: 'text.primary', mb: 2 }}>{t('scheduling.help')}</DialogContentText>
                <PublishAtField id={FIELD_ID} />
              </Form>
            </AppDialog>
          );
        }}
      </Formik>
      {duplicates.dialog}
    </>
  );
}

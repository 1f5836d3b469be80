import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import type { RecordView } from '@/shared/records/contract';
import { regionDateTime } from '@/shared/regionTime';
import { instantToRegionLocal, regionLocalToInstant } from '@/shared/scheduling';
import { validationMessage } from '@/shared/validation';
import { showToast } from '@/web/api/services/notifier';
import { AppDialog } from '@/web/components/modals/AppDialog';
import { useDuplicateWarning } from '../DuplicateWarningDialog';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useSchedulePublicationMutation } from './scheduleApi';

const FIELD_ID = 'schedule-publish-at';
const HOUR_MS = 60 * 60_000;

export interface ScheduleDialogProps {
  view: Pick<RecordView, 'kind' | 'id' | 'version' | 'rowVersion' | 'scheduledPublication'>;
  onClose: () => void;
}

/** The next whole hour at least an hour ahead: a sensible first proposal. */
function proposal(): string {
  const next = new Date(Date.now() + HOUR_MS);
  next.setUTCMinutes(0, 0, 0);
  return instantToRegionLocal(next);
}

/**
 * Asks when to publish (issue 14 §1): an Azores date and time (a labelled datetime-local field, the
 * browser's own accessible picker), sent as a UTC instant. The server holds the bounds (one minute to a
 * year ahead, with their catalogued texts); the form only refuses an empty, malformed or past time.
 * A duplicate-name warning asks its question here, as the publish does.
 */
export default function ScheduleDialog({ view, onClose }: ScheduleDialogProps) {
  const t = useT();
  const language = useLanguage();
  const [schedule, { isLoading }] = useSchedulePublicationMutation();
  const duplicates = useDuplicateWarning(view.kind);
  const rescheduling = view.scheduledPublication !== undefined;
  const initial = view.scheduledPublication ? instantToRegionLocal(view.scheduledPublication.publishAt) : proposal();

  const validate = ({ publishAt }: { publishAt: string }) => {
    if (!publishAt) return { publishAt: validationMessage('required', language) };
    const instant = regionLocalToInstant(publishAt);
    if (instant === null) return { publishAt: t('scheduling.invalid') };
    if (Date.parse(instant) <= Date.now()) return { publishAt: t('scheduling.past') };
    return {};
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
        {({ values, errors, touched, handleChange, handleBlur, submitForm }) => {
          const error = touched.publishAt ? errors.publishAt : undefined;
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
                <TextField
                  id={FIELD_ID}
                  name="publishAt"
                  type="datetime-local"
                  label={t('scheduling.when')}
                  value={values.publishAt}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  required
                  fullWidth
                  autoFocus
                  error={Boolean(error)}
                  helperText={error}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
                />
              </Form>
            </AppDialog>
          );
        }}
      </Formik>
      {duplicates.dialog}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Schedule from '@mui/icons-material/Schedule';
import type { RecordView } from '@/shared/records/contract';
import { regionDateTime } from '@/shared/regionTime';
import { useUndoOffer } from '../undo/useUndoOffer';
import { useT } from '@/web/i18n/useT';
import { useCancelScheduledPublicationMutation } from './scheduleApi';

// Loaded when asked for: most visits to a record never schedule anything.
const ScheduleDialog = lazy(() => import(/* webpackChunkName: "schedule-dialog" */ './ScheduleDialog'));

export type SchedulePanelView = Pick<RecordView, 'kind' | 'id' | 'version' | 'rowVersion' | 'allowedActions' | 'scheduledPublication'>;

/**
 * A version's scheduled publication on its detail and task page (issue 14 §1): the schedule, with
 * 'Reagendar' and 'Cancelar agendamento' for whoever may publish the version; otherwise, for them,
 * 'Agendar publicação' beside the publish action. The cancel runs at once, its toast offering 'Anular'
 * (issue 30 §4: the schedule is put back exactly).
 */
export function SchedulePublicationPanel({ view }: { view: SchedulePanelView }) {
  const t = useT();
  const [dialog, setDialog] = useState(false);
  const [cancelSchedule, { isLoading }] = useCancelScheduledPublicationMutation();
  const offerUndo = useUndoOffer();
  const mayPublish = view.allowedActions.includes('publish');
  const scheduled = view.scheduledPublication;
  if (!scheduled && !mayPublish) return null;

  const cancel = () => {
    cancelSchedule({ kind: view.kind, id: view.id, version: view.version, body: { rowVersion: view.rowVersion } })
      .unwrap()
      .then(
        (saved) => offerUndo(t('scheduling.cancelledToast'), saved.undoToken),
        () => undefined, // the base query already showed its toast
      );
  };

  return (
    <>
      {scheduled ? (
        <Alert
          // A standing notice, not an alarm: a status region (toasts are the alerts).
          role="status"
          severity="info"
          icon={<Schedule />}
          action={
            mayPublish && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button color="inherit" size="small" onClick={() => setDialog(true)}>
                  {t('scheduling.reschedule')}
                </Button>
                <Button color="inherit" size="small" disabled={isLoading} onClick={cancel}>
                  {t('scheduling.cancel')}
                </Button>
              </Stack>
            )
          }
          sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
        >
          {t('scheduling.scheduledFor', regionDateTime(scheduled.publishAt), scheduled.scheduledBy)}
        </Alert>
      ) : (
        <Stack direction="row">
          <Button variant="outlined" startIcon={<Schedule />} onClick={() => setDialog(true)}>
            {t('scheduling.schedule')}
          </Button>
        </Stack>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <ScheduleDialog view={view} onClose={() => setDialog(false)} />
        </Suspense>
      )}
    </>
  );
}

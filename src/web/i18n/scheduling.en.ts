import type { schedulingPt } from './scheduling.pt';

/** English texts of scheduled publication (scheduling.pt.ts). */
export const schedulingEn: Readonly<Record<keyof typeof schedulingPt, string>> = {
  'scheduling.marker': 'Scheduled for {0}',
  'scheduling.scheduledFor': 'Publication scheduled for {0} (Azores time), by {1}.',
  'scheduling.schedule': 'Schedule publication',
  'scheduling.reschedule': 'Reschedule',
  'scheduling.cancel': 'Cancel schedule',
  'scheduling.rescheduleTitle': 'Reschedule publication',
  'scheduling.when': 'Publication date and time (Azores time)',
  'scheduling.help': 'The version is published at that time under the rules of a normal publication. Choose between one minute and one year from now.',
  'scheduling.invalid': 'Enter a valid date and time.',
  'scheduling.past': 'The date and time must be in the future.',
  'scheduling.scheduledToast': 'Publication scheduled for {0}.',
  'scheduling.cancelQuestion': "Cancel this version's scheduled publication? The version keeps its current state.",
  'scheduling.keep': 'Keep schedule',
  'scheduling.cancelledToast': 'Schedule cancelled.',
  'audit.schedulePublication': 'Publication scheduled',
  'audit.cancelScheduledPublication': 'Schedule ended',
  'notifications.scheduledPublicationFailed': 'Scheduled publication not done: {0}',
};

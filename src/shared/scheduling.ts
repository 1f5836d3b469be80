/**
 * Scheduled publication (issue 14 §1), shared by the SPA and the server: the wire contract, the
 * rule for the time asked, and the Azores wall-clock reading of an instant. The user picks a local
 * Azores date and time; the API carries and stores UTC instants (ISO 8601).
 */
import dayjs from 'dayjs';
import { ErrorCode } from './errorCodes';
import { SCHEDULE_LIMITS } from './limits';
import { REGION_TIME_ZONE } from './regionTime';

/** The notification event of a scheduled publish that did not happen: title the record's name, body the reason. */
export const SCHEDULE_FAILED_EVENT = 'scheduledPublicationFailed';

/** A version's pending scheduled publication, as the detail, list rows and tasks carry it. */
export interface ScheduledPublication {
  /** When it publishes (ISO 8601, UTC). */
  publishAt: string;
  /** The reviewer who scheduled it. */
  scheduledBy: string;
}

/** POST …/{id}/{version}/schedule: schedule (or reschedule) the version's publication. */
export interface SchedulePublicationRequest {
  rowVersion: number;
  /** ISO 8601 with an offset or Z. */
  publishAt: string;
  /** Resend after a duplicate warning: the scheduled publish then goes ahead past it too. */
  continueOnDuplicate?: boolean;
}

/** POST …/{id}/{version}/schedule/cancel. */
export interface CancelScheduleRequest {
  rowVersion: number;
}

export type ScheduleTimeRefusal = typeof ErrorCode.ScheduleTimeInvalid | typeof ErrorCode.ScheduleTooSoon | typeof ErrorCode.ScheduleTooFar;

/** An ISO 8601 instant with its offset (the SPA sends UTC 'Z'); anything else is refused. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Why `publishAt` may not be scheduled at `now`, or null when it may: not an instant (-700), less
 * than `minLeadSeconds` ahead (-701, a time in the past included), more than maxAheadDays ahead (-702).
 */
export function scheduleTimeRefusal(publishAt: string, now: Date, minLeadSeconds: number = SCHEDULE_LIMITS.minLeadSeconds): ScheduleTimeRefusal | null {
  const at = INSTANT.test(publishAt) ? Date.parse(publishAt) : Number.NaN;
  if (Number.isNaN(at)) return ErrorCode.ScheduleTimeInvalid;
  if (at < now.getTime() + minLeadSeconds * 1000) return ErrorCode.ScheduleTooSoon;
  if (at > now.getTime() + SCHEDULE_LIMITS.maxAheadDays * 24 * 60 * 60_000) return ErrorCode.ScheduleTooFar;
  return null;
}

/** The instant of an Azores wall-clock time 'YYYY-MM-DDTHH:mm' (a datetime-local field's value), as ISO UTC; null when malformed. */
export function regionLocalToInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const parsed = dayjs.tz(local, REGION_TIME_ZONE);
  return parsed.isValid() ? parsed.toDate().toISOString() : null;
}

/** An instant as an Azores 'YYYY-MM-DDTHH:mm' (to fill a datetime-local field). */
export function instantToRegionLocal(instant: string | Date): string {
  return dayjs(instant).tz(REGION_TIME_ZONE).format('YYYY-MM-DDTHH:mm');
}

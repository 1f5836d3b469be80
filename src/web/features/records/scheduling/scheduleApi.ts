/** The schedule calls of the record engine (issue 14 §1): schedule or reschedule a version's publication, and cancel it. */
import type { SavedRecord } from '@/shared/records/contract';
import { RECORD_PATHS } from '@/shared/records/contract';
import type { CancelScheduleRequest, SchedulePublicationRequest } from '@/shared/scheduling';
import { api } from '@/web/api/api';
import { historyTag, recordTag, type RecordRef } from '../recordsApi';

export const SCHEDULE_PATHS = {
  schedule: (ref: RecordRef) => `${RECORD_PATHS.version(ref.kind, ref.id, ref.version)}/schedule`,
  cancel: (ref: RecordRef) => `${RECORD_PATHS.version(ref.kind, ref.id, ref.version)}/schedule/cancel`,
} as const;

/** What a schedule changes on screen: the record (detail, list marker), its audit, and the tasks' markers. */
const invalidates = (ref: RecordRef) => [recordTag(ref.kind, ref.id), recordTag(ref.kind, 'LIST'), historyTag(ref.kind, ref.id), { type: 'Task' as const, id: 'LIST' }];

const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    schedulePublication: build.mutation<SavedRecord, RecordRef & { body: SchedulePublicationRequest }>({
      query: ({ body, ...ref }) => ({ url: SCHEDULE_PATHS.schedule(ref), method: 'POST', body }),
      invalidatesTags: (_result, error, ref) => (error ? [] : invalidates(ref)),
    }),
    cancelScheduledPublication: build.mutation<SavedRecord, RecordRef & { body: CancelScheduleRequest }>({
      query: ({ body, ...ref }) => ({ url: SCHEDULE_PATHS.cancel(ref), method: 'POST', body }),
      invalidatesTags: (_result, error, ref) => (error ? [] : invalidates(ref)),
    }),
  }),
});

export const { useSchedulePublicationMutation, useCancelScheduledPublicationMutation } = scheduleApi;

/**
 * The record engine's calls, injected once with fixed names and the kind in the argument
 * (DESIGN.md: computed endpoint names lose their types, redux-toolkit #2127). Per-kind typing is
 * narrowed by the small hooks at the end.
 */
import type { RecordMapResult } from '@/shared/geo';
import type { RecordActionName } from '@/shared/recordStates';
import type { Attachment } from '@/shared/records/entity';
import {
  RECORD_PATHS,
  type ActionRequest,
  type AttachmentRequest,
  type CopyRecordRequest,
  type AuditEntry,
  type ChangeLogEntry,
  type DivisionOption,
  type HistoryEntry,
  type LegislationOption,
  type OrganizationOption,
  type OrganizationPickerPurpose,
  type RecordListItem,
  type RecordView,
  type SavedRecord,
  type TableData,
  type TaskItem,
} from '@/shared/records/contract';
import type { RecordKindName } from '@/shared/records/kinds';
import type { ReferenceCategory, ReferenceItem } from '@/shared/referenceLists';
import { api } from '@/web/api/api';

/** Tag ids: one per record ('entity:42') and one per kind's lists ('entity:LIST'). */
export const recordTag = (kind: RecordKindName, id: number | 'LIST') => ({ type: 'Record' as const, id: `${kind}:${id}` });
export const historyTag = (kind: RecordKindName, id: number) => ({ type: 'History' as const, id: `${kind}:${id}` });
const TASKS_TAG = { type: 'Task' as const, id: 'LIST' };
/** 'O meu trabalho' (issue 30 §2, features/myWork): its counts read again after any record change (under the tasks' tag type, an id of its own). */
export const MY_WORK_TAG = { type: 'Task' as const, id: 'MY_WORK' };

export interface RecordRef {
  kind: RecordKindName;
  id: number;
  version: number;
}

export interface SearchRecordsArg {
  kind: RecordKindName;
  /** The kind's search form (SPEC §3.1) plus an optional pageSize. */
  form: Record<string, unknown> & { pageSize?: number };
}

export interface CreateRecordArg {
  kind: RecordKindName;
  input: unknown;
  continueOnDuplicate?: boolean;
}

export interface SaveRecordArg extends RecordRef {
  input: unknown;
  rowVersion: number;
  continueOnDuplicate?: boolean;
}

export interface RecordActionArg extends RecordRef {
  action: RecordActionName;
  body: ActionRequest;
}

export interface CopyRecordArg extends RecordRef, CopyRecordRequest {}

export interface TaskSearchArg {
  name?: string;
  kinds?: RecordKindName[];
  pageNumber?: number;
  pageSize?: number;
  sortBy?: string;
}

/** The records' map of a search (src/server/records/recordMapRoute.ts), beside the kind's other calls. */
const recordMapPath = (kind: RecordKindName) => `${RECORD_PATHS.base(kind)}/map`;

/** What a change of one record makes stale: its views, the kind's lists, its history, the tasks, 'O meu trabalho' (also the hub's live refresh: issue 29 §6). */
export const invalidatesRecord = (kind: RecordKindName, id: number) => [recordTag(kind, id), recordTag(kind, 'LIST'), historyTag(kind, id), TASKS_TAG, MY_WORK_TAG];

export const recordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchRecords: build.query<TableData<RecordListItem>, SearchRecordsArg>({
      query: ({ kind, form }) => ({ url: RECORD_PATHS.search(kind), method: 'POST', body: form }),
      providesTags: (result, _e, { kind }) => [recordTag(kind, 'LIST'), ...(result?.items ?? []).map((i) => recordTag(kind, i.id))],
    }),
    /** The search form's matches that have coordinates, for the list's map view (kinds with `listMap`). */
    recordsMap: build.query<RecordMapResult, SearchRecordsArg>({
      query: ({ kind, form }) => ({ url: recordMapPath(kind), method: 'POST', body: form }),
      providesTags: (_result, _e, { kind }) => [recordTag(kind, 'LIST')],
    }),
    getRecord: build.query<RecordView, RecordRef>({
      query: ({ kind, id, version }) => RECORD_PATHS.version(kind, id, version),
      providesTags: (_r, _e, { kind, id }) => [recordTag(kind, id)],
    }),
    createRecord: build.mutation<SavedRecord, CreateRecordArg>({
      query: ({ kind, input, continueOnDuplicate }) => ({
        url: RECORD_PATHS.base(kind),
        method: 'POST',
        body: { input, ...(continueOnDuplicate ? { continueOnDuplicate } : {}) },
      }),
      invalidatesTags: (result, _e, { kind }) => (result ? [recordTag(kind, 'LIST'), TASKS_TAG] : []),
    }),
    saveRecord: build.mutation<SavedRecord, SaveRecordArg>({
      query: ({ kind, id, version, input, rowVersion, continueOnDuplicate }) => ({
        url: RECORD_PATHS.version(kind, id, version),
        method: 'PUT',
        body: { input, rowVersion, ...(continueOnDuplicate ? { continueOnDuplicate } : {}) },
      }),
      invalidatesTags: (result, _e, { kind, id }) => (result ? invalidatesRecord(kind, id) : []),
    }),
    recordAction: build.mutation<SavedRecord | null, RecordActionArg>({
      query: ({ kind, id, version, action, body }) => ({ url: RECORD_PATHS.action(kind, id, version, action), method: 'POST', body }),
      // A deleted version is not read again (its page, still open for a moment, would toast its not-found): everything
      // else of the record is, and its other versions' views are fetched anew below.
      invalidatesTags: (result, error, { kind, id }) => (error ? [] : result?.deleted ? invalidatesRecord(kind, id).slice(1) : invalidatesRecord(kind, id)),
      async onQueryStarted({ kind, id, version }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.deleted) return;
        for (const args of recordsApi.util.selectCachedArgsForQuery(getState(), 'getRecord')) {
          if (args.kind === kind && args.id === id && args.version !== version)
            void dispatch(recordsApi.endpoints.getRecord.initiate(args, { subscribe: false, forceRefetch: true }));
        }
      },
    }),
    /** One stored attachment with its bytes (SPEC §7 POST /attachment/get): a mutation, so large bytes are never kept in the cache. */
    getAttachment: build.mutation<Attachment, AttachmentRequest>({
      query: (body) => ({ url: RECORD_PATHS.attachment, method: 'POST', body }),
    }),
    /** A copy of a version as a new draft record under another entity (-253 when the kind or the user may not). */
    copyRecord: build.mutation<SavedRecord, CopyRecordArg>({
      query: ({ kind, id, version, organizationId }) => ({ url: RECORD_PATHS.copy(kind, id, version), method: 'POST', body: { organizationId } satisfies CopyRecordRequest }),
      invalidatesTags: (result, _e, { kind }) => (result ? [recordTag(kind, 'LIST'), TASKS_TAG] : []),
    }),
    getHistory: build.query<HistoryEntry[], { kind: RecordKindName; id: number }>({
      query: ({ kind, id }) => RECORD_PATHS.history(kind, id),
      providesTags: (_r, _e, { kind, id }) => [historyTag(kind, id)],
    }),
    getChangeLog: build.query<ChangeLogEntry[], RecordRef & { againstPublished: boolean }>({
      query: ({ kind, id, version, againstPublished }) => `${RECORD_PATHS.changeLog(kind, id, version)}?againstPublished=${againstPublished}`,
      providesTags: (_r, _e, { kind, id }) => [historyTag(kind, id)],
    }),
    getAudit: build.query<AuditEntry[], { kind: RecordKindName; id: number }>({
      query: ({ kind, id }) => RECORD_PATHS.audit(kind, id),
      providesTags: (_r, _e, { kind, id }) => [historyTag(kind, id)],
    }),
    searchTasks: build.query<TableData<TaskItem>, TaskSearchArg>({
      query: (body) => ({ url: RECORD_PATHS.tasks, method: 'POST', body }),
      providesTags: [TASKS_TAG],
    }),
    searchOrganizations: build.query<OrganizationOption[], { query: string; limit?: number; purpose?: OrganizationPickerPurpose; kind?: RecordKindName }>({
      query: ({ query, limit = 20, purpose = 'any', kind }) =>
        `${RECORD_PATHS.organizationPicker}?${new URLSearchParams({ query, limit: String(limit), purpose, ...(kind ? { kind } : {}) }).toString()}`,
    }),
    getDivisions: build.query<DivisionOption[], void>({
      query: () => RECORD_PATHS.divisions,
      // The Azores divisions do not change while someone works.
      keepUnusedDataFor: 3600,
    }),
    getReferenceList: build.query<ReferenceItem[], ReferenceCategory>({
      query: (category) => RECORD_PATHS.reference(category),
      // Reference lists change rarely: keep them for the session's life on screen.
      keepUnusedDataFor: 600,
    }),
    getLegislations: build.query<LegislationOption[], void>({
      query: () => RECORD_PATHS.legislations,
      // The settings' legislations change rarely, like the reference lists.
      keepUnusedDataFor: 600,
    }),
  }),
});

export const {
  useSearchRecordsQuery,
  useRecordsMapQuery,
  useGetRecordQuery,
  useCreateRecordMutation,
  useSaveRecordMutation,
  useRecordActionMutation,
  useGetAttachmentMutation,
  useCopyRecordMutation,
  useGetHistoryQuery,
  useGetChangeLogQuery,
  useGetAuditQuery,
  useSearchTasksQuery,
  useSearchOrganizationsQuery,
  useGetDivisionsQuery,
  useGetReferenceListQuery,
  useGetLegislationsQuery,
} = recordsApi;

/** getRecord narrowed to a kind's data type. */
export function useRecordView<TData>(ref: RecordRef | null) {
  const result = useGetRecordQuery(ref ?? { kind: 'entity', id: 0, version: 0 }, { skip: ref === null || ref.id <= 0 || ref.version <= 0 });
  return { ...result, data: result.data as RecordView<TData> | undefined };
}

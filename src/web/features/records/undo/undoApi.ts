/** POST /api/undo/{token} (issue 30 §4): puts back what an undoable action changed; a refusal (-750, -751) is toasted by the base query. */
import type { RecordKindName } from '@/shared/records/kinds';
import { UNDO_PATHS, type UndoResult } from '@/shared/undo';
import { api } from '@/web/api/api';
import { invalidatesRecord } from '../recordsApi';

export const undoApi = api.injectEndpoints({
  endpoints: (build) => ({
    undo: build.mutation<UndoResult, string>({
      query: (token) => ({ url: UNDO_PATHS.undo(token), method: 'POST' }),
      // What shows the record reads it again (its pages, the lists, its history, the tasks); a reorder's caller refreshes its tree (onUndone).
      invalidatesTags: (result) => (result && result.kind !== null && result.id !== null ? invalidatesRecord(result.kind as RecordKindName, result.id) : []),
    }),
  }),
});

import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import type { RecordKindName } from '@/shared/records/kindBasics';
import { api } from '@/web/api/api';
import { useAppDispatch } from '@/web/app/hooks';
import { holdRecord } from './liveRecordRefresh';
import { recordTag } from './recordsApi';

/**
 * Put inside a record's edit form (Formik): while the form is dirty, the live refresh (issue 29 §6,
 * liveRecordRefresh.ts) leaves the record's views alone, so the form keeps the user's edits; when it lets
 * go (saved, undone or left), a refresh that waited happens. `id` null: a new record, nothing to hold.
 */
export function LiveRefreshHold({ kind, id }: { kind: RecordKindName; id: number | null }) {
  const { dirty } = useFormikContext();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (id === null) return undefined;
    const release = holdRecord(kind, id, dirty);
    return () => {
      if (release()) dispatch(api.util.invalidateTags([recordTag(kind, id)]));
    };
  }, [kind, id, dirty, dispatch]);
  return null;
}

/**
 * Put on an edit page of the record that shows no form (issue 31 §2: not editable now — another user
 * submitted it — or a newer version pending): it holds nothing, so the record still follows its state
 * (an edit page of the record without any hold would otherwise be taken for a dirty form).
 */
export function NoFormHold({ kind, id }: { kind: RecordKindName; id: number }) {
  useEffect(() => {
    const release = holdRecord(kind, id, false);
    return () => void release();
  }, [kind, id]);
  return null;
}

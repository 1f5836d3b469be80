import { useCallback } from 'react';
import { UNDO_LIMITS, type UndoResult } from '@/shared/undo';
import { showToast } from '@/web/api/services/notifier';
import { useAppDispatch } from '@/web/app/hooks';
import { useT } from '@/web/i18n/useT';
import { undoApi } from './undoApi';

/**
 * The success toast of an undoable action (issue 30 §4): its message and an 'Anular' button for
 * UNDO_LIMITS.offeredMs. Clicking it calls the undo route, which refreshes what shows the record, and
 * toasts 'Ação anulada.' (a refusal is toasted with its catalogued text by the base query). Without a
 * token (an older server, a guest) the toast is the plain success message.
 */
export function useUndoOffer(): (message: string, token: string | undefined, onUndone?: (result: UndoResult) => void) => void {
  const t = useT();
  const dispatch = useAppDispatch();
  const doneText = t('undo.done');
  const label = t('undo.undo');
  return useCallback(
    (message, token, onUndone) => {
      if (!token) {
        showToast(message, 'success');
        return;
      }
      const undo = async () => {
        // The store's dispatch: the page that acted may be gone (a deleted version's page leaves for the list).
        const answer = await dispatch(undoApi.endpoints.undo.initiate(token));
        if ('data' in answer && answer.data) {
          showToast(doneText, 'success');
          onUndone?.(answer.data);
        }
      };
      showToast(message, 'success', { action: { label, onClick: () => void undo() }, durationMs: UNDO_LIMITS.offeredMs });
    },
    [dispatch, doneText, label],
  );
}

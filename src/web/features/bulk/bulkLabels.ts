import { useCallback } from 'react';
import type { BulkActionName } from '@/shared/bulk';
import { ACTION_LABELS } from '@/shared/records/workflowTexts';
import { useLanguage, useT } from '@/web/i18n/useT';

/** A bulk action's name, the single action's words (the workflow labels; scheduling's 'Agendar publicação'). */
export function useBulkActionLabel(): (action: BulkActionName) => string {
  const t = useT();
  const language = useLanguage();
  return useCallback((action: BulkActionName) => (action === 'schedule' ? t('scheduling.schedule') : ACTION_LABELS[action][language]), [t, language]);
}

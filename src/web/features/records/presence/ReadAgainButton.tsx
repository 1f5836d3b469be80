import Button from '@mui/material/Button';
import type { RecordKindName } from '@/shared/records/kindBasics';
import { api } from '@/web/api/api';
import { useAppDispatch } from '@/web/app/hooks';
import { useT } from '@/web/i18n/useT';
import { recordTag } from '../recordsApi';

/**
 * 'Ler de novo' in a presence or change notice: reads the record again, dropping the form's unsaved
 * edits (the text says so). Offered only over a dirty form; a clean one follows the record by itself.
 */
export function ReadAgainButton({ kind, id }: { kind: RecordKindName; id: number }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => dispatch(api.util.invalidateTags([recordTag(kind, id)]))}>
      {t('presence.reload')}
    </Button>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { RecordKindName } from '@/shared/records/kinds';
import { formatCount } from '@/web/components/DataTable/footerText';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useSearchRecordsQuery } from './recordsApi';

/**
 * "Há 3 registos noutros estados que o filtro Estado esconde. Mostrar todos os estados" above a list whose
 * state filter hides records the user may read (hiddenByState.ts); nothing when it hides none. `search`:
 * the list's search for the other states (null: nothing to ask). `onShowAll` widens the filter to every state.
 */
export function HiddenByStateNotice({ kind, search, onShowAll }: { kind: RecordKindName; search: Record<string, unknown> | null; onShowAll: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { currentData } = useSearchRecordsQuery({ kind, form: search ?? {} }, { skip: search === null });
  const hidden = search ? (currentData?.total ?? 0) : 0;
  if (hidden === 0) return null;
  const text = currentData?.totalIsLowerBound
    ? t('layout.hiddenByStateMore', formatCount(language, hidden))
    : hidden === 1
      ? t('layout.hiddenByStateOne')
      : t('layout.hiddenByState', formatCount(language, hidden));
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 1.5 }}
      action={
        <Button color="inherit" size="small" onClick={onShowAll}>
          {t('layout.showAllStates')}
        </Button>
      }
      data-hidden-by-state={hidden}
    >
      {text}
    </Alert>
  );
}

import Stack from '@mui/material/Stack';
import { isListSearchForm } from '@/shared/userPreferences';
import { useAppSelector } from '@/web/app/hooks';
import { selectIsGuest } from '@/web/features/session/sessionSlice';
import { ColumnsMenu } from './ColumnsMenu';
import { SavedSearchesMenu } from './SavedSearchesMenu';
import type { ListPreferencesControl } from './useListPreferences';

/**
 * A list's own tools above its table (issue 30 §3): "Colunas" (columns, order, density) on the list
 * view, and the saved searches of its form for signed-in users (guests keep none).
 */
export function ListToolbar<C extends { key: string; label: string }>({
  prefs,
  form,
  values,
  showColumns = true,
}: {
  prefs: ListPreferencesControl<C>;
  /** The list's search form (a list form of SPEC §3.1 has saved searches). */
  form: string;
  /** The list's current (searched) form. */
  values: Record<string, unknown>;
  showColumns?: boolean;
}) {
  const isGuest = useAppSelector(selectIsGuest);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }} data-testid="list-toolbar">
      {showColumns && <ColumnsMenu prefs={prefs} />}
      {!isGuest && isListSearchForm(form) && <SavedSearchesMenu form={form} values={values} />}
    </Stack>
  );
}

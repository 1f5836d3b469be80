import { useState, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Search from '@mui/icons-material/Search';
import { useT } from '@/web/i18n/useT';
import { activeFilterCount } from './activeFilters';
import { FoldedFilters } from './FoldedFilters';

export interface ListFiltersProps<F extends string> {
  /** The filters as the URL holds them. */
  values: Record<F, string>;
  defaults: Record<F, string>;
  onSearch: (filters: Record<F, string>) => void;
  /** The filter fields (TextInput, SelectField … named after the filter keys). */
  children: ReactNode;
  label: string;
}

/** The filter card's buttons: 'Limpar' (back to the defaults) and 'Pesquisar' (submits the form). */
function FilterActions({ onClear }: { onClear: () => void }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexShrink: 0 }}>
      <Button onClick={onClear}>{t('settings.common.clear')}</Button>
      <Button type="submit" variant="contained" startIcon={<Search />}>
        {t('settings.common.search')}
      </Button>
    </Stack>
  );
}

/** The filter card of a settings list: its fields side by side (folded behind 'Filtros' on a narrow screen), 'Limpar' and 'Pesquisar'. */
export function ListFilters<F extends string>({ values, defaults, onSearch, children, label }: ListFiltersProps<F>) {
  // The filters this card last searched for. When the address catches up with them (a router
  // transition may land a moment later) the form is not reset to them: whatever the user typed
  // meanwhile stays. Any other change of the address (Limpar, back, a link) does reset it.
  const [searched, setSearched] = useState<Record<F, string> | null>(null);
  const ownSearch = searched !== null && sameFilters(searched, values);
  const search = (filters: Record<F, string>) => {
    setSearched(filters);
    onSearch(filters);
  };
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: { xs: 2, md: 2.5 } }}>
      {/* No onReset: Formik 2.4 calls it on every reinitialisation too, which would wipe each new search. */}
      <Formik initialValues={values} enableReinitialize={!ownSearch} onSubmit={search}>
        <Form noValidate role="search" aria-label={label}>
          {/* On a phone the fields fold behind a 'Filtros' button (issue 29 §16). */}
          <FoldedFilters activeCount={activeFilterCount(values, defaults)}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', md: 'flex-start' } }}>
              <Box sx={{ flex: 1, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' } }}>{children}</Box>
              <FilterActions
                onClear={() => {
                  setSearched(null);
                  onSearch(defaults);
                }}
              />
            </Stack>
          </FoldedFilters>
        </Form>
      </Formik>
    </Paper>
  );
}

function sameFilters<F extends string>(a: Record<F, string>, b: Record<F, string>): boolean {
  return (Object.keys(b) as F[]).every((key) => a[key] === b[key]);
}

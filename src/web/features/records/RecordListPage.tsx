import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Search from '@mui/icons-material/Search';
import ViewList from '@mui/icons-material/ViewList';
import type { RecordMapItem } from '@/shared/geo';
import { LIMITS } from '@/shared/limits';
import { RECORD_KINDS, type RecordKindName } from '@/shared/records/kinds';
import { useAppDispatch, useAppSelector } from '@/web/app/hooks';
import { DataTable } from '@/web/components/DataTable/DataTable';
import type { RowId } from '@/web/components/DataTable/selection';
import { useTableSelection } from '@/web/components/DataTable/useTableSelection';
import { PageContainer } from '@/web/components/PageContainer';
import { FoldedFilters } from '@/web/components/resource/FoldedFilters';
import { activeFilterCount } from '@/web/components/resource/activeFilters';
import { searchFormCleared, searchSubmitted, selectSearchForm } from '@/web/features/search/searchFormsSlice';
import { DEFAULT_SEARCH_FORMS, type SearchForms } from '@/web/features/search/searchForms';
import { selectIsGuest, selectSessionUser } from '@/web/features/session/sessionSlice';
import { useLanguage, useT } from '@/web/i18n/useT';
import { hiddenByStateSearch, stateFieldOf } from './hiddenByState';
import { HiddenByStateNotice } from './HiddenByStateNotice';
import type { RecordKindUi } from './kindUi';
import { recordRoutes } from './recordRoutes';
import { canCreateRecord } from './recordPermissions';
import { useRecordsMapQuery, useSearchRecordsQuery } from './recordsApi';
import { recordSearchTableProps } from './recordSearchTable';
import { recordListKey } from '@/shared/userPreferences';
import { ListToolbar } from '@/web/features/search/lists/ListToolbar';
import { useListPreferences } from '@/web/features/search/lists/useListPreferences';
import { useSearchUrl } from '@/web/features/search/lists/useSearchUrl';

// Leaflet and its cluster plugin load only when the map view is first shown (the map's one chunk: mapViews.ts).
const RecordsMapView = lazy(() => import('@/web/features/map/mapViews').then((views) => ({ default: views.RecordsMapView })));

type AnyForm = Record<string, unknown>;
type ListView = 'list' | 'map';

/**
 * The filters worth sending: empty texts and null ("any") are left out. The server's schema
 * coerces a null boolean to false, so 'active: null' would otherwise mean "inactive only".
 */
export function compactSearchForm(form: AnyForm): AnyForm {
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== null && v !== undefined && v !== ''));
}

/** The bulk bar (features/bulk, handed in by the route table: this base feature may not import it), over the list's selection. */
export type RecordListBulkBar = ComponentType<{ table: string; scope: { search: { kind: RecordKindName; form: AnyForm } }; total: number; pageIds: readonly RowId[] }>;

/**
 * The list of a kind (SPEC §2.3 …): its search form (kept in the searchForms slice, reset by a
 * menu click), the table with server-side paging and sorting, and 'Criar' for users who may create.
 */
export function RecordListPage<TInput extends object, TData>({ ui, bulkBar: BulkBar }: { ui: RecordKindUi<TInput, TData>; bulkBar?: RecordListBulkBar }) {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const meta = RECORD_KINDS[ui.kind];
  const form = useAppSelector((state) => selectSearchForm(state, ui.searchForm)) as AnyForm;
  const user = useAppSelector(selectSessionUser);
  const isGuest = useAppSelector(selectIsGuest);
  // Columns, page size and density kept per user (issue 30 §3); the search follows the URL.
  const prefs = useListPreferences(recordListKey(ui.kind), ui.useListColumns());
  const { pageSize, setPageSize } = prefs;
  const [view, setView] = useState<ListView>('list');
  const showMap = ui.listMap === true && view === 'map';
  const result = useSearchRecordsQuery({ kind: ui.kind, form: { ...compactSearchForm(form), pageSize } }, { skip: showMap });
  // The map takes the same form; the server ignores its paging (a map shows every match).
  const mapResult = useRecordsMapQuery({ kind: ui.kind, form: compactSearchForm(form) }, { skip: !showMap });
  const detailOf = useCallback((item: RecordMapItem) => recordRoutes(ui.kind).detail(item.id, item.version), [ui.kind]);
  const columns = prefs.columns;
  useSearchUrl(ui.searchForm);
  const { page, ...table } = recordSearchTableProps(result, Number(form[ui.pageField] ?? LIMITS.firstPage));

  const submit = (values: AnyForm): void => {
    dispatch(searchSubmitted(ui.searchForm, values as Partial<SearchForms[typeof ui.searchForm]>));
  };
  // What the state filter hides (guests read published versions only: nothing to hide from them), asked
  // once the list has answered: the list comes first.
  const hiddenSearch = isGuest || showMap || !result.data ? null : hiddenByStateSearch(compactSearchForm(form), ui.pageField, LIMITS.firstPage);
  const stateField = stateFieldOf(form);
  const activeFilters = activeFilterCount(form, DEFAULT_SEARCH_FORMS[ui.searchForm] as unknown as AnyForm, [ui.pageField, 'sortBy']);
  const titleId = `${ui.kind}-search-title`;
  // Bulk selection (issue 30 §1): signed-in users, on the list view; guests get none.
  const bulkTable = `bulk.${ui.kind}`;
  const bulkSelection = useTableSelection(bulkTable);
  const bulkOn = BulkBar !== undefined && !isGuest && !showMap;

  return (
    <PageContainer
      title={meta.labelPlural[language]}
      actions={
        canCreateRecord(user, ui.kind) && (
          <Button component={RouterLink} to={recordRoutes(ui.kind).create()} variant="contained" startIcon={<Add />}>
            {t('record.create')}
          </Button>
        )
      }
    >
      <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
          {t('record.search.title')}
        </Typography>
        <Formik initialValues={form} enableReinitialize onSubmit={(values) => submit({ ...values, [ui.pageField]: LIMITS.firstPage })}>
          <Form noValidate>
            {/* On a phone the fields fold behind a 'Filtros' button (issue 29 §16). */}
            <FoldedFilters activeCount={activeFilters}>
              <ui.SearchFields />
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 2 }}>
                {/* Not Formik's onReset: Formik calls it on every re-initialisation too (the stored form changing). */}
                <Button onClick={() => dispatch(searchFormCleared(ui.searchForm))}>{t('record.search.clear')}</Button>
                <Button type="submit" variant="contained" startIcon={<Search />}>
                  {t('record.search.submit')}
                </Button>
              </Stack>
            </FoldedFilters>
          </Form>
        </Formik>
      </Paper>
      <section aria-label={t('record.search.results')}>
        <HiddenByStateNotice kind={ui.kind} search={hiddenSearch} onShowAll={() => stateField && submit({ [stateField]: [], [ui.pageField]: LIMITS.firstPage })} />
        {ui.listMap && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_event, next: ListView | null) => next && setView(next)}
            aria-label={t('map.view')}
            sx={{ mb: 1.5 }}
          >
            <ToggleButton value="list">
              <ViewList fontSize="small" sx={{ mr: 0.75 }} aria-hidden />
              {t('map.view.list')}
            </ToggleButton>
            <ToggleButton value="map">
              <MapOutlined fontSize="small" sx={{ mr: 0.75 }} aria-hidden />
              {t('map.view.map')}
            </ToggleButton>
          </ToggleButtonGroup>
        )}
        {bulkOn && (
          <BulkBar table={bulkTable} scope={{ search: { kind: ui.kind, form: compactSearchForm(form) } }} total={table.total} pageIds={table.rows.map(table.rowKey)} />
        )}
        <ListToolbar prefs={prefs} form={ui.searchForm} values={form} showColumns={!showMap} />
        {showMap ? (
          <Suspense fallback={<Typography role="status">{t('map.loading')}</Typography>}>
            <RecordsMapView
              items={mapResult.currentData?.items ?? []}
              truncated={mapResult.currentData?.truncated ?? false}
              loading={mapResult.isFetching}
              linkOf={detailOf}
            />
          </Suspense>
        ) : (
          <DataTable
            label={meta.labelPlural[language]}
            columns={columns}
            density={prefs.density}
            {...table}
            emptyText={t(ui.listEmptyText)}
            selection={bulkOn ? { value: bulkSelection.value, onChange: bulkSelection.onChange, rowLabel: (r) => r.name } : undefined}
            sortBy={String(form.sortBy ?? '')}
            onSortChange={(sortBy) => submit({ sortBy, [ui.pageField]: LIMITS.firstPage })}
            pagination={{
              ...page,
              pageSize,
              onPageChange: (page) => submit({ [ui.pageField]: page }),
              onPageSizeChange: (size) => {
                setPageSize(size);
                submit({ [ui.pageField]: LIMITS.firstPage });
              },
            }}
          />
        )}
      </section>
    </PageContainer>
  );
}

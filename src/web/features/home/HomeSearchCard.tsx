import { useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { OBJECT_KIND_LABELS } from '@/shared/objectKinds';
import { LIMITS } from '@/shared/limits';
import { validationMessage } from '@/shared/validation';
import { useAppDispatch, useAppSelector } from '@/web/app/hooks';
import { LightSelectField } from '@/web/components/form/LightSelectField';
import { LightTextField } from '@/web/components/form/LightTextField';
import { LightButton } from '@/web/components/LightButton';
import { LazyAlert } from '@/web/components/LazyAlert';
import { searchFormCleared, searchSubmitted, selectSearchForm } from '@/web/features/search/searchFormsSlice';
import { INITIAL_HOME_SEARCH, type HomeSearchForm } from '@/web/features/search/searchForms';
import { selectIsGuest } from '@/web/features/session/sessionSlice';
import { useLanguage, useT } from '@/web/i18n/useT';
import { hasAnyFilter, searchableKinds } from './homeSearch';

const TITLE_ID = 'home-search-title';
const ERROR_ID = 'home-search-error';

/** The filters of the home search (SPEC §2.1). They persist in the searchForms slice like every list's. */
export function HomeSearchCard() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => selectSearchForm(state, 'home'));
  const isGuest = useAppSelector(selectIsGuest);
  const [missingFilter, setMissingFilter] = useState(false);

  // The form starts from the stored filters and keeps its own values until submitted (no formik: it and
  // lodash were 10 KB gzip of the home page's first load for four plain fields).
  const [values, setValues] = useState<HomeSearchForm>(stored);
  // A search run again from the history replaces the stored filters: the fields show them (state
  // adjusted while rendering, React's pattern for following a changed input without an effect).
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setValues(stored);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = hasAnyFilter(values);
    setMissingFilter(!ok);
    if (ok) dispatch(searchSubmitted('home', values));
  };

  const clear = (event: FormEvent) => {
    event.preventDefault();
    setValues(INITIAL_HOME_SEARCH);
    setMissingFilter(false);
    dispatch(searchFormCleared('home'));
  };

  const text = (field: 'name' | 'code' | 'organization') => ({
    id: field,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [field]: event.target.value })),
    htmlInput: { maxLength: LIMITS.textMaxLength },
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={TITLE_ID} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={TITLE_ID} variant="h2" sx={{ mb: 2 }}>
        {t('home.search.title')}
      </Typography>
      <form noValidate onSubmit={submit} onReset={clear} aria-describedby={missingFilter ? ERROR_ID : undefined}>
        {/* A CSS grid (MUI's Grid is 2 KB gzip): one column, two from sm, four from lg. */}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          <LightTextField {...text('name')} label={t('home.search.name')} />
          <LightTextField {...text('code')} label={t('home.search.code')} />
          {/* A native select: the list is the browser's own (keyboard and screen readers as usual), and the
             page's first load does without MUI's Select, Menu, Popover and Modal (about 15 KB gzip). */}
          <LightSelectField
            id="objectKind"
            name="objectKind"
            label={t('home.search.kind')}
            value={values.objectKind === null ? '' : String(values.objectKind)}
            onChange={(e) => setValues((current) => ({ ...current, objectKind: e.target.value === '' ? null : Number(e.target.value) }))}
          >
            <option value="">{t('home.search.anyKind')}</option>
            {searchableKinds(isGuest).map((kind) => (
              <option key={kind} value={kind}>
                {OBJECT_KIND_LABELS[kind][language]}
              </option>
            ))}
          </LightSelectField>
          <LightTextField {...text('organization')} label={t('home.search.organization')} />
        </Box>
        {missingFilter && (
          <LazyAlert id={ERROR_ID} severity="error" role="alert" sx={{ mt: 2 }}>
            {validationMessage('atLeastOneFilter', language)}
          </LazyAlert>
        )}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <LightButton type="reset" variant="text">
            {t('home.search.clear')}
          </LightButton>
          <LightButton type="submit" variant="contained" startIcon={<Search />}>
            {t('home.search.submit')}
          </LightButton>
        </Stack>
      </form>
    </Paper>
  );
}

import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BookmarkAdd from '@mui/icons-material/BookmarkAddOutlined';
import Bookmarks from '@mui/icons-material/BookmarksOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { SearchFormName as ListSearchFormName } from '@/shared/searchForms';
import { PREFERENCE_LIMITS, type SavedSearch } from '@/shared/userPreferences';
import { isApiError } from '@/web/api/apiError';
import { showToast } from '@/web/api/services/notifier';
import { useAppDispatch } from '@/web/app/hooks';
import { searchSubmitted } from '../searchFormsSlice';
import { DEFAULT_SEARCH_FORMS, type SearchForms } from '../searchForms';
import { PopoverPanel } from '@/web/components/PopoverPanel';
import { useT } from '@/web/i18n/useT';
import { useCreateSavedSearchMutation, useDeleteSavedSearchMutation, useGetSavedSearchesQuery } from './listsApi';
import { changedSearchValues } from './searchUrl';

/** "Guardar pesquisa": names the list's current (searched) form and keeps it; a name taken is shown under the field. */
function SaveSearchDialog({ form, values, onClose }: { form: ListSearchFormName; values: Record<string, unknown>; onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [create, { isLoading }] = useCreateSavedSearchMutation();
  const submit = async () => {
    if (name.trim() === '') {
      setError(t('lists.saved.required'));
      input.current?.focus();
      return;
    }
    try {
      await create({ form, name: name.trim(), values: changedSearchValues(form, values) }).unwrap();
      showToast(t('lists.saved.saved'), 'success');
      onClose();
    } catch (failure) {
      // -760 (a name already given in this list) belongs to the name field; the base query toasted any other.
      if (isApiError(failure) && failure.field === 'name') {
        setError(failure.description);
        input.current?.focus();
      }
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="save-search-title" fullWidth maxWidth="xs">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="save-search-title">{t('lists.saved.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('lists.saved.dialogText')}</DialogContentText>
          <TextField
            id="saved-search-name"
            inputRef={input}
            autoFocus
            required
            label={t('lists.saved.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: PREFERENCE_LIMITS.savedSearchNameMaxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('lists.saved.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {t('lists.saved.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * A list's saved searches (issue 30 §3): "Pesquisas guardadas" opens one (it fills the store's form,
 * which searches) or deletes it; "Guardar pesquisa" keeps the current one under a name.
 */
export function SavedSearchesMenu({ form, values }: { form: ListSearchFormName; values: Record<string, unknown> }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [saving, setSaving] = useState(false);
  const { data: all = [] } = useGetSavedSearchesQuery();
  const [remove] = useDeleteSavedSearchMutation();
  const searches = all.filter((search) => search.form === form);
  const open = (search: SavedSearch, close: () => void) => {
    close();
    dispatch(searchSubmitted(form, { ...DEFAULT_SEARCH_FORMS[form], ...search.values } as Partial<SearchForms[typeof form]>));
  };
  const deleteSearch = async (search: SavedSearch) => {
    try {
      await remove(search.id).unwrap();
      showToast(t('lists.saved.deleted'), 'success');
    } catch {
      // The base query toasted the refusal.
    }
  };
  return (
    <>
      <PopoverPanel label={t('lists.saved.menu')} icon={<Bookmarks />} title={t('lists.saved.title')} minWidth={260}>
        {(close) =>
          searches.length === 0 ? (
            <Typography color="text.secondary">{t('lists.saved.none')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {searches.map((search) => (
                <Box component="li" key={search.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Button
                    sx={{ flex: 1, justifyContent: 'flex-start', textTransform: 'none' }}
                    aria-label={t('lists.saved.open', search.name)}
                    onClick={() => open(search, close)}
                  >
                    {search.name}
                  </Button>
                  <IconButton size="small" aria-label={t('lists.saved.delete', search.name)} onClick={() => void deleteSearch(search)}>
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          )
        }
      </PopoverPanel>
      <Button variant="outlined" size="small" startIcon={<BookmarkAdd />} onClick={() => setSaving(true)}>
        {t('lists.saved.save')}
      </Button>
      {saving && <SaveSearchDialog form={form} values={values} onClose={() => setSaving(false)} />}
    </>
  );
}

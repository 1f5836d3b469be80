import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import Bookmark from '@mui/icons-material/BookmarkBorder';
import { RECORD_KINDS } from '@/shared/records/kinds';
import { useAppSelector } from '@/web/app/hooks';
import { selectIsGuest } from '@/web/features/session/sessionSlice';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useGetSavedSearchesQuery } from '@/web/features/search/lists/listsApi';
import { savedSearchUrl } from '@/web/features/search/lists/searchUrl';

/**
 * The signed-in user's saved searches of every list (issue 30 §3), each a link that opens its list with
 * its form: for "O meu trabalho" on the home page. Nothing when there are none (and for guests, who keep none).
 */
export function SavedSearchesSection() {
  const t = useT();
  const language = useLanguage();
  const isGuest = useAppSelector(selectIsGuest);
  const { data: searches = [] } = useGetSavedSearchesQuery(undefined, { skip: isGuest });
  if (isGuest || searches.length === 0) return null;
  return (
    <section aria-labelledby="saved-searches-title">
      <Typography id="saved-searches-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 0.5, display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Bookmark fontSize="small" aria-hidden />
        {t('lists.saved.title')}
      </Typography>
      <List dense disablePadding>
        {searches.map((search) => (
          <ListItem key={search.id} disableGutters sx={{ py: 0.25 }}>
            <Link component={RouterLink} to={savedSearchUrl(search)}>
              {search.name}
            </Link>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {RECORD_KINDS[search.form].labelPlural[language]}
            </Typography>
          </ListItem>
        ))}
      </List>
    </section>
  );
}

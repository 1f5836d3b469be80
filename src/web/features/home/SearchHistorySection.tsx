import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import History from '@mui/icons-material/History';
import Replay from '@mui/icons-material/Replay';
import type { HomeSearchFilters } from '@/shared/homeSearch';
import { OBJECT_KIND_LABELS, type ObjectKind } from '@/shared/objectKinds';
import { useAppDispatch } from '@/web/app/hooks';
import { formatDateTime } from '@/web/components/form/masks';
import { searchSubmitted } from '@/web/features/search/searchFormsSlice';
import { useLanguage, useT, type Translate } from '@/web/i18n/useT';
import { useGetSearchHistoryQuery } from './homeSearchApi';

/** The target of /#history (SPEC §2.1). */
export const HISTORY_ANCHOR = 'history';

/** A search's filters in one line ('Designação: saúde · Tipo de objeto: Serviço'). */
export function describeFilters(filters: HomeSearchFilters, t: Translate, language: 'pt' | 'en'): string {
  const parts: string[] = [];
  if (filters.name) parts.push(`${t('home.search.name')}: ${filters.name}`);
  if (filters.code) parts.push(`${t('home.search.code')}: ${filters.code}`);
  const kind = filters.objectKind === null ? t('home.history.anyKind') : (OBJECT_KIND_LABELS[filters.objectKind as ObjectKind]?.[language] ?? String(filters.objectKind));
  parts.push(`${t('home.search.kind')}: ${kind}`);
  if (filters.organization) parts.push(`${t('home.search.organization')}: ${filters.organization}`);
  return parts.join(' · ');
}

function HistoryEntries() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const { data: entries = [] } = useGetSearchHistoryQuery();
  if (entries.length === 0) return <Typography color="text.secondary">{t('home.history.empty')}</Typography>;
  return (
    <List dense disablePadding>
      {entries.map((entry) => {
        const summary = describeFilters(entry.filters, t, language);
        return (
          <ListItem
            key={entry.id}
            disableGutters
            divider
            secondaryAction={
              <Button size="small" startIcon={<Replay />} aria-label={t('home.history.rerunLabel', summary)} onClick={() => dispatch(searchSubmitted('home', entry.filters))}>
                {t('home.history.rerun')}
              </Button>
            }
          >
            <ListItemText primary={summary} secondary={formatDateTime(entry.searchedAt)} sx={{ pr: 20 }} />
          </ListItem>
        );
      })}
    </List>
  );
}

/** The signed-in user's last searches, kept on the server (search.historySize of them); each runs again in one click. Guests have none. */
export function SearchHistorySection({ isGuest }: { isGuest: boolean }) {
  const t = useT();
  const { hash } = useLocation();
  // Loaded after the page: the router's scroll to /#history happened before this section existed.
  useEffect(() => {
    if (hash === `#${HISTORY_ANCHOR}`) document.getElementById(HISTORY_ANCHOR)?.scrollIntoView();
  }, [hash]);
  return (
    <Paper variant="outlined" component="section" id={HISTORY_ANCHOR} aria-labelledby="history-title" sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: 80 }}>
      <Typography id="history-title" variant="h2" sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <History aria-hidden />
        {t('home.history.title')}
      </Typography>
      {isGuest ? <Typography color="text.secondary">{t('home.history.guest')}</Typography> : <HistoryEntries />}
    </Paper>
  );
}

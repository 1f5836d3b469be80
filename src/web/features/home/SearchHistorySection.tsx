import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import History from '@mui/icons-material/History';
import { useT } from '@/web/i18n/useT';

/** The target of /#history (SPEC §2.1); the entries arrive with the search itself. */
export const HISTORY_ANCHOR = 'history';

export function SearchHistorySection() {
  const t = useT();
  return (
    <Paper variant="outlined" component="section" id={HISTORY_ANCHOR} aria-labelledby="history-title" sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: 80 }}>
      <Typography id="history-title" variant="h2" sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <History aria-hidden />
        {t('home.history.title')}
      </Typography>
      <Typography color="text.secondary">{t('home.history.empty')}</Typography>
    </Paper>
  );
}

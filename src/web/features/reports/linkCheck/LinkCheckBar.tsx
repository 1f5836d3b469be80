import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { LINK_CHECK_POLL_MS, mayStartLinkCheck, type LinkCheckRun } from '@/shared/linkCheck';
import { useAppDispatch, useAppSelector } from '@/web/app/hooks';
import { formatCount } from '@/web/components/DataTable/footerText';
import { formatDateTime } from '@/web/components/form/masks';
import { selectSessionUser } from '@/web/features/session/sessionSlice';
import { useLanguage, useT, type Translate } from '@/web/i18n/useT';
import { NO_PRINT } from '../ReportPanel';
import { linkCheckApi, useLatestLinkCheckQuery, useStartLinkCheckMutation } from './linkCheckApi';

function summary(run: LinkCheckRun, t: Translate, count: (n: number) => string): string {
  const who = run.trigger === 'scheduled' ? t('linkCheck.scheduled') : t('linkCheck.byUser', run.startedBy ?? '—');
  const started = t('linkCheck.started', formatDateTime(run.startedAt), who);
  if (run.state === 'running') return `${started} ${t('linkCheck.progress', count(run.checkedCount), count(run.urlCount))}`;
  if (run.state === 'failed') return `${started} ${t('linkCheck.failed')}`;
  return `${started} ${t('linkCheck.finished', formatDateTime(run.finishedAt), count(run.urlCount), count(run.brokenCount))}`;
}

/**
 * The broken-link report's check (issue 14 §4): the latest run's summary (started, by whom or the
 * schedule, finished, addresses checked, broken ones), a "check now" button for who may start one
 * (mayStartLinkCheck: an approve permission; the server refuses the others), and, while a run goes
 * on (here or started by someone else), its progress, asked every LINK_CHECK_POLL_MS. When a run
 * ends the report's rows are asked again.
 */
export function LinkCheckBar() {
  const t = useT();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const mayStart = mayStartLinkCheck(useAppSelector(selectSessionUser)?.profiles ?? []);
  const { data: run, refetch } = useLatestLinkCheckQuery(undefined, { refetchOnMountOrArgChange: true });
  const running = run?.state === 'running';
  const [start, { isLoading: starting }] = useStartLinkCheckMutation();
  const count = (n: number) => formatCount(language, n);

  // Polling by hand: RTK Query's pollingInterval would need the answer before the hook that gives it.
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => void refetch(), LINK_CHECK_POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);

  const previous = useRef(run?.state);
  useEffect(() => {
    if (previous.current === 'running' && run && run.state !== 'running') dispatch(linkCheckApi.util.invalidateTags(['Report']));
    previous.current = run?.state;
  }, [run, dispatch]);

  const checkNow = async () => {
    await start();
    // Started, or refused because one already runs (-730, toasted): either way the latest run is the one to show.
    void refetch();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="link-check-title" sx={{ p: 2 }} {...NO_PRINT}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <div>
          <Typography id="link-check-title" variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
            {t('linkCheck.title')}
          </Typography>
          <Typography color="text.secondary" role="status" data-testid="link-check-summary">
            {run ? summary(run, t, count) : run === null ? t('linkCheck.never') : ''}
          </Typography>
        </div>
        {mayStart && (
          <Button variant="contained" startIcon={<Refresh />} disabled={running || starting} onClick={() => void checkNow()} sx={{ flexShrink: 0 }}>
            {running ? t('linkCheck.running') : t('linkCheck.checkNow')}
          </Button>
        )}
      </Stack>
      {running && (
        <LinearProgress
          sx={{ mt: 1.5 }}
          aria-label={t('linkCheck.progressLabel')}
          variant={run.urlCount > 0 ? 'determinate' : 'indeterminate'}
          value={run.urlCount > 0 ? (100 * run.checkedCount) / run.urlCount : undefined}
        />
      )}
    </Paper>
  );
}

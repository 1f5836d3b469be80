import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import type { BulkActionName, BulkJobStatus } from '@/shared/bulk';
import { useAppSelector } from '@/web/app/hooks';
import type { RootState } from '@/web/app/store';
import { PageContainer } from '@/web/components/PageContainer';
import { useT } from '@/web/i18n/useT';
import { BulkActionDialog, type BulkExtras } from './BulkActionDialog';
import { bulkApi, useGetBulkJobQuery } from './bulkApi';
import { BulkProgress, BulkResult } from './BulkResult';
import { itemsTargets } from './bulkTargets';
import { useBulkRun } from './useBulkRun';

/**
 * What the job page reads of the real-time hub (features/hub), handed in by the app's route table (a
 * feature does not import another's internals): whether the hub is connected (else the page polls),
 * and the latest pushed status of a job.
 */
export interface BulkHub {
  selectHubConnected: (state: RootState) => boolean;
  selectBulkStatus: (state: RootState, jobId: number) => BulkJobStatus | undefined;
}

/** Without the hub, a running job is asked again this often. */
const POLL_MS = 2_000;
/** The actions whose retry asks its dialog again (their reason or time is not kept with the job). */
const ASKS: readonly BulkActionName[] = ['return', 'schedule'];

/**
 * /acoes-em-massa/{jobId} (issue 30 §1): a bulk job's progress, fed by the hub's SendBulkStatus (or
 * polled without it), then its result table with "Tentar novamente os que falharam". The job's end
 * notification leads here.
 */
export function BulkJobPage({ hub }: { hub: BulkHub }) {
  const t = useT();
  const jobId = Number(useParams().jobId);
  const valid = Number.isInteger(jobId) && jobId > 0;
  const connected = useAppSelector(hub.selectHubConnected);
  const pushed = useAppSelector((state) => (valid ? hub.selectBulkStatus(state, jobId) : undefined));
  // What the cache holds of the job already decides the polling: without the hub, a running job is asked again.
  const selectCached = useMemo(() => bulkApi.endpoints.getBulkJob.select(jobId), [jobId]);
  const cached = useAppSelector(selectCached).data;
  const running = cached?.state === 'running' && (pushed?.state ?? 'running') === 'running';
  const job = useGetBulkJobQuery(jobId, { skip: !valid, refetchOnMountOrArgChange: true, pollingInterval: running && !connected ? POLL_MS : 0 });
  const detail = job.currentData ?? job.data;
  const runner = useBulkRun();
  const [retrying, setRetrying] = useState<BulkActionName | null>(null);
  const { refetch } = job;

  // With the hub, the job's pushed end reads the result once.
  useEffect(() => {
    if (pushed && pushed.state !== 'running' && detail?.state === 'running') void refetch();
  }, [pushed, detail?.state, refetch]);

  const refused = detail?.results.filter((r) => r.outcome === 'refused') ?? [];
  const retry = (action: BulkActionName, extras: BulkExtras = {}) => {
    setRetrying(null);
    void runner.run({ action, targets: itemsTargets(refused), ...extras });
  };
  const shown = runner.last?.detail ?? detail;

  return (
    <PageContainer title={t('route.bulk.result')}>
      {!valid || job.isError ? (
        <Typography role="alert">{t('bulk.notFound')}</Typography>
      ) : !shown ? (
        <Typography role="status">{t('table.loading')}</Typography>
      ) : running && !runner.last ? (
        <BulkProgress status={pushed && pushed.done + pushed.refused >= shown.done + shown.refused ? pushed : shown} />
      ) : (
        <BulkResult
          detail={shown}
          retrying={runner.busy}
          onRetry={() => {
            if (runner.last) runner.retryFailed(runner.last.request, runner.last.detail);
            else if (ASKS.includes(shown.action)) setRetrying(shown.action);
            else retry(shown.action);
          }}
        />
      )}
      <BulkActionDialog action={retrying} count={refused.length} selected={refused.length} busy={runner.busy} onConfirm={retry} onCancel={() => setRetrying(null)} />
    </PageContainer>
  );
}

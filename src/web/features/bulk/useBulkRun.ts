import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bulkResultPath, type BulkActionRequest, type BulkJobDetail } from '@/shared/bulk';
import { useRunBulkActionMutation } from './bulkApi';
import { itemsTargets } from './bulkTargets';

/**
 * Runs a bulk action and keeps its result. A selection up to the job threshold answers its result at
 * once; a larger one answers a running job, whose page (progress over the hub, then the same result)
 * opens: the user may leave it and find the end in the notifications. A refusal of the whole call
 * (no permission, a selection over the limit) is the base query's toast.
 */
export function useBulkRun() {
  const navigate = useNavigate();
  const [runAction, { isLoading }] = useRunBulkActionMutation();
  const [last, setLast] = useState<{ request: BulkActionRequest; detail: BulkJobDetail } | null>(null);

  const run = async (request: BulkActionRequest): Promise<BulkJobDetail | null> => {
    const result = await runAction(request);
    if (!('data' in result) || !result.data) return null;
    const detail = result.data;
    if (detail.state === 'running') void navigate(bulkResultPath(detail.jobId));
    else setLast({ request, detail });
    return detail;
  };

  /** The same action, with the same reason or time, on the refused records of the last result. */
  const retryFailed = (request: BulkActionRequest, detail: BulkJobDetail) => {
    const refused = detail.results.filter((r) => r.outcome === 'refused');
    if (refused.length > 0) void run({ ...request, targets: itemsTargets(refused) });
  };

  return { run, retryFailed, last, clearLast: () => setLast(null), busy: isLoading };
}

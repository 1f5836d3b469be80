import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { RecordState } from '@/shared/recordStates';
import type { RecordView } from '@/shared/records/contract';
import { refusalTypeLabel } from '@/shared/records/returnReason';
import { regionDateTime } from '@/shared/regionTime';
import { useLanguage, useT } from '@/web/i18n/useT';
import { useGetLastReturnQuery } from './returnReasonApi';

export interface LastReturnNoticeProps {
  view: Pick<RecordView, 'kind' | 'id' | 'version' | 'state' | 'canReadAudit'>;
}

/**
 * Why a returned version came back (issue 29 §10), on the record itself: the refusal type, the
 * reviewer's text, who returned it and when (on the Azores clock). Shown on a version in the returned
 * state to the readers of its drafts (who may read the audit trail); nothing otherwise.
 */
export function LastReturnNotice({ view }: LastReturnNoticeProps) {
  const t = useT();
  const language = useLanguage();
  const shown = view.state === RecordState.Returned && view.canReadAudit;
  const { data } = useGetLastReturnQuery({ kind: view.kind, id: view.id, version: view.version }, { skip: !shown });
  if (!shown || !data) return null;
  return (
    <Alert severity="warning" data-testid="last-return">
      <AlertTitle>{t('workflow.lastReturn.title')}</AlertTitle>
      {data.refusalType && <Typography sx={{ fontWeight: 600 }}>{t('workflow.lastReturn.type', refusalTypeLabel(data.refusalType, language))}</Typography>}
      {data.comment && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.comment}</Typography>}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('workflow.lastReturn.by', data.displayName, regionDateTime(data.at))}
      </Typography>
    </Alert>
  );
}

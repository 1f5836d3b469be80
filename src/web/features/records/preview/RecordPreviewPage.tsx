/**
 * /{segment}/{id}/{version}/previsualizar (issue 31 §3): the record version as a citizen will see it in
 * the public catalogue, from the open data's CPSV-AP representation, beside the published version when
 * the record has one and it is another version: side by side from 1000 px, one above the other below.
 * Heritage, which the catalogue never publishes, says so instead.
 */
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RECORD_STATE_LABELS } from '@/shared/enumLabels';
import type { PreviewEntry } from '@/shared/preview';
import { RecordState } from '@/shared/recordStates';
import type { RecordKindName } from '@/shared/records/kindBasics';
import { PageContainer } from '@/web/components/PageContainer';
import { useLanguage, useT } from '@/web/i18n/useT';
import { RecordLoadFailed, RecordLoading } from '../RecordPageStatus';
import { useRecordParams } from '../recordParams';
import { recordRoutes } from '../recordRoutes';
import { useGetRecordPreviewQuery } from './previewApi';
import { PublicEntryCard } from './PublicEntryCard';

/** 'Rascunho (versão 2)', 'Publicado (versão 1)'; a version in another state by its state's name. */
function useVersionLabel() {
  const t = useT();
  const language = useLanguage();
  return (entry: PreviewEntry) => {
    if (entry.state === RecordState.Published) return t('preview.published', entry.version);
    if (entry.state === RecordState.Draft || entry.state === RecordState.Returned) return t('preview.draft', entry.version);
    return t('preview.other', RECORD_STATE_LABELS[entry.state as RecordState]?.[language] ?? String(entry.state), entry.version);
  };
}

function PreviewColumn({ entry }: { entry: PreviewEntry }) {
  const headingId = useId();
  const label = useVersionLabel()(entry);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }} data-version={entry.version}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {entry.node && <PublicEntryCard node={entry.node} />}
    </Box>
  );
}

export function RecordPreviewPage({ kind }: { kind: RecordKindName }) {
  const t = useT();
  const { id, version } = useRecordParams(kind);
  const valid = id !== null && version !== null && id > 0 && version > 0;
  const result = useGetRecordPreviewQuery({ kind, id: id ?? 0, version: version ?? 0 }, { skip: !valid });
  const routes = recordRoutes(kind);
  const back = valid ? routes.detail(id, version) : routes.list;
  if (!valid || result.isError) return <RecordLoadFailed backTo={routes.list} />;
  if (!result.data) return <RecordLoading />;
  const preview = result.data;
  return (
    <PageContainer title={t(`route.${kind}.preview`)}>
      <Typography color="text.secondary" sx={{ mt: -1.5 }}>
        {preview.published ? t('preview.intro') : null}{' '}
        <Link component={RouterLink} to={back} underline="always">
          {t('preview.back')}
        </Link>
      </Typography>
      {preview.published ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('preview.missingReferences')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: 'minmax(0, 1fr)',
              alignItems: 'start',
              '@media (min-width: 1000px)': preview.current ? { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } : {},
            }}
          >
            <PreviewColumn entry={preview.requested} />
            {preview.current && <PreviewColumn entry={preview.current} />}
          </Box>
        </>
      ) : (
        <Alert severity="info">{t('preview.notPublishedKind')}</Alert>
      )}
    </PageContainer>
  );
}

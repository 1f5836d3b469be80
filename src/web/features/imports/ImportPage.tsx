import { useSearchParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/web/components/PageContainer';
import { useT } from '@/web/i18n/useT';
import { CurrentImport } from './CurrentImport';
import type { ImportHub } from './importHub';
import { ImportHistory } from './ImportHistory';
import { ImportUploadForm } from './ImportUploadForm';

/** The query parameter that names the import on show (/importacao?importacao=12): a reload shows it again. */
export const IMPORT_PARAM = 'importacao';

/** The import named by the URL, or null (a missing or malformed value). */
export function importIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get(IMPORT_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /importacao (SPEC §2.8, issue 12 §3): a new import (type, template, file), the import on show with
 * its live progress, problems and choice, and the past imports. `hub` reads the real-time hub (importHub.ts).
 */
export function ImportPage({ hub }: { hub: ImportHub }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const currentId = importIdOf(params);
  const show = (id: number | null) => setParams(id === null ? {} : { [IMPORT_PARAM]: String(id) });

  return (
    <PageContainer title={t('imports.title')}>
      <Typography color="text.secondary" sx={{ mt: -1.5 }}>
        {t('imports.intro')}
      </Typography>
      <ImportUploadForm onUploaded={show} />
      {currentId !== null && <CurrentImport key={currentId} id={currentId} hub={hub} onClose={() => show(null)} />}
      <ImportHistory onOpen={show} />
    </PageContainer>
  );
}

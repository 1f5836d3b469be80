import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useT } from '@/web/i18n/useT';
import { LightButton } from './LightButton';
import { StatusPage } from './StatusPage';

/**
 * What a route shows when rendering or loading it throws (a chunk that failed to download after a
 * deployment, a bug): a way out instead of a blank page. Standalone, it is the page's main landmark;
 * otherwise it renders inside the layout's.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const t = useT();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const status = (
    <StatusPage icon={<ErrorOutline />} title={t('page.error')} text={t('page.errorText')}>
      <LightButton variant="contained" onClick={() => window.location.reload()}>
        {t('page.reload')}
      </LightButton>
    </StatusPage>
  );
  return standalone ? (
    <Box component="main" sx={{ p: 3 }}>
      {status}
    </Box>
  ) : (
    status
  );
}

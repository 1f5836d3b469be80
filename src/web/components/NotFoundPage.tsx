import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import SearchOff from '@mui/icons-material/SearchOff';
import { ROUTE_PATHS } from '@/web/app/routePaths';
import { useT } from '@/web/i18n/useT';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  const t = useT();
  return (
    <StatusPage icon={<SearchOff />} title={t('page.notFound')} text={t('page.notFoundText')}>
      <Button component={RouterLink} to={ROUTE_PATHS.home} variant="contained">
        {t('page.goHome')}
      </Button>
    </StatusPage>
  );
}

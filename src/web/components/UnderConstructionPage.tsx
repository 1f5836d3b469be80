import Construction from '@mui/icons-material/Construction';
import { useRouteHandle } from '@/web/app/router/routeHandle';
import { translate, useLanguage, useT } from '@/web/i18n/useT';
import { StatusPage } from './StatusPage';

/**
 * The one placeholder of the SPA: every page a later issue builds shows this until then. It names the
 * page it stands for, in Portuguese with the English translation beneath (or the other way round).
 */
export function UnderConstructionPage() {
  const t = useT();
  const language = useLanguage();
  const handle = useRouteHandle();
  const other = language === 'pt' ? 'en' : 'pt';
  return (
    <StatusPage
      icon={<Construction />}
      overline={handle ? t(handle.title) : undefined}
      title={t('page.underConstruction')}
      text={t('page.underConstructionText')}
      translation={{ lang: other, title: translate(other, 'page.underConstruction'), text: translate(other, 'page.underConstructionText') }}
    />
  );
}

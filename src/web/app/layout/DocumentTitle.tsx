import { useEffect } from 'react';
import { PRODUCT } from '@/shared/limits';
import { usePageTitleOverride } from '@/web/features/records/pageTitle';
import { useT } from '@/web/i18n/useT';
import { useRouteHandle } from '../router/routeHandle';

/** WCAG 2.4.2: each route titles the browser tab ('Perfis · CESA Backoffice'). */
export function DocumentTitle() {
  const t = useT();
  const handle = useRouteHandle();
  const override = usePageTitleOverride();
  const page = override ?? (handle ? t(handle.title) : null);
  const suffix = `${PRODUCT.abbreviation} ${t('app.backoffice')}`;
  useEffect(() => {
    document.title = page ? `${page} · ${suffix}` : suffix;
  }, [page, suffix]);
  return null;
}

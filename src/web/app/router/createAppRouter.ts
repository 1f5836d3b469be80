import { createBrowserRouter } from 'react-router-dom';
import { setNavigationService } from '@/web/api/services/navigation';
import { clearStaleToasts } from '@/web/api/services/notifier';
import type { AppStore } from '../store';
import { createAppRoutes } from './routes';

/**
 * The browser router; it also becomes the navigation service of the code outside React. A change of
 * page (path) clears the error toasts of the page left (issue 29 §7): a change of query or hash only
 * (list filters, tabs) stays on the page, and so do its toasts.
 */
export function createAppRouter(store: AppStore) {
  const router = createBrowserRouter(createAppRoutes(store));
  let path = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === path) return;
    path = state.location.pathname;
    clearStaleToasts();
  });
  setNavigationService({
    navigate: (to) => void router.navigate(to),
    revalidate: () => void router.revalidate(),
  });
  return router;
}

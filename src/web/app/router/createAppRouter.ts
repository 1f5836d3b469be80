import { createBrowserRouter } from 'react-router-dom';
import { setNavigationService } from '@/web/api/services/navigation';
import type { AppStore } from '../store';
import { createAppRoutes } from './routes';

/** The browser router; it also becomes the navigation service of the code outside React. */
export function createAppRouter(store: AppStore) {
  const router = createBrowserRouter(createAppRoutes(store));
  setNavigationService({
    navigate: (to) => void router.navigate(to),
    revalidate: () => void router.revalidate(),
  });
  return router;
}

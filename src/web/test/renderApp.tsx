import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { TokenData } from '@/shared/api';
import { AppProviders } from '@/web/app/AppProviders';
import { createAppRoutes } from '@/web/app/router/routes';
import { makeStore, type AppStore } from '@/web/app/store';
import { setNavigationService } from '@/web/api/services/navigation';
import { sessionStarted } from '@/web/features/session/sessionSlice';

/**
 * Renders the real route table in a memory router at `path`, with the app's providers, like the
 * browser does after start-up. A session, when given, is started first.
 */
export function renderApp(path: string, { session, store = makeStore() }: { session?: TokenData; store?: AppStore } = {}) {
  if (session) store.dispatch(sessionStarted(session));
  const router = createMemoryRouter(createAppRoutes(store), { initialEntries: [path] });
  setNavigationService({ navigate: (to) => void router.navigate(to), revalidate: () => void router.revalidate() });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store };
}

import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { createAppRouter } from './router/createAppRouter';
import type { AppStore } from './store';

export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/web/app/AppProviders';
import { makeStore, type AppStore } from '@/web/app/store';

/**
 * Renders one component with the app's providers inside a memory data router (so links, hashes
 * and useBlocker work), without the app's route table.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', store = makeStore(), extraRoutes = [] }: { path?: string; store?: AppStore; extraRoutes?: { path: string; element: ReactNode }[] } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }, ...extraRoutes], { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store };
}

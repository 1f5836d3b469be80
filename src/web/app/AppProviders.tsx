import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppThemeProvider } from './AppThemeProvider';
import type { AppStore } from './store';
import { ToastProvider } from './ToastProvider';

/** Everything a page needs around it but the router: the app renders this, and so do the tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </AppThemeProvider>
    </Provider>
  );
}

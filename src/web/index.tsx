import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { App } from '@/web/app/App';
import { createAppRouter } from '@/web/app/router/createAppRouter';
import { startAppListening } from '@/web/app/listenerMiddleware';
import { makeStore } from '@/web/app/store';
import { sessionRestored } from '@/web/features/session/sessionSlice';
import { loadLanguage } from '@/web/i18n/useT';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = makeStore();

const render = () => {
  const router = createAppRouter(store);
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
};

// The router is made once the persisted state is back: its guards read the restored session. The stored
// language's texts come first (English is loaded on demand); without them Portuguese stands in.
persistStore(store, null, () => {
  store.dispatch(sessionRestored());
  void loadLanguage(store.getState().ui.language)
    .catch((e: unknown) => console.error(e))
    .then(render);
  // The real-time hub (issue 12 §1) connects a second after a sign-in at the earliest: its listeners
  // and state are a chunk of their own, loaded after the first paint (the home page's budget).
  void import(/* webpackChunkName: "hub-listeners" */ '@/web/features/hub/hubListeners').then(({ startHubListeners }) => startHubListeners(startAppListening, store.dispatch));
});

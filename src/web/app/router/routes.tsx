import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@/web/components/RouteErrorPage';
import { canSeeSettingsEntry } from '@/shared/permissions';
import { canEnterObjectParameters, holdForPasswordChange, requirePermission, requireUserSession, revalidateAlways } from '@/web/features/session/guards';
import { loadObjectParametersPage, SETTINGS_PAGES } from '@/web/features/settings/settingsPages';
import { loadLanguage, loadPageTexts } from '@/web/i18n/useT';
import { ROUTE_PATHS, type RouteName } from '../routePaths';
import type { AppStore } from '../store';
import { kindRoutes, KINDS_WITH_PAGES } from './kindPages';
import { PageLoading } from './PageLoading';
import type { RouteHandle } from './routeHandle';

type PageLoader = () => Promise<ComponentType>;

// Each page is its own chunk, downloaded when its route is first entered.
// 'O meu trabalho' (issue 30 §2) above the home search: a chunk of its own, after the home page's first screen.
const MyWorkHomePanel = lazy(() => Promise.all([import('./myWorkHomePanel'), loadPageTexts()]).then(([m]) => ({ default: m.MyWorkHomePanel })));
const homePage: PageLoader = () => import(/* webpackChunkName: "page-home" */ '@/web/features/home/HomePage').then((m) => () => <m.HomePage workPanel={MyWorkHomePanel} />);
const loginPage: PageLoader = () => import(/* webpackChunkName: "page-login" */ '@/web/features/session/LoginPage').then((m) => m.LoginPage);
const authCallbackPage: PageLoader = () => import('@/web/features/session/AuthCallbackPage').then((m) => m.AuthCallbackPage);
const changePasswordPage: PageLoader = () => import('@/web/features/session/ChangePasswordPage').then((m) => m.ChangePasswordPage);
const notFoundPage: PageLoader = () => import('@/web/components/NotFoundPage').then((m) => m.NotFoundPage);
const reportsPage: PageLoader = () => import('@/web/features/reports/ReportsPage').then((m) => m.ReportsPage);
const myWorkPage: PageLoader = () => import('@/web/features/myWork/MyWorkPage').then((m) => m.MyWorkPage);
const organicPage: PageLoader = () => import(/* webpackChunkName: "page-organic" */ '@/web/features/organic/OrganicPage').then((m) => m.OrganicPage);
const importPage: PageLoader = () => import('./importRoutePage').then((m) => m.ImportRoutePage);
const auditPage: PageLoader = () => import('@/web/features/audit/AuditPage').then((m) => m.AuditPage);
const tasksPage: PageLoader = () =>
  Promise.all([import('@/web/features/tasks/TasksPage'), import('@/web/features/bulk/BulkBar')]).then(([m, bulk]) => () => (
    <m.TasksPage linkedKinds={KINDS_WITH_PAGES} bulkBar={bulk.BulkBar} />
  ));
const bulkResultPage: PageLoader = () => import('./bulkRoutePage').then((m) => m.BulkRoutePage);
// This page also shows its text in the other language, which must then be here (English loads on demand).
const underConstruction: PageLoader = () => Promise.all([import('@/web/components/UnderConstructionPage'), loadLanguage('en')]).then(([m]) => m.UnderConstructionPage);

/** The first screens need only the core texts; every other page waits for the pages' texts too (useT.ts). */
const CORE_TEXT_PAGES: readonly RouteName[] = ['home', 'login'];

function page(name: RouteName, load: PageLoader, extra: Omit<RouteObject, 'path' | 'handle' | 'lazy' | 'index' | 'children'> = {}): RouteObject {
  const handle: RouteHandle = { name, title: `route.${name}` };
  const texts = CORE_TEXT_PAGES.includes(name) ? Promise.resolve() : undefined;
  const lazy = async () => {
    const [Component] = await Promise.all([load(), texts ?? loadPageTexts()]);
    return { Component };
  };
  return { ...extra, path: ROUTE_PATHS[name], handle, lazy };
}

/** The protected pages that later issues build; until then each shows the one "Em construção" page (every record kind has its pages: kindPages.tsx). */
const PLACEHOLDER_PAGES: readonly RouteName[] = ['test'];

const KIND_ROUTES = kindRoutes();

/** Every route that shows the placeholder page. */
export const PLACEHOLDER_ROUTES: readonly RouteName[] = PLACEHOLDER_PAGES;

/**
 * Every route of SPEC §2. The login and regional callback pages stand alone; the rest share the
 * layout; all but home and the 404 page sit behind the session guard.
 */
export function createAppRoutes(store: AppStore): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage standalone />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        page('login', loginPage),
        page('authCallback', authCallbackPage),
        {
          // The layout is a chunk of its own too: the sign-in pages show without the header and menu.
          lazy: async () => ({ Component: (await import(/* webpackChunkName: "layout" */ '../layout/AppLayout')).AppLayout }),
          // A password that must change holds every page of the layout on the change page (issue 29 §9).
          loader: holdForPasswordChange(store),
          shouldRevalidate: revalidateAlways,
          children: [
            {
              // Inside the layout, a failing page keeps the header and menu as a way out.
              errorElement: <RouteErrorPage />,
              children: [
                page('home', homePage),
                {
                  loader: requireUserSession(store),
                  children: [
                    page('changePassword', changePasswordPage),
                    page('tasks.list', tasksPage),
                    page('myWork', myWorkPage),
                    page('bulk.result', bulkResultPage),
                    page('reports', reportsPage),
                    page('organic', organicPage),
                    page('organic.treeview', organicPage),
                    ...KIND_ROUTES.map(({ name, load }) => page(name, load)),
                    page('settings.objectParameters', loadObjectParametersPage, { loader: requirePermission(store, canEnterObjectParameters) }),
                    // Under Settings in the menu: the §6 rule of its entry (an approve plus create/edit pair), the server's.
                    page('settings.import', importPage, { loader: requirePermission(store, (subject) => canSeeSettingsEntry(subject, 'import')) }),
                    // The audit view (issue 31 §4): the administrator's, by canAudit (the server's rule).
                    page('settings.audit', auditPage, { loader: requirePermission(store, (subject) => canSeeSettingsEntry(subject, 'audit')) }),
                    ...SETTINGS_PAGES.map(({ name, load, allowed }) => page(name, load, { loader: requirePermission(store, allowed) })),
                    ...PLACEHOLDER_PAGES.map((name) => page(name, underConstruction)),
                  ],
                },
                page('notFound', notFoundPage),
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The record kinds' pages, derived from the registry: every route of a kind (KIND_BASICS → ROUTE_PATHS)
 * shows the generic record page for its page name with the kind's SPA declaration (RecordKindUi). A
 * kind's declaration is loaded with its first page (kindUiLoaders.ts), so the first screens never carry
 * it.
 */
import type { ComponentType } from 'react';
import { RECORD_KIND_NAMES, type RecordKindName } from '@/shared/records/kindBasics';
import { kindRoutePaths, taskRoutePath, type RouteName } from '../routePaths';
import type { AnyKindUi } from './kindUiLoaders';

/** A kind's SPA declaration, loaded with its first page through the one chunk of every kind's imports (kindUiLoaders.ts). */
export const loadKindUi = (kind: RecordKindName): Promise<AnyKindUi> => import('./kindUiLoaders').then((m) => m.KIND_UI_IMPORTS[kind]());

/**
 * The kinds whose pages exist (tasks link their rows only to these; an entity's detail lists only these
 * of the kinds it owns): every kind, now that each has its declaration. Kept as a list so the pages stay
 * ready for a kind added to the registry before its pages (the first screens' budget has no room for a
 * filter here).
 */
export const KINDS_WITH_PAGES: readonly RecordKindName[] = RECORD_KIND_NAMES;

type PageLoader = () => Promise<ComponentType>;

const listPage =
  (loadUi: () => Promise<AnyKindUi>): PageLoader =>
  () =>
    Promise.all([import('@/web/features/records/RecordListPage'), loadUi(), import('@/web/features/bulk/BulkBar')]).then(([{ RecordListPage }, ui, { BulkBar }]) => () => (
      <RecordListPage ui={ui} bulkBar={BulkBar} />
    ));
const editPage =
  (loadUi: () => Promise<AnyKindUi>): PageLoader =>
  () =>
    Promise.all([import('@/web/features/records/RecordEditPage'), loadUi()]).then(([{ RecordEditPage }, ui]) => () => <RecordEditPage ui={ui} />);
const detailPage =
  (loadUi: () => Promise<AnyKindUi>, mode: 'detail' | 'search' | 'task'): PageLoader =>
  () =>
    Promise.all([import('@/web/features/records/RecordDetailPage'), loadUi()]).then(([{ RecordDetailPage }, ui]) => () => (
      <RecordDetailPage ui={ui} mode={mode} kindsWithPages={KINDS_WITH_PAGES} />
    ));

/** The public entry's preview (issue 31 §3) needs only the kind's name, not its declaration. */
const previewPage =
  (kind: RecordKindName): PageLoader =>
  () =>
    import('@/web/features/records/preview/RecordPreviewPage').then(({ RecordPreviewPage }) => () => <RecordPreviewPage kind={kind} />);

/** A kind's page for each of its route names, by the page part of the name ('entity.detail' → detail). */
function pageOf(kind: RecordKindName, loadUi: () => Promise<AnyKindUi>, name: RouteName): PageLoader {
  if (name.startsWith('tasks.')) return detailPage(loadUi, 'task');
  const page = name.slice(name.indexOf('.') + 1);
  if (page === 'preview') return previewPage(kind);
  if (page === 'list') return listPage(loadUi);
  if (page === 'detail') return detailPage(loadUi, 'detail');
  if (page === 'searchDetail') return detailPage(loadUi, 'search');
  return editPage(loadUi); // create, edit, editSub, editInEntity
}

/** Every route of every kind, in the order the router must try them, with its page. */
export function kindRoutes(): { name: RouteName; load: PageLoader }[] {
  return RECORD_KIND_NAMES.flatMap((kind) => {
    const loadUi = () => loadKindUi(kind);
    const task = taskRoutePath(kind);
    const names: RouteName[] = [...kindRoutePaths(kind).map(([name]) => name), ...(task ? [task[0]] : [])];
    return names.map((name) => ({ name, load: pageOf(kind, loadUi, name) }));
  });
}

/**
 * The record kinds' pages, derived from the registry: every route of a kind (KIND_BASICS → ROUTE_PATHS)
 * shows the generic record page for its page name with the kind's SPA declaration (RecordKindUi). A
 * kind's declaration is loaded with its first page (a chunk of its own), so the first screens never
 * carry it.
 */
import type { ComponentType } from 'react';
import { RECORD_KIND_NAMES, type RecordKindName } from '@/shared/records/kindBasics';
import type { RecordKindUi } from '@/web/features/records/kindUi';
import { kindRoutePaths, taskRoutePath, type RouteName } from '../routePaths';

// The table holds kinds of different input and data types; each page takes its own kind's whole.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: a declaration is only ever handed back to the pages of its own kind
type AnyKindUi = RecordKindUi<any, any>;

/** The SPA declaration of every kind (one line per kind; a new kind in the registry must add its own). */
// Each through a small unnamed loader chunk of its feature: the first screens then carry one chunk
// request per kind, not the list of the chunks its pages need (the home page is at its 200 KB budget).
export const KIND_UIS: Readonly<Record<RecordKindName, () => Promise<AnyKindUi>>> = {
  entity: () => import('@/web/features/entities/loadEntityUi').then((m) => m.loadKindUi()),
  service: () => import('@/web/features/services/loadServiceUi').then((m) => m.loadKindUi()),
  document: () => import('@/web/features/documents/loadDocumentUi').then((m) => m.loadKindUi()),
  pointOfCare: () => import('@/web/features/pointsOfCare/loadPointOfCareUi').then((m) => m.loadKindUi()),
  location: () => import('@/web/features/locations/loadLocationUi').then((m) => m.loadKindUi()),
};

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
    Promise.all([import('@/web/features/records/RecordListPage'), loadUi()]).then(([{ RecordListPage }, ui]) => () => <RecordListPage ui={ui} />);
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

/** A kind's page for each of its route names, by the page part of the name ('entity.detail' → detail). */
function pageOf(loadUi: () => Promise<AnyKindUi>, name: RouteName): PageLoader {
  if (name.startsWith('tasks.')) return detailPage(loadUi, 'task');
  const page = name.slice(name.indexOf('.') + 1);
  if (page === 'list') return listPage(loadUi);
  if (page === 'detail') return detailPage(loadUi, 'detail');
  if (page === 'searchDetail') return detailPage(loadUi, 'search');
  return editPage(loadUi); // create, edit, editSub, editInEntity
}

/** Every route of every kind, in the order the router must try them, with its page. */
export function kindRoutes(): { name: RouteName; load: PageLoader }[] {
  return RECORD_KIND_NAMES.flatMap((kind) => {
    const loadUi = KIND_UIS[kind];
    const task = taskRoutePath(kind);
    const names: RouteName[] = [...kindRoutePaths(kind).map(([name]) => name), ...(task ? [task[0]] : [])];
    return names.map((name) => ({ name, load: pageOf(loadUi, name) }));
  });
}

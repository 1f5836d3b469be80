/**
 * Every record kind's SPA declaration (features/<kind>/<kind>Ui.ts) behind its own import(), in one
 * small chunk of their own that kindPages.tsx loads with a kind's first page. The first screens then
 * carry a single chunk request for all the kinds (not one per kind, nor the list of the many chunks
 * each kind's pages need, which webpack writes here): the home page is at its 200 KB gzip budget, and
 * every async chunk costs the first screens its entry in webpack's chunk map.
 */
import type { RecordKindName } from '@/shared/records/kindBasics';
import type { RecordKindUi } from '@/web/features/records/kindUi';

// The table holds kinds of different input and data types; each page takes its own kind's whole.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: a declaration is only ever handed back to the pages of its own kind
export type AnyKindUi = RecordKindUi<any, any>;

/** One line per kind: a kind added to the registry must declare its pages here. */
export const KIND_UI_IMPORTS: Readonly<Record<RecordKindName, () => Promise<AnyKindUi>>> = {
  entity: () => import('@/web/features/entities/entityUi').then((m) => m.entityUi),
  service: () => import('@/web/features/services/serviceUi').then((m) => m.serviceUi),
  pointOfCare: () => import('@/web/features/pointsOfCare/pointOfCareUi').then((m) => m.pointOfCareUi),
  document: () => import('@/web/features/documents/documentUi').then((m) => m.documentUi),
  location: () => import('@/web/features/locations/locationUi').then((m) => m.locationUi),
};

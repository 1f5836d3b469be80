/** The point-of-care declaration's loader, a small unnamed chunk of its own (see features/services/loadServiceUi.ts for why). */
export const loadKindUi = () => import('./pointOfCareUi').then((m) => m.pointOfCareUi);

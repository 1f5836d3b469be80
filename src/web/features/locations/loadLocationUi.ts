/** The heritage declaration's loader, a small unnamed chunk of its own (see features/services/loadServiceUi.ts for why). */
export const loadKindUi = () => import('./locationUi').then((m) => m.locationUi);

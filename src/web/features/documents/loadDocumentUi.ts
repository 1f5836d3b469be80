/** The document declaration's loader, a small unnamed chunk of its own (see features/services/loadServiceUi.ts for why). */
export const loadKindUi = () => import('./documentUi').then((m) => m.documentUi);

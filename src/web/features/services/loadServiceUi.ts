/**
 * The service declaration's loader, a small chunk of its own: the first screens then carry only the
 * request for this chunk, not the list of the many chunks the service pages need (webpack writes that
 * list here, for the import below). The chunk is left unnamed on purpose: a name costs bytes in the
 * first screens' chunk map, and the home page is at its 200 KB budget.
 */
export const loadServiceUi = () => import('./serviceUi').then((m) => m.serviceUi);

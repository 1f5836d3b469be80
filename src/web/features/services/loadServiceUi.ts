/**
 * The service declaration's loader, a small chunk of its own: the first screens then carry only the
 * request for this chunk, not the list of the many chunks the service pages need (webpack writes that
 * list here, for the import below). The chunk is left unnamed on purpose: a name costs bytes in the
 * first screens' chunk map, and the home page is at its 200 KB budget. Every kind's loader exports
 * the same name, loadKindUi, for the same reason: the route table repeats it once per kind, and a
 * repeated name costs almost nothing gzipped where five different names did not fit.
 */
export const loadKindUi = () => import('./serviceUi').then((m) => m.serviceUi);

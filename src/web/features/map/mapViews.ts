/**
 * The map's lazy chunk: both views Leaflet draws, behind one import, so the first load's webpack
 * runtime names one chunk (and Leaflet's vendor chunk) instead of one per view: the first screens
 * are at their budget (scripts/bundleBudget.ts), where each chunk's name and hash cost bytes. For the
 * same reason the chunk has no webpackChunkName, and Leaflet is kept inside it (webpack.config.js).
 */
export { default as MapPickerModal } from './MapPickerModal';
export { default as RecordsMapView } from './RecordsMapView';

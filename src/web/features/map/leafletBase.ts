/**
 * What every map of the SPA starts from (the picker and the records' map): Leaflet with its styles,
 * marker icons from our own bundle (never a CDN), the tiles through our server (an empty answer
 * becomes a transparent tile: no broken images offline) and the outline of the nine islands, always
 * drawn, so the map shows where the islands are even without tiles. Loaded only in lazy chunks.
 */
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { GEO_LIMITS, GEO_PATHS } from '@/shared/geo';
import { LIMITS } from '@/shared/limits';
import { apiBaseUrl } from '@/web/api/apiConfig';
import ISLANDS from '@/shared/azoresIslands.json';
import { ensureLeafletStyles } from './leafletStyles';

/** A 1×1 transparent GIF: what a tile the server could not get shows. */
export const TRANSPARENT_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

const ISLAND_STYLE: L.PathOptions = { color: '#2e6b3a', weight: 1.5, fillColor: '#c8dfc0', fillOpacity: 0.25, interactive: false };

export interface BaseMapOptions {
  /** The accessible name of the map (its container is focusable: arrows pan, +/- zoom). */
  label: string;
  /** The zoom buttons' names (Leaflet's own are English). */
  zoomInTitle: string;
  zoomOutTitle: string;
  center?: { lat: number; lng: number };
  zoom?: number;
}

export function createBaseMap(
  element: HTMLElement,
  { label, zoomInTitle, zoomOutTitle, center = LIMITS.mapDefaultCenter, zoom = LIMITS.mapDefaultZoom }: BaseMapOptions,
): L.Map {
  ensureLeafletStyles();
  const map = L.map(element, { center: [center.lat, center.lng], zoom, maxZoom: GEO_LIMITS.maxZoom, keyboard: true, attributionControl: true, zoomControl: false });
  L.control.zoom({ zoomInTitle, zoomOutTitle }).addTo(map);
  element.setAttribute('aria-label', label);
  element.setAttribute('role', 'region');
  // Vector layers sit above the tiles: the outline shows over real tiles and blank (offline) ones alike.
  L.geoJSON(ISLANDS as GeoJSON.FeatureCollection, { style: () => ISLAND_STYLE }).addTo(map);
  L.tileLayer(`${apiBaseUrl}${GEO_PATHS.tiles}`, {
    maxZoom: GEO_LIMITS.maxZoom,
    errorTileUrl: TRANSPARENT_TILE,
    attribution: '&copy; OpenStreetMap',
    crossOrigin: false,
  }).addTo(map);
  return map;
}

/**
 * The map's contract between the SPA and the server (SPEC §2.10, §3 "Map coordinates", §7 external
 * services): the server proxies the configured tile, address-search and reverse-geocoding services
 * (src/server/geo) and answers from its local gazetteer when they cannot be reached.
 */

/** Paths under the API base. Tiles are `<img>` sources: Leaflet fills {z}/{x}/{y}. */
export const GEO_PATHS = {
  search: '/geo/search',
  reverse: '/geo/reverse',
  tiles: '/geo/tiles/{z}/{x}/{y}.png',
} as const;

/** One suggestion of the address search. */
export interface GeoSuggestion {
  label: string;
  lat: number;
  lng: number;
}

/** Where an answer came from: the configured service, or the local gazetteer (offline or unreachable). */
export interface GeoSource {
  fallback: boolean;
}

export interface GeoSearchResult extends GeoSource {
  items: GeoSuggestion[];
}

/** One of our seeded divisions (island, municipality or parish), with its official DICOFRE code. */
export interface GeoDivision {
  id: number;
  code: string;
  name: string;
}

/**
 * The divisions a point lies in, from our own divisions (never the map service's names): the island
 * whose outline holds it, and on that island the parish whose centre is nearest and that parish's
 * municipality. Approximate near a boundary: the form fills only what the user left empty.
 */
export interface GeoDivisions {
  island: GeoDivision;
  municipality: GeoDivision | null;
  parish: GeoDivision | null;
}

export interface GeoReverseResult extends GeoSource {
  /** The display name of the place (SPEC §3), or null when nothing near is known. */
  address: string | null;
  /** The island, municipality and parish of the point; null at sea. Always ours, whoever named the address. */
  divisions: GeoDivisions | null;
}

/** A record placed on the records' map (POST /records/{kind}/map). */
export interface RecordMapItem {
  id: number;
  version: number;
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface RecordMapResult {
  items: RecordMapItem[];
  /** More records matched than the map shows (GEO_LIMITS.mapMaxRecords). */
  truncated: boolean;
}

/** Our choices (the spec is silent). */
export const GEO_LIMITS = {
  /** Characters of an address-search query. */
  queryMaxLength: 200,
  /** Characters before the SPA asks for suggestions. */
  queryMinLength: 3,
  /** Suggestions an answer holds. */
  maxSuggestions: 8,
  /** Records the records' map places at most (a denser map says it is truncated). */
  mapMaxRecords: 5000,
  /** The SPA waits this long after the last keystroke before asking for suggestions. */
  searchDebounceMs: 300,
  /** Tile zoom levels served (OpenStreetMap's standard layer stops at 19). */
  maxZoom: 19,
} as const;

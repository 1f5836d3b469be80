/**
 * The offline answers of the address search and the reverse lookup (issue 10 §3): a gazetteer built
 * from the seeded divisions (islands, municipalities, parishes, placed at the approximate points of
 * divisionPoints.json; a parish without one at its municipality's) and the addresses of published records
 * (placed at their own coordinates when they have them, else at their parish's or municipality's).
 * Published only: a draft's address is not everyone's to see.
 */
import { sql, type Kysely } from 'kysely';
import { DivisionType } from '@/shared/enums';
import type { GeoDivisions, GeoSuggestion } from '@/shared/geo';
import { RecordState } from '@/shared/recordState';
import { isValidCoordinate } from '@/shared/validation';
import type { Database } from '../db/schema';
import { distanceKm } from './distance';
import { divisionLocatorOf, type DivisionLocator, type DivisionRow } from './divisionLocator';
import POINTS from './divisionPoints.json';

/** The suffix of every gazetteer label: the region, as Nominatim ends its display names with it. */
export const REGION = 'Açores';
/** A record's address names a clicked point within this distance. */
export const NEAR_RECORD_KM = 2;
/** Beyond this from every municipality seat a point is at sea (the islands are at most ~65 km long). */
const NEAR_MUNICIPALITY_KM = 40;
/** Addresses read at most: far above a regional catalogue's, a bound on the memory it takes. */
const MAX_RECORD_PLACES = 20_000;

type PlaceKind = 'island' | 'municipality' | 'parish' | 'record';
const KIND_RANK: Readonly<Record<PlaceKind, number>> = { island: 0, municipality: 1, parish: 2, record: 3 };

export interface Place extends GeoSuggestion {
  kind: PlaceKind;
  /** The place's own name (division name or address), for ranking. */
  name: string;
  /** Whether the point is the place's own (a record's coordinates) rather than its division's. */
  exact: boolean;
}

export interface Gazetteer {
  readonly places: readonly Place[];
  search(query: string, limit: number): GeoSuggestion[];
  reverse(lat: number, lng: number): string | null;
  /** The island, municipality and parish of a point (divisionLocator.ts); null at sea. */
  divisionsAt(lat: number, lng: number): GeoDivisions | null;
}

export { distanceKm };

/** Lower case, no accents, single spaces: how the search compares texts. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const pointOf = (table: Record<string, number[]>, code: string): { lat: number; lng: number } | null => {
  const p = table[code];
  return p && p.length === 2 ? { lat: p[0]!, lng: p[1]! } : null;
};

interface DivisionPlace {
  name: string;
  label: string;
  point: { lat: number; lng: number } | null;
}

async function divisionPlaces(db: Kysely<Database>): Promise<{ byId: Map<number, DivisionPlace>; places: Place[]; rows: DivisionRow[] }> {
  const rows = await db.selectFrom('division').select(['id', 'type', 'code', 'name', 'parent_id']).orderBy('type').orderBy('code').execute();
  const byId = new Map<number, DivisionPlace>();
  const places: Place[] = [];
  for (const row of rows) {
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    let point: { lat: number; lng: number } | null = null;
    let kind: PlaceKind | null = null;
    if (row.type === DivisionType.Island) {
      point = pointOf(POINTS.islands, row.code);
      kind = 'island';
    } else if (row.type === DivisionType.County) {
      point = pointOf(POINTS.municipalities, row.code);
      kind = 'municipality';
    } else if (row.type === DivisionType.Parish) {
      point = pointOf(POINTS.parishes, row.code) ?? parent?.point ?? null;
      kind = 'parish';
    }
    // "Lagoa, São Miguel, Açores"; an island's is "São Miguel, Açores".
    const label = parent ? `${row.name}, ${parent.label}` : `${row.name}, ${REGION}`;
    const place = { name: row.name, label, point };
    byId.set(row.id, place);
    if (kind && point) places.push({ kind, name: row.name, label, ...point, exact: false });
  }
  return { byId, places, rows: rows.map((r) => ({ id: r.id, type: r.type, code: r.code, name: r.name, parentId: r.parent_id })) };
}

interface AddressRow {
  address: string | null;
  latitude: string | null;
  longitude: string | null;
  parish_id: string | null;
  county_id: string | null;
  island_id: string | null;
}

const idOf = (text: string | null) => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null);
const coordinateOf = (text: string | null, limit: number) => (text && isValidCoordinate(text) && Math.abs(Number(text)) <= limit ? Number(text) : null);

/**
 * Addresses of published records of any kind: heritage keeps `address` as text with its own
 * coordinates and divisions, an entity `address` as an object (street, locality, parishId).
 */
async function recordPlaces(db: Kysely<Database>, divisions: Map<number, DivisionPlace>): Promise<Place[]> {
  const rows = await sql<AddressRow>`
    SELECT DISTINCT
      CASE WHEN jsonb_typeof(data->'address') = 'string' THEN data->>'address'
           ELSE concat_ws(', ', nullif(trim(data->'address'->>'street'), ''), nullif(trim(data->'address'->>'locality'), '')) END AS address,
      data->>'latitude' AS latitude, data->>'longitude' AS longitude,
      coalesce(data->>'parishId', data->'address'->>'parishId') AS parish_id,
      data->>'countyId' AS county_id, data->>'islandId' AS island_id
    FROM record_version
    WHERE state = ${RecordState.Published} AND data ? 'address'
    LIMIT ${MAX_RECORD_PLACES}`.execute(db);
  return rows.rows.flatMap((row): Place[] => {
    const address = row.address?.trim();
    if (!address) return [];
    const lat = coordinateOf(row.latitude, 90);
    const lng = coordinateOf(row.longitude, 180);
    const division = [row.parish_id, row.county_id, row.island_id].map((id) => divisions.get(idOf(id) ?? -1)).find((d) => d !== undefined);
    const point = lat !== null && lng !== null ? { lat, lng } : (division?.point ?? null);
    if (!point) return [];
    const label = division && !normalize(address).includes(normalize(division.name)) ? `${address}, ${division.label}` : `${address}, ${REGION}`;
    return [{ kind: 'record', name: address, label, ...point, exact: lat !== null && lng !== null }];
  });
}

export function gazetteerOf(places: Place[], locate: DivisionLocator = () => null): Gazetteer {
  const indexed = places.map((p) => ({ place: p, text: normalize(p.label), name: normalize(p.name) }));
  return {
    places,
    search(query, limit) {
      const words = normalize(query).split(' ').filter(Boolean);
      if (words.length === 0) return [];
      const first = words.join(' ');
      return indexed
        .filter((e) => words.every((w) => e.text.includes(w)))
        .sort(
          (a, b) =>
            Number(!a.name.startsWith(first)) - Number(!b.name.startsWith(first)) || KIND_RANK[a.place.kind] - KIND_RANK[b.place.kind] || a.text.length - b.text.length,
        )
        .filter((e, i, all) => all.findIndex((o) => o.text === e.text) === i)
        .slice(0, limit)
        .map(({ place }) => ({ label: place.label, lat: place.lat, lng: place.lng }));
    },
    reverse(lat, lng) {
      const here = { lat, lng };
      const nearest = (kind: PlaceKind, exactOnly: boolean) => {
        let best: { place: Place; km: number } | null = null;
        for (const place of places) {
          if (place.kind !== kind || (exactOnly && !place.exact)) continue;
          const km = distanceKm(here, place);
          if (!best || km < best.km) best = { place, km };
        }
        return best;
      };
      const record = nearest('record', true);
      if (record && record.km <= NEAR_RECORD_KM) return record.place.label;
      const municipality = nearest('municipality', false);
      return municipality && municipality.km <= NEAR_MUNICIPALITY_KM ? municipality.place.label : null;
    },
    divisionsAt: locate,
  };
}

export async function buildGazetteer(db: Kysely<Database>): Promise<Gazetteer> {
  const divisions = await divisionPlaces(db);
  return gazetteerOf([...divisions.places, ...(await recordPlaces(db, divisions.byId))], divisionLocatorOf(divisions.rows));
}

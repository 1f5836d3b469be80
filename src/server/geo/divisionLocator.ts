/**
 * Which of our divisions a point lies in (issue 29 §4): the map picker fills the form's island,
 * municipality and parish from it. Ours, not the map service's: its names ("Sé", "Angra do
 * Heroísmo") would have to be matched to our official list, and it may be unreachable. Without
 * boundaries (CAOP) at hand it is approximate by construction: the island whose outline holds the
 * point (the outlines the maps draw; a coastal click just outside the coarse line still counts), then
 * on that island the parish whose centre (divisionPoints.json) is nearest, and that parish's
 * municipality. Near a parish boundary it may name the neighbour, which is why the form only fills
 * what the user left empty.
 */
import { DivisionType } from '@/shared/enums';
import type { GeoDivision, GeoDivisions } from '@/shared/geo';
import ISLAND_OUTLINES from '@/shared/azoresIslands.json';
import { distanceKm } from './distance';
import POINTS from './divisionPoints.json';

/** A click this close to an island's outline is on it (the outlines are coarse: villages on the shore lie up to ~1.5 km outside). */
export const COAST_KM = 3;

export interface DivisionRow {
  id: number;
  type: number;
  code: string;
  name: string;
  parentId: number | null;
}

type Ring = readonly (readonly number[])[];

export interface DivisionLocatorData {
  /** Outline rings ([lng, lat] pairs, GeoJSON order) by island code, as the maps draw them. */
  outlines: ReadonlyMap<string, Ring>;
  /** Points by DICOFRE code: parishes' centres, municipalities' seats. */
  points: Readonly<Record<string, readonly number[]>>;
}

export type DivisionLocator = (lat: number, lng: number) => GeoDivisions | null;

/** Even-odd ray casting on a ring of [lng, lat] pairs. */
function inside(ring: Ring, lat: number, lng: number): boolean {
  let holds = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1, y1] = ring[i] as [number, number];
    const [x2, y2] = ring[j] as [number, number];
    if (y1 > lat !== y2 > lat && lng < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) holds = !holds;
  }
  return holds;
}

/** Distance in km from a point to a ring's nearest edge (flat projection: fine over a few km). */
function distanceToRingKm(ring: Ring, lat: number, lng: number): number {
  const kx = 111.32 * Math.cos((lat * Math.PI) / 180);
  const ky = 110.57;
  let best = Infinity;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [ax, ay] = [ring[i]![0]! * kx, ring[i]![1]! * ky];
    const [bx, by] = [ring[i + 1]![0]! * kx, ring[i + 1]![1]! * ky];
    const [px, py] = [lng * kx, lat * ky];
    const [dx, dy] = [bx - ax, by - ay];
    const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(px - ax - t * dx, py - ay - t * dy));
  }
  return best;
}

const asDivision = (row: DivisionRow): GeoDivision => ({ id: row.id, code: row.code, name: row.name });

export function divisionLocatorOf(rows: readonly DivisionRow[], data: DivisionLocatorData = DEFAULT_DATA): DivisionLocator {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const islandOf = (row: DivisionRow): DivisionRow | undefined => {
    let at: DivisionRow | undefined = row;
    while (at && at.type !== DivisionType.Island) at = at.parentId === null ? undefined : byId.get(at.parentId);
    return at;
  };
  const islands = rows.flatMap((row) => {
    const ring = row.type === DivisionType.Island ? data.outlines.get(row.code) : undefined;
    return ring ? [{ row, ring }] : [];
  });
  /** Parishes, or a municipality without parishes (Corvo), with their points, by island id. */
  const placed = new Map<number, { row: DivisionRow; lat: number; lng: number }[]>();
  const hasParishes = new Set(rows.filter((r) => r.type === DivisionType.Parish && r.parentId !== null).map((r) => r.parentId));
  for (const row of rows) {
    const counts = row.type === DivisionType.Parish || (row.type === DivisionType.County && !hasParishes.has(row.id));
    const point = counts ? data.points[row.code] : undefined;
    const island = counts ? islandOf(row) : undefined;
    if (!point || point.length !== 2 || !island) continue;
    placed.set(island.id, [...(placed.get(island.id) ?? []), { row, lat: point[0]!, lng: point[1]! }]);
  }

  return (lat, lng) => {
    const holding = islands.find((i) => inside(i.ring, lat, lng));
    const island =
      holding ??
      islands
        .map((i) => ({ ...i, km: distanceToRingKm(i.ring, lat, lng) }))
        .filter((i) => i.km <= COAST_KM)
        .sort((a, b) => a.km - b.km)[0];
    if (!island) return null;
    let nearest: { row: DivisionRow; km: number } | null = null;
    for (const candidate of placed.get(island.row.id) ?? []) {
      const km = distanceKm({ lat, lng }, candidate);
      if (!nearest || km < nearest.km) nearest = { row: candidate.row, km };
    }
    const parish = nearest?.row.type === DivisionType.Parish ? nearest.row : null;
    const municipality = parish ? (parish.parentId === null ? undefined : byId.get(parish.parentId)) : nearest?.row;
    return { island: asDivision(island.row), municipality: municipality ? asDivision(municipality) : null, parish: parish ? asDivision(parish) : null };
  };
}

const DEFAULT_DATA: DivisionLocatorData = {
  outlines: new Map(ISLAND_OUTLINES.features.map((f) => [f.properties.code, f.geometry.coordinates[0] as Ring])),
  points: { ...POINTS.municipalities, ...POINTS.parishes },
};

/**
 * What a point chosen on the map picker writes into the form (issue 29 §4): the address and the
 * island → municipality → parish cascade, but never over what the user wrote. A field is the
 * picker's to fill when it is empty or still holds what the picker's last choice put there (choosing
 * again moves the place); a value the user typed or chose stays. We fill rather than ask: a question
 * on top of the picker's dialog for each field would be one dialog too many (§15), and the kept
 * address is offered beside the field instead (CoordinatesField).
 */
import type { GeoDivisions } from '@/shared/geo';

export type PlaceField = 'address' | 'island' | 'county' | 'parish';
export type PlaceValues = Partial<Record<PlaceField, string | number | null>>;

export interface PickedPlace {
  address: string | null;
  divisions: GeoDivisions | null;
}

export interface PlaceFill {
  /** The fields to set, by role. */
  changes: PlaceValues;
  /** The point's address when the user's own address was kept and differs from it. */
  keptAddress: string | null;
}

const LEVELS = ['island', 'county', 'parish'] as const;

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * @param current the form's values, by role; a role the form does not have is absent.
 * @param lastFilled what the picker's previous choice wrote (empty before the first).
 */
export function pickedPlaceFill(current: PlaceValues, picked: PickedPlace, lastFilled: PlaceValues): PlaceFill {
  const changes: PlaceValues = {};
  const ours = (field: PlaceField) => isEmpty(current[field]) || (field in lastFilled && current[field] === lastFilled[field]);
  let keptAddress: string | null = null;
  if ('address' in current && picked.address) {
    if (ours('address')) {
      if (current.address !== picked.address) changes.address = picked.address;
    } else if (current.address !== picked.address) keptAddress = picked.address;
  }
  const divisions = picked.divisions;
  if (divisions) {
    const point: Record<(typeof LEVELS)[number], number | null> = {
      island: divisions.island.id,
      county: divisions.municipality?.id ?? null,
      parish: divisions.parish?.id ?? null,
    };
    // Top down, as the cascade is chosen: a level changed empties (here: refills) those below it.
    let parentChanged = false;
    for (const level of LEVELS.filter((l) => l in current)) {
      const value = current[level] ?? null;
      if (parentChanged || ours(level)) {
        if (value !== point[level]) {
          changes[level] = point[level];
          parentChanged = true;
        }
      } else if (value !== point[level]) break; // The user's own choice differs: it and those below it stay.
    }
  }
  return { changes, keptAddress };
}

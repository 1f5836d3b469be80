import { regionDateTime } from '@/shared/regionTime';

/** An instant as the Azores clock reads it, 'HH:mm' (regionDateTime's 'DD/MM/YYYY HH:mm' ends with it). */
export function regionClock(instant: string): string {
  return regionDateTime(instant).slice(-5);
}

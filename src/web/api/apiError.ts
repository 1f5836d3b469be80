import type { Envelope } from '@/shared/api';
import { ERR_NETWORK } from '@/shared/errorCodes';

/** What every failed call rejects with: a catalogued code (SPEC §8) and the server's description. */
export interface ApiError {
  code: number | typeof ERR_NETWORK;
  description: string;
  /** The envelope's data when a failure carries facts to act on (a duplicate warning's records). */
  data?: unknown;
  /** The form field the refusal belongs to (src/shared/fieldErrors.ts): shown under it, not toasted. */
  field?: string;
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (typeof v.code === 'number' || v.code === ERR_NETWORK) && typeof v.description === 'string';
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>).code === 'number';
}

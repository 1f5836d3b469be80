/** Database failures the settings writes translate into catalogued codes. */
import type { ErrorCodeNumber } from '@/shared/errors';
import { AppError } from '../http/AppError';

/** PostgreSQL SQLSTATEs (the same on the server and in PGlite). */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function hasSqlState(error: unknown, state: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === state;
}

async function translating<T>(state: string, code: ErrorCodeNumber, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (hasSqlState(error, state)) throw new AppError(code);
    throw error;
  }
}

/**
 * Runs a write; a unique violation (two administrators saving the same name at once, after both
 * passed the check) becomes `code` instead of an unexpected error.
 */
export function uniqueAs<T>(code: ErrorCodeNumber, work: () => Promise<T>): Promise<T> {
  return translating(UNIQUE_VIOLATION, code, work);
}

/** Runs a delete; a row that something started to reference after the check becomes `code`. */
export function foreignKeyAs<T>(code: ErrorCodeNumber, work: () => Promise<T>): Promise<T> {
  return translating(FOREIGN_KEY_VIOLATION, code, work);
}

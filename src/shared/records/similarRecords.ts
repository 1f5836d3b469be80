/**
 * Telling a duplicate warning from a refusal that shares its code (SPEC §8: -225 and -305 also mean
 * 'service already provided by the point of care'). A module of its own, apart from contract.ts, because
 * the base query of the first screens needs this one function and not the contract's route table.
 */
import type { DuplicateWarningData } from './contract';

/** Whether a failure's data is a duplicate warning's (the list of similar records), not a refusal sharing its code. */
export function carriesSimilarRecords(data: unknown): data is DuplicateWarningData {
  return typeof data === 'object' && data !== null && Array.isArray((data as { similar?: unknown }).similar);
}

/**
 * The wire contract of the settings area (SPEC §2.9): one schema per call, its type derived with
 * Static, one file per area. Paths are relative to API_BASE; every answer is the Envelope of
 * src/shared/api.ts; lists answer TableData (records/contract.ts) and take the paging query of
 * schemaParts.ts. Permissions are said at the top of each area's file and checked by the server on
 * every call, from the database.
 *
 * The SPA imports values from vocabulary.ts and paths.ts only, and types from here (`import type`):
 * the schemas stay out of its chunks.
 */
export type { TableData } from '../records/contract';
export * from './vocabulary';
export * from './paths';
export * from './schemaParts';
export * from './profileContract';
export * from './userContract';
export * from './economicActivityContract';
export * from './legislationContract';
export * from './refusalTypeContract';
export * from './parameterContract';
export * from './objectParameterContract';
export * from './groupContract';
export * from './divisionContract';

/** Query of every list: 1-based page, size LIMITS.defaultPageSize, sort 'Key' or 'Key desc'. */
export interface PagingQuery {
  pageNumber?: number;
  pageSize?: number;
  sortBy?: string;
}

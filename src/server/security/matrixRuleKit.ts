/**
 * The language of the authorisation matrix's rules (authorizationRules.ts and the rule files of each
 * area): what a case is expected to answer, the request it sends, the targets it is sent on, and the
 * small builders the rules are written with.
 */
import type { RecordKindName } from '@/shared/records/kinds';
import { holdsAll, holdsAny, isSignedInStaff, type Place, type Subject } from './matrixSubjects';

/**
 * allowed: the call passes every permission check (it may still fail for business reasons);
 * refused: -500; hidden: the kind's not-found code (a version the caller may not read is not revealed);
 * refusedOrHidden: either (a write on a version the caller cannot even read).
 */
export type Outcome = 'allowed' | 'refused' | 'hidden' | 'refusedOrHidden';

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
}

/** Targets the rules build their requests on; each call makes a fresh one where a case changes it. */
export interface MatrixFixtures {
  /** A draft record (never published) of the kind, owned by an organisation at `place`; with its first stored attachment when the kind has any. */
  draftRecord(kind: RecordKindName, place: Place): Promise<{ id: number; version: number; rowVersion: number; attachmentId?: number }>;
  /** A published record of the kind, owned by an organisation at `place`. */
  publishedRecord(kind: RecordKindName, place: Place): Promise<{ id: number; version: number }>;
  /** Valid input for a new record of the kind under an organisation at `place`. */
  newRecordInput(kind: RecordKindName, place: Place): Promise<Record<string, unknown>>;
  /** A fresh user whose one profile (no permissions) is scoped at `place`. */
  user(place: Place): Promise<{ userId: number; profileId: number }>;
  /** A fresh profile without users and permissions, scoped at `place`. */
  profile(place: Place): Promise<number>;
  /** An organisation at `place` (a branch below the scoped subjects' organisation, or outside it). */
  organization(place: Place): Promise<number>;
  unique(prefix: string): string;
}

export interface RouteRule {
  /** "METHOD /api/path/{param}", exactly as the OpenAPI document lists it. */
  route: string;
  /** Whether the answer depends on where the target lies (inside or outside the caller's branch). */
  scoped: boolean;
  /** No token needed. */
  isPublic?: boolean;
  /** The case ends the caller's session (logout): it gets a session of its own. */
  endsSession?: boolean;
  /** The not-found code of 'hidden' outcomes. */
  hiddenCode?: number;
  /**
   * The code to judge a successful envelope by, read from its data (a bulk action answers 0 with each
   * record's own result): null to keep the envelope's code.
   */
  codeOf?(data: unknown): number | null;
  expect(subject: Subject, place: Place): Outcome;
  request(fixtures: MatrixFixtures, place: Place): Promise<MatrixRequest>;
}

export const when = (allowed: boolean): Outcome => (allowed ? 'allowed' : 'refused');
export const anyToken = (): Outcome => 'allowed';
export const staffHolding =
  (numbers: readonly number[]) =>
  (s: Subject): Outcome =>
    when(isSignedInStaff(s) && holdsAny(s, numbers, null));
export const staffHoldingAll =
  (numbers: readonly number[]) =>
  (s: Subject): Outcome =>
    when(isSignedInStaff(s) && holdsAll(s, numbers, null));
export const fixed = (method: MatrixRequest['method'], url: string, payload?: unknown) => async (): Promise<MatrixRequest> => ({ method, url, payload });
/** A rule whose answer does not depend on where the target lies: the route's own method on a fixed URL. */
export const unscoped = (route: string, expect: RouteRule['expect'], url: string, payload?: unknown): RouteRule => ({
  route,
  scoped: false,
  expect,
  request: fixed(route.split(' ')[0] as MatrixRequest['method'], url, payload),
});

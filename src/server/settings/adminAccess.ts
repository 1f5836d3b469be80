/**
 * The caller's reach over users and profiles (adminReach.ts) read from the database, once per
 * request: profile scopes and reaches are memoised, and a whole-tree reach never walks the tree.
 * Refusals are -500, without a hint of what lies outside the caller's reach.
 */
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@/shared/errors';
import { ADMIN_USERNAME } from '@/shared/limits';
import { sessionOf } from '../auth/sessionOf';
import { AppError } from '../http/AppError';
import type { EngineContext } from '../records/engineContext';
import { rootIds, subtreeIds } from '../records/organizationTree';
import { normalizeUsername, type UserProfile } from '../users/userRepository';
import { canManageGrant, EMPTY_SCOPE, unionScopes, WHOLE_SCOPE, type OrgScope } from './adminReach';

type Db = EngineContext['db'];

/** What the rule needs of a profile. */
export interface ProfileShape {
  organizationId: number | null;
  excludedOrganizationIds: readonly number[];
  permissions: readonly number[];
}

export interface AdminCaller {
  userId: number;
  profiles: readonly UserProfile[];
}

export class AdminAccess {
  private readonly scopes = new Map<string, Promise<OrgScope>>();
  private readonly reaches = new Map<number, OrgScope>();

  constructor(
    private readonly db: Db,
    readonly caller: AdminCaller,
  ) {}

  /** Its organisation's subtree (the organisation itself always counted) minus the excluded branches. */
  scopeOf(profile: Omit<ProfileShape, 'permissions'>): Promise<OrgScope> {
    const excluded = [...new Set(profile.excludedOrganizationIds)].sort((a, b) => a - b);
    const key = `${profile.organizationId ?? 'root'}/${excluded.join(',')}`;
    let scope = this.scopes.get(key);
    if (!scope) {
      scope = this.loadScope(profile.organizationId, excluded);
      this.scopes.set(key, scope);
    }
    return scope;
  }

  private async loadScope(organizationId: number | null, excluded: readonly number[]): Promise<OrgScope> {
    if (organizationId === null && excluded.length === 0) return WHOLE_SCOPE;
    if (organizationId === null) {
      return { whole: false, rootless: true, ids: new Set(await subtreeIds(this.db, await rootIds(this.db), excluded)) };
    }
    if (excluded.includes(organizationId)) return EMPTY_SCOPE;
    // The organisation counts even when unknown, so a profile on a vanished id is never "inside" by accident.
    return { whole: false, rootless: false, ids: new Set([organizationId, ...(await subtreeIds(this.db, [organizationId], excluded))]) };
  }

  /** Union of the scopes of the caller's profiles that hold `permission`. */
  async reachOf(permission: number): Promise<OrgScope> {
    const known = this.reaches.get(permission);
    if (known) return known;
    const holding = this.caller.profiles.filter((p) => p.permissions.includes(permission));
    const reach = unionScopes(await Promise.all(holding.map((p) => this.scopeOf(p))));
    this.reaches.set(permission, reach);
    return reach;
  }

  private async reachesFor(permissions: readonly number[]): Promise<Map<number, OrgScope>> {
    const map = new Map<number, OrgScope>();
    for (const n of new Set(permissions)) map.set(n, await this.reachOf(n));
    return map;
  }

  /** Whether the caller holds every permission of `area` over the whole tree. */
  async isWholeTree(area: readonly number[]): Promise<boolean> {
    return [...(await this.reachesFor(area)).values()].every((r) => r.whole);
  }

  /** Inside the caller's reach for `area`, granting only permissions the caller holds over its scope. */
  async canManageProfile(profile: ProfileShape, area: readonly number[]): Promise<boolean> {
    const reaches = await this.reachesFor([...area, ...profile.permissions]);
    if ([...reaches.values()].every((r) => r.whole)) return true;
    const scope = await this.scopeOf(profile);
    return canManageGrant({ scope, permissions: profile.permissions }, area, (n) => reaches.get(n) ?? EMPTY_SCOPE);
  }

  async requireManageableProfile(profile: ProfileShape, area: readonly number[]): Promise<void> {
    if (!(await this.canManageProfile(profile, area))) throw new AppError(ErrorCode.NoPermission);
  }

  /** Whether the caller holds this profile themselves (then they may not change it). */
  holdsProfile(profileId: number): boolean {
    return this.caller.profiles.some((p) => p.profileId === profileId);
  }

  /**
   * A user is managed through their profiles: each one must be manageable. The built-in admin is a
   * whole-tree account whatever their profiles; a user without profiles is inside every reach.
   */
  async canManageUser(user: { username: string }, profiles: readonly ProfileShape[], area: readonly number[]): Promise<boolean> {
    if (normalizeUsername(user.username) === ADMIN_USERNAME && !(await this.isWholeTree(area))) return false;
    for (const profile of profiles) if (!(await this.canManageProfile(profile, area))) return false;
    return true;
  }

  async requireManageableUser(user: { username: string }, profiles: readonly ProfileShape[], area: readonly number[]): Promise<void> {
    if (!(await this.canManageUser(user, profiles, area))) throw new AppError(ErrorCode.NoPermission);
  }
}

/** The caller of a settings request, as the rule sees them (profiles reloaded on every request). */
export function adminAccessOf(db: Db, request: FastifyRequest): AdminAccess {
  const session = sessionOf(request);
  return new AdminAccess(db, { userId: session.user.id, profiles: session.profiles });
}

/**
 * The one permission guard of the settings routes (SPEC §6). Permissions come from
 * `request.session.permissions`, which the auth plugin loads from the database on every request:
 * the client's token is never trusted for them.
 *
 * A rule is a permission number (required) or a list of numbers (any one of them is enough):
 * `requirePermissions(request, Permission.UserCreateEdit, Permission.UserDelete)` needs both,
 * `requirePermissions(request, [Permission.ParameterCreateEdit, Permission.ParameterDelete])` either.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ErrorCode } from '@/shared/errors';
import { Permission } from '@/shared/permissions';
import { sessionOf } from '../auth/sessionOf';
import { AppError } from '../http/AppError';

export type PermissionRule = number | readonly number[];

export function satisfies(permissions: readonly number[], rules: readonly PermissionRule[]): boolean {
  return rules.every((rule) => (typeof rule === 'number' ? permissions.includes(rule) : rule.some((n) => permissions.includes(n))));
}

/** Throws -500 unless the caller (never the guest) holds every rule. */
export function requirePermissions(request: FastifyRequest, ...rules: PermissionRule[]): void {
  const session = sessionOf(request);
  if (session.isGuest || rules.length === 0 || !satisfies(session.permissions, rules)) throw new AppError(ErrorCode.NoPermission);
}

/** The same check as a route hook, so it runs before the body is validated: no permission, no hints. */
export function guard(...rules: PermissionRule[]): onRequestAsyncHookHandler {
  return async (request) => requirePermissions(request, ...rules);
}

/** The reference data's guards (economic activities, legislations, refusal types): reads 61 or 62, writes 61, delete 62. */
export function referenceDataGuards() {
  return {
    read: guard([Permission.ParameterCreateEdit, Permission.ParameterDelete]),
    write: guard(Permission.ParameterCreateEdit),
    remove: guard(Permission.ParameterDelete),
  };
}

/** An area whose every call needs its create/edit permission and whose delete also needs its delete one (profiles, users, templates). */
export function createEditDeleteGuards(createEdit: number, remove: number) {
  const edit = guard(createEdit);
  return { read: edit, write: edit, remove: guard(createEdit, remove) };
}

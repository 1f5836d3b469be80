/**
 * Redux DevTools in every build, production included: support staff inspect a user's state and actions
 * with the browser extension (the design card names them as its users). What the extension receives is
 * sanitised first, so that a screenshot or an exported trace carries no secret: tokens (the session's,
 * the reCAPTCHA's, any JWT or bearer value), passwords of any field name (password, newPassword,
 * currentPassword…) and the obfuscated session as stored. The history is bounded and without stack traces.
 */
import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';

export const REDACTED = '[redacted]';

/** Names of fields that hold a secret whenever their value is a string. */
const SECRET_KEY = /password|token|secret|authorization|cookie/i;

/** Values that are secrets whatever their field: a JWT (three base64url parts, "eyJ…") or an HTTP bearer credential. */
const SECRET_VALUE = /^(?:Bearer\s+\S+|eyJ[\w-]*\.[\w-]+\.[\w-]*)$/;

/** The persisted session (see persistence.ts) is one obfuscated string under this key. */
const STORED_SESSION_KEY = 'session';

/** Actions kept by the extension; older ones are dropped (the default, 50, said out loud). */
export const DEVTOOLS_MAX_AGE = 50;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isSecret(key: string | undefined, value: string): boolean {
  if (SECRET_VALUE.test(value)) return true;
  return key !== undefined && (SECRET_KEY.test(key) || key === STORED_SESSION_KEY);
}

function redact(value: unknown, key: string | undefined, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return isSecret(key, value) ? REDACTED : value;
  // Only plain data is walked: class instances (Request, Error…) go as they are, and so does a cycle.
  if (Array.isArray(value)) {
    if (seen.has(value)) return value;
    seen.add(value);
    const items = value.map((item) => redact(item, undefined, seen));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (isPlainObject(value)) {
    if (seen.has(value)) return value;
    seen.add(value);
    let copy: Record<string, unknown> | undefined;
    for (const [field, fieldValue] of Object.entries(value)) {
      const clean = redact(fieldValue, field, seen);
      if (clean === fieldValue) continue;
      copy ??= { ...value };
      copy[field] = clean;
    }
    return copy ?? value;
  }
  return value;
}

/**
 * A copy of `value` with every secret replaced by REDACTED; parts without secrets are the same objects
 * (nothing is copied when nothing is secret), so sanitising the whole state on each action stays cheap.
 */
export function redactSecrets<T>(value: T): T {
  return redact(value, undefined, new WeakSet()) as T;
}

export const devToolsOptions: DevToolsEnhancerOptions = {
  maxAge: DEVTOOLS_MAX_AGE,
  trace: false,
  actionSanitizer: (action) => redactSecrets(action),
  stateSanitizer: (state) => redactSecrets(state),
  // In production the extension inspects and exports; it does not replay, dispatch or import into a user's session.
  features:
    process.env.NODE_ENV === 'production'
      ? { pause: true, lock: true, persist: false, export: true, import: false, jump: false, skip: false, reorder: false, dispatch: false, test: false }
      : undefined,
};

/**
 * Bounds every input schema of every route (body, query, path, headers) once, when the route is
 * added, so no route can forget one: integers within PostgreSQL's int4, strings and arrays with a
 * size. A schema's own tighter bound is kept. The OpenAPI document shows the bounded schemas.
 */
import { INPUT_LIMITS } from '@/shared/limits';

type SchemaObject = Record<string, unknown>;

const INPUT_PARTS = ['body', 'querystring', 'query', 'params', 'headers'] as const;

function typesOf(schema: SchemaObject): string[] {
  const { type } = schema;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type) && type.every((t) => typeof t === 'string')) return type;
  return [];
}

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of a JSON schema with the default bounds of INPUT_LIMITS where it names none. */
export function boundSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundSchema);
  if (!isObject(schema)) return schema;
  const out: SchemaObject = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'enum' || key === 'const' || key === 'default' ? value : boundSchema(value);
  const types = typesOf(schema);
  if (types.includes('integer')) {
    out.minimum = Math.max(typeof schema.minimum === 'number' ? schema.minimum : -Infinity, INPUT_LIMITS.integerMin);
    out.maximum = Math.min(typeof schema.maximum === 'number' ? schema.maximum : Infinity, INPUT_LIMITS.integerMax);
  }
  if (types.includes('string') && schema.maxLength === undefined && schema.enum === undefined && schema.const === undefined) {
    out.maxLength = INPUT_LIMITS.stringMaxLength;
  }
  if (types.includes('array') && schema.maxItems === undefined) out.maxItems = INPUT_LIMITS.arrayMaxItems;
  return out;
}

/** The route's schema with every input part bounded (response schemas untouched). */
export function boundRouteSchema<T extends object | undefined>(schema: T): T {
  if (!schema) return schema;
  const parts = schema as SchemaObject;
  const out: SchemaObject = { ...parts };
  for (const part of INPUT_PARTS) if (parts[part] !== undefined) out[part] = boundSchema(parts[part]);
  return out as T;
}

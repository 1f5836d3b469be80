/**
 * Bad-input generators of the route fuzzer (routeFuzz.test.ts), driven by a route's JSON schemas.
 * Bodies are built as raw JSON text so tokens JSON.stringify cannot write (1e999, huge integers,
 * malformed JSON) reach the server as a client could send them.
 */
import fc from 'fast-check';
import { emptyEntity } from '@/shared/records/entity';

/** A JSON schema as the OpenAPI document carries it (only what the fuzzer reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

/** A JSON token written verbatim. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson tokens. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const NUL = '\u0000';

function nested(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** A value no well-formed client sends for a field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    new RawJson('1e999'),
    new RawJson('-1e999'),
    new RawJson('99999999999999999999999'),
    new RawJson('2147483648'),
    new RawJson('2147483647'),
    new RawJson('-2147483649'),
    new RawJson('1e308'),
    new RawJson('0.5'),
    new RawJson('-1'),
    new RawJson('0'),
    null,
    true,
    {},
    [],
    '',
    NUL,
    `a${NUL}b`,
    'x'.repeat(5000),
    'x'.repeat(300_000),
    nested(500),
    [null, 1, 'a', {}],
    Array.from({ length: 20_000 }, (_, i) => i),
    Array.from({ length: 3000 }, () => 'keyword'),
    new RawJson('{"__proto__":{"x":1},"constructor":{"prototype":{}}}'),
    // Objects whose conversion to text or number throws (a library calling `toString` or `valueOf` on them).
    { toString: 1 },
    { toString: 'x', valueOf: 'y' },
    { length: 1e9 },
  ),
  fc.string({ maxLength: 40 }).map((s) => `${s}${NUL}`),
  fc.integer().map((n) => new RawJson(`${n}${'9'.repeat(12)}`)),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 30 }),
);

/** A plausible value of a schema (so one bad field is checked, not the first missing one). */
export function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return plausible(schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return 'a';
    case 'array':
      return [plausible(schema.items, depth + 1)];
    case 'object': {
      // The record routes' free-form `input`: a valid-looking entity, so the kind's schema is reached.
      if (!schema.properties && schema.additionalProperties === true)
        return { ...emptyEntity(), code: 'C1', name: 'N', abbreviation: 'A', startDate: '2026-01-01', organizationTypeId: 1 };
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = plausible(v, depth + 1);
      return out;
    }
    default:
      return null;
  }
}

/** Replace the value at a path (a list of keys) of a JSON-like value; a new key is added. */
function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head = '', ...rest] = path;
  const base = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...base, [head]: replaceAt(base[head], rest, replacement) };
}

/** Paths to every property of a plausible value, one or two levels deep. */
function fieldPaths(value: unknown): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const paths: string[][] = [];
  for (const [k, v] of Object.entries(value)) {
    paths.push([k]);
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const inner of Object.keys(v)) paths.push([k, inner]);
  }
  return paths;
}

/** Raw JSON text of a bad body for a route with that body schema. */
export function badBody(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const base = plausible(schema ?? { type: 'object', properties: {} });
  const paths = fieldPaths(base);
  const mutated = fc
    .tuple(paths.length ? fc.constantFrom(...paths) : fc.constant(['extra'] as string[]), badValue, fc.boolean())
    .map(([path, bad, extra]) => jsonText(replaceAt(extra ? replaceAt(base, ['unexpected'], 1) : base, path, bad)));
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: badValue.map(jsonText) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":}', '[1,2', 'nul', '{"a":1}}', `"${'\\u0000'}"`, '', '{"a":"\\ud800"}', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`),
    },
  );
}

/** A bad value of a path or query parameter (already URL-encoded). */
export const badParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    '1e999',
    'NaN',
    'Infinity',
    'abc',
    '%00',
    'a%00b',
    '1.5',
    '%F0%9F%98%80',
    'x'.repeat(150),
    '9'.repeat(400),
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

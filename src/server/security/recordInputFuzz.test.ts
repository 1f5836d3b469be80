/**
 * Fuzzes the record inputs (issue 28 item 3): each kind's valid fixture (test/recordInputs.ts) with one to
 * three of its fields — found through the kind's input schema as the OpenAPI document publishes it,
 * nested objects and list items included — left out or replaced by a value no well-formed client sends.
 * Created (POST) and saved over a draft (PUT) as the administrator, who may write everything: so the
 * kind's whole validation is reached, not a permission refusal.
 * Asserts: never HTTP 5xx, always the JSON envelope with a numeric code.
 * Knobs: RECORD_FUZZ_RUNS (cases per kind, 200) and RECORD_FUZZ_SEED (a number, or `random`; printed).
 */
import fc from 'fast-check';
import type { RecordKindName } from '@/shared/records/kinds';
import type { RecordView, SavedRecord } from '@/shared/records/contract';
import { inputJsonSchema, type JsonSchemaObject } from '../records/inputJsonSchema';
import { REGISTERED_KINDS } from '../records/registry';
import { insertDocumentTypes } from '../test/documents';
import { validRecordInput, type RecordInputPlace } from '../test/recordInputs';
import { signedInAppForSuite } from '../test/signedInApp';
import { entityIdByCode } from '../test/users';
import { badValue, jsonText, type JsonSchema } from './fuzzInputs';

const RUNS_PER_KIND = Number(process.env.RECORD_FUZZ_RUNS ?? 200);
const SEED = process.env.RECORD_FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.RECORD_FUZZ_SEED ?? 20261127);

type Path = (string | number)[];

/** Every field of an input schema: properties, nested objects, and the first item of a list (and its fields). */
export function fieldPaths(schema: JsonSchema, prefix: Path = [], depth = 0): Path[] {
  if (depth > 4) return [];
  const paths: Path[] = [];
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    paths.push(path);
    if (field.properties) paths.push(...fieldPaths(field, path, depth + 1));
    if (field.items) {
      paths.push([...path, 0]);
      if (field.items.properties) paths.push(...fieldPaths(field.items, [...path, 0], depth + 1));
    }
  }
  return paths;
}

type Mutation = { path: Path; drop: true } | { path: Path; drop: false; value: unknown };

/** The value with `mutation` applied; containers on the way are made when missing (a list gets its first item). */
export function mutated(value: unknown, [head, ...rest]: Path, mutation: Mutation): unknown {
  if (head === undefined) return mutation.drop ? undefined : mutation.value;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    const item = mutated(list[head] ?? {}, rest, mutation);
    if (item === undefined) list.splice(head, 1);
    else list[head] = item;
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  const next = mutated(object[head], rest, mutation);
  if (next === undefined) delete object[head];
  else object[head] = next;
  return object;
}

function mutations(paths: Path[]): fc.Arbitrary<Mutation[]> {
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...paths).map((path): Mutation => ({ path, drop: true })) },
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...paths), badValue).map(([path, value]): Mutation => ({ path, drop: false, value })) },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
}

describe('record-input fuzzer: a malformed record never answers 500', () => {
  const t = signedInAppForSuite();
  let place: RecordInputPlace;

  beforeAll(async () => {
    const db = t.database.db;
    const [documentTypeId = 0] = await insertDocumentTypes(db);
    const channelTypeId = (await db.selectFrom('reference_item').select('id').where('category', '=', 'channelType').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    place = { parent: { id: await entityIdByCode(db, 'SRFPAP'), version: 1 }, owner: await entityIdByCode(db, 'DROT'), documentTypeId, channelTypeId };
  });

  it('creates and saves mutated inputs of every kind', async () => {
    const kinds = Object.keys(REGISTERED_KINDS) as RecordKindName[];
    const failures: string[] = [];
    const outcomes = new Map<number, number>();
    let requests = 0;
    for (const [index, kind] of kinds.entries()) {
      const def = REGISTERED_KINDS[kind]?.def;
      if (!def) continue;
      const paths = fieldPaths(inputJsonSchema(def) as JsonSchemaObject as JsonSchema);
      const draft = await t.call<SavedRecord>({
        method: 'POST',
        url: `/records/${kind}`,
        token: t.admin,
        payload: { input: validRecordInput(kind, `FZ${index}`, place), continueOnDuplicate: true },
      });
      expect([kind, draft.body.code]).toEqual([kind, 0]);
      const samples = fc.sample(fc.tuple(mutations(paths), fc.nat(4)), { seed: SEED + index, numRuns: RUNS_PER_KIND });
      for (const [n, [changes, target]] of samples.entries()) {
        let input: unknown = validRecordInput(kind, `FZ${index}N${n}`, place);
        for (const change of changes) input = mutated(input, change.path, change);
        // One case in five saves over the draft (with its current rowVersion): the save reads the input against the stored version.
        const save = target === 0;
        const draftUrl = `/records/${kind}/${draft.body.data.id}/${draft.body.data.version}`;
        const rowVersion = save ? (await t.call<RecordView>({ method: 'GET', url: draftUrl, token: t.admin })).body.data.rowVersion : undefined;
        const response = await t.app.inject({
          method: save ? 'PUT' : 'POST',
          url: save ? `/api${draftUrl}` : `/api/records/${kind}`,
          headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' },
          payload: jsonText({ input, continueOnDuplicate: true, ...(save ? { rowVersion } : {}) }),
        });
        requests += 1;
        let code: unknown;
        try {
          code = (JSON.parse(response.body) as { code?: unknown }).code;
        } catch {
          code = undefined;
        }
        if (typeof code === 'number') outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
        if (response.statusCode >= 500 || typeof code !== 'number') {
          const shown = changes.map((c) => `${c.path.join('.')}=${c.drop ? '(left out)' : jsonText(c.value).slice(0, 60)}`).join(', ');
          failures.push(`${save ? 'PUT' : 'POST'} ${kind} → ${response.statusCode} ${response.body.slice(0, 160)}\n    ${shown}`);
        }
      }
    }
    const codes = [...outcomes.entries()].sort(([a], [b]) => a - b).map(([code, count]) => `${code}×${count}`);
    console.info(
      `record-input fuzzer: ${kinds.length} kinds × ${RUNS_PER_KIND} cases = ${requests} requests (seed ${SEED}), ${failures.length} failures; codes ${codes.join(' ')}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});

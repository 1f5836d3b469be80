/**
 * A kind's input as JSON Schema, for the OpenAPI document (issue 28): integrators and the route fuzzer see
 * every field of the record body — its type, choices, lengths and list bounds — read from the kind's one
 * shared yup schema, never written a second time. For the document only: the body is still checked by
 * the yup schema (its per-field §5 messages and the kind's error code), so Ajv never sees this schema.
 */
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { SwaggerTransform } from '@fastify/swagger';
import type { ServerKindDefinition } from './kindDefinition';

export type JsonSchemaObject = Record<string, unknown>;

const cache = new WeakMap<ServerKindDefinition, JsonSchemaObject>();

/** The kind's input schema in JSON Schema (draft 7, as OpenAPI 3 reads it). */
export function inputJsonSchema(def: ServerKindDefinition): JsonSchemaObject {
  let schema = cache.get(def);
  if (!schema) {
    schema = { ...(convertSchema(def.schema) as JsonSchemaObject), description: `The ${def.meta.label.en}'s fields, checked by the kind's shared schema` };
    cache.set(def, schema);
  }
  return schema;
}

/** A route's document with the body's `input` replaced by the kind's input schema. */
export function documentedInput(def: ServerKindDefinition): SwaggerTransform {
  return ({ schema, url }) => {
    const body = schema.body as { properties?: Record<string, unknown> } | undefined;
    if (!body?.properties) return { schema, url };
    return { schema: { ...schema, body: { ...body, properties: { ...body.properties, input: inputJsonSchema(def) } } }, url };
  };
}

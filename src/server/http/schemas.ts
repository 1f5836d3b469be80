/** TypeBox building blocks shared by the route schemas. */
import { Type, type TSchema } from '@sinclair/typebox';

/** The envelope around a route's data; data is null when code is not 0. */
export function envelopeOf<T extends TSchema>(data: T) {
  return Type.Object(
    {
      code: Type.Integer({ description: '0 on success, otherwise a code of the error catalogue' }),
      description: Type.String(),
      data: Type.Union([data, Type.Null()]),
    },
    { additionalProperties: false },
  );
}

export const ErrorEnvelope = Type.Object(
  { code: Type.Integer(), description: Type.String(), data: Type.Null() },
  { additionalProperties: false, description: 'A protocol-level failure (400, 401, 404, 413, 414, 415, 429, 431, 500)' },
);

/** The response map of a route: 200 with the envelope of data, errors with the bare envelope. */
export function responses<T extends TSchema>(data: T) {
  return { 200: envelopeOf(data), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as const;
}

/** For routes that answer no data on success. */
export const NoData = Type.Null();

/** OpenAPI security of routes behind requireSession (the scheme is declared in plugins/external.ts). */
export const BEARER_SECURITY = [{ bearer: [] }];

/**
 * Fastify's own schema compilers (Ajv for what comes in, fast-json-stringify for what goes out),
 * each route's schema compiled at the route's first request instead of at start.
 *
 * Why: eagerly, every start compiled all ~160 routes' schemas (~0.9 s of CPU; each server process of
 * a cluster pays it at every restart, and so did each of the hundred server test files, which call a
 * handful of routes each). Lazily, a route pays its few milliseconds once, at its first call.
 * What does not change: the same compilers with the same options compile the same schemas; a schema
 * that cannot compile still fails loudly (its first request answers the catalogued internal error, and
 * the route fuzzer calls every route). The wrappers are transparent: Fastify reads `schemaEnv` (to let
 * Ajv coerce a root value) and `errors` from the validator, and both come from the compiled one.
 */
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Compiled<F> = F extends (...args: never[]) => infer R ? R : never;

/** The function compile(definition) makes, made on first use; property reads also reach it. */
function compiledOnFirstUse<Fn extends (...args: never[]) => unknown>(compile: () => Fn, properties: readonly string[]): Fn {
  let compiled: Fn | null = null;
  const target = () => (compiled ??= compile());
  const lazy = (...args: Parameters<Fn>): unknown => target()(...args);
  for (const name of properties) {
    Object.defineProperty(lazy, name, { get: () => (target() as unknown as Record<string, unknown>)[name], enumerable: false });
  }
  return lazy as Fn;
}

/** Fastify's Ajv validator factory, compiling each route schema at its first use. */
export function lazyValidatorFactory(eager: ValidatorFactory = AjvCompiler()): ValidatorFactory {
  return ((externalSchemas, options) => {
    const compileRoute = eager(externalSchemas, options);
    return (definition) => compiledOnFirstUse(() => compileRoute(definition), ['schemaEnv', 'errors']);
  }) as ValidatorFactory;
}

/** Fastify's fast-json-stringify serializer factory, compiling each response schema at its first use. */
export function lazySerializerFactory(eager: SerializerFactory = SerializerSelector()): SerializerFactory {
  return (externalSchemas, options) => {
    const compileRoute = eager(externalSchemas, options);
    return (definition) => compiledOnFirstUse<Compiled<typeof compileRoute>>(() => compileRoute(definition), []);
  };
}

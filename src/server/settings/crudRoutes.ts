/**
 * The five routes of a settings resource (list, get, create, update, delete), written once: each
 * resource declares its paths, schemas, guards and service functions. Profiles, users, economic
 * activities, legislations, refusal types, parameters and rich-text templates are such resources;
 * a new list of the same shape costs a declaration. The SPA's side is settingsResourceApi.ts.
 */
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, NoData, responses } from '../http/schemas';
import { named } from '../http/namedPlugin';

/** What every handler receives: the database and the request (for the caller's reach). */
export interface CrudCall {
  db: Kysely<Database>;
  request: FastifyRequest;
}

export interface CrudSchemas<Query extends TObject | undefined, Params extends TObject, Create extends TObject, Update extends TObject> {
  /** The list's querystring; none for a list that takes no filter. */
  query: Query;
  params: Params;
  create: Create;
  update: Update;
  item: TSchema;
  /** The create answer when it is not the item (users: the item and a one-time password). */
  created?: TSchema;
  /** The list's answer (TableData of the rows, or an array). */
  list: TSchema;
}

type QueryOf<Query extends TObject | undefined> = Query extends TObject ? Static<Query> : Record<string, never>;

export interface CrudResource<Query extends TObject | undefined, Params extends TObject, Create extends TObject, Update extends TObject> {
  /** OpenAPI tag. */
  tag: string;
  /** The OpenAPI summaries of the five routes. */
  summaries: { list: string; get: string; create: string; update: string; remove: string };
  paths: { list: string; one: string };
  schemas: CrudSchemas<Query, Params, Create, Update>;
  /** The params field holding the id (e.g. 'legislationId'). */
  idParam: keyof Static<Params> & string;
  guards: { read: onRequestAsyncHookHandler; write: onRequestAsyncHookHandler; remove: onRequestAsyncHookHandler };
  list(call: CrudCall, query: QueryOf<Query>): Promise<unknown>;
  get(call: CrudCall, id: number): Promise<unknown>;
  create(call: CrudCall, input: Static<Create>): Promise<unknown>;
  update(call: CrudCall, id: number, input: Static<Update>): Promise<unknown>;
  remove(call: CrudCall, id: number): Promise<void>;
  /** The resource's routes beyond the five (e.g. users' reset password), on the same plugin. */
  more?: (app: FastifyInstance) => void;
}

export function crudRoutes<Query extends TObject | undefined, Params extends TObject, Create extends TObject, Update extends TObject>(
  resource: CrudResource<Query, Params, Create, Update>,
): FastifyPluginAsync {
  // A plain plugin: TypeBox's inference cannot follow schemas that are type parameters, so the
  // handlers read their (already validated) input through the resource's Static types instead.
  const { summaries, paths, schemas, guards } = resource;
  const tags = [resource.tag];
  const security = BEARER_SECURITY;
  const idOf = (request: FastifyRequest) => Number((request.params as Static<Params>)[resource.idParam]);

  const plugin: FastifyPluginAsync = async (app) => {
    const callOf = (request: FastifyRequest): CrudCall => ({ db: app.db, request });
    resource.more?.(app);

    app.get(
      paths.list,
      {
        onRequest: guards.read,
        schema: { tags, security, summary: summaries.list, ...(schemas.query ? { querystring: schemas.query } : {}), response: responses(schemas.list) },
      },
      async (request) => ok(await resource.list(callOf(request), (request.query ?? {}) as QueryOf<Query>), requestLanguage(request)),
    );

    app.get(
      paths.one,
      { onRequest: guards.read, schema: { tags, security, summary: summaries.get, params: schemas.params, response: responses(schemas.item) } },
      async (request) => ok(await resource.get(callOf(request), idOf(request)), requestLanguage(request)),
    );

    app.post(
      paths.list,
      { onRequest: guards.write, schema: { tags, security, summary: summaries.create, body: schemas.create, response: responses(schemas.created ?? schemas.item) } },
      async (request) => ok(await resource.create(callOf(request), request.body as Static<Create>), requestLanguage(request)),
    );

    app.put(
      paths.one,
      { onRequest: guards.write, schema: { tags, security, summary: summaries.update, params: schemas.params, body: schemas.update, response: responses(schemas.item) } },
      async (request) => ok(await resource.update(callOf(request), idOf(request), request.body as Static<Update>), requestLanguage(request)),
    );

    app.delete(
      paths.one,
      { onRequest: guards.remove, schema: { tags, security, summary: summaries.remove, params: schemas.params, response: responses(NoData) } },
      async (request) => {
        await resource.remove(callOf(request), idOf(request));
        return ok(null, requestLanguage(request));
      },
    );
  };
  return named(plugin, `${resource.tag} routes`);
}

/**
 * The five routes of a reference-data resource (list, get, create, update, delete), written once:
 * each resource declares its paths, schemas, guards and service functions. Legislations, refusal
 * types and parameters are such resources; a new list of the same shape costs a declaration.
 */
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, NoData, responses } from '../http/schemas';
import { tableData, type PageWindow } from './paging';

export interface CrudResource<Query extends TObject, Params extends TObject, Input extends TObject, Item extends TSchema, Row> {
  /** OpenAPI tag and the nouns of the summaries. */
  tag: string;
  singular: string;
  plural: string;
  paths: { list: string; one: string };
  schemas: { query: Query; params: Params; input: Input; item: Item; page: TSchema };
  /** The params field holding the id (e.g. 'legislationId'). */
  idParam: keyof Static<Params> & string;
  guards: { read: onRequestAsyncHookHandler; write: onRequestAsyncHookHandler; remove: onRequestAsyncHookHandler };
  list(db: Kysely<Database>, query: Static<Query>): Promise<{ rows: Row[]; total: number; window: PageWindow }>;
  toItem(row: Row): Static<Item>;
  get(db: Kysely<Database>, id: number): Promise<Static<Item>>;
  create(db: Kysely<Database>, input: Static<Input>): Promise<Static<Item>>;
  update(db: Kysely<Database>, id: number, input: Static<Input>): Promise<Static<Item>>;
  remove(db: Kysely<Database>, id: number): Promise<void>;
}

export function crudRoutes<Query extends TObject, Params extends TObject, Input extends TObject, Item extends TSchema, Row>(
  resource: CrudResource<Query, Params, Input, Item, Row>,
): FastifyPluginAsync {
  // A plain plugin: TypeBox's inference cannot follow schemas that are type parameters, so the
  // handlers read their (already validated) input through the resource's Static types instead.
  const { tag, singular, plural, paths, schemas, guards } = resource;
  const tags = [tag];
  const security = BEARER_SECURITY;
  const idOf = (params: Static<Params>) => Number(params[resource.idParam]);

  return async (app) => {
    app.get(paths.list, { onRequest: guards.read, schema: { tags, security, summary: `${plural}, filtered and paged`, querystring: schemas.query, response: responses(schemas.page) } }, async (request) => {
      const { rows, total, window } = await resource.list(app.db, request.query as Static<Query>);
      return ok(tableData(rows.map(resource.toItem), total, window), requestLanguage(request));
    });

    app.get(paths.one, { onRequest: guards.read, schema: { tags, security, summary: `One ${singular}`, params: schemas.params, response: responses(schemas.item) } }, async (request) =>
      ok(await resource.get(app.db, idOf(request.params as Static<Params>)), requestLanguage(request)),
    );

    app.post(paths.list, { onRequest: guards.write, schema: { tags, security, summary: `Create a ${singular}`, body: schemas.input, response: responses(schemas.item) } }, async (request) =>
      ok(await resource.create(app.db, request.body as Static<Input>), requestLanguage(request)),
    );

    app.put(paths.one, { onRequest: guards.write, schema: { tags, security, summary: `Update a ${singular}`, params: schemas.params, body: schemas.input, response: responses(schemas.item) } }, async (request) =>
      ok(await resource.update(app.db, idOf(request.params as Static<Params>), request.body as Static<Input>), requestLanguage(request)),
    );

    app.delete(paths.one, { onRequest: guards.remove, schema: { tags, security, summary: `Delete a ${singular}`, params: schemas.params, response: responses(NoData) } }, async (request) => {
      await resource.remove(app.db, idOf(request.params as Static<Params>));
      return ok(null, requestLanguage(request));
    });
  };
}

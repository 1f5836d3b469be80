/**
 * The public entry's preview of a record version (issue 31 §3): `GET /api/records/{kind}/{id}/{version}/preview`,
 * one static path per registered kind like the engine's other record routes. Whoever may read the
 * version through the record GET may preview it; anyone else gets the same not-found code.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { openDataIrisOf } from '../openData/openDataIris';
import { REGISTERED_KINDS } from '../records/registry';
import { engineContext } from '../records/requestContext';
import { RecordParams } from '../records/schemas';
import { buildPreview } from './previewBuild';

const Entry = Type.Object({
  version: Type.Integer(),
  state: Type.Integer({ description: 'RecordState' }),
  node: Type.Union([Type.Record(Type.String(), Type.Unknown(), { description: 'The CPSV-AP JSON-LD node, as the open data publishes it' }), Type.Null()]),
});
const PreviewSchema = Type.Object({
  kind: Type.String(),
  id: Type.Integer(),
  published: Type.Boolean({ description: 'Whether the open data publishes this kind at all' }),
  requested: Entry,
  current: Type.Union([Entry, Type.Null()], { description: 'The published version when it is another one' }),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());
  const iris = openDataIrisOf(app.config);
  for (const [name, registered] of Object.entries(REGISTERED_KINDS)) {
    const { def } = registered;
    app.get(
      `/records/${name}/:id/:version/preview`,
      {
        schema: {
          tags: ['preview', name],
          security: BEARER_SECURITY,
          summary: `The public entry of a ${def.meta.label.en} version as a citizen will read it (CPSV-AP JSON-LD), with the published version's beside it`,
          params: RecordParams,
          response: responses(PreviewSchema),
        },
      },
      async (request) => ok(await buildPreview(engineContext(app, request), def, request.params.id, request.params.version, iris), requestLanguage(request)),
    );
  }
};

export default routes;

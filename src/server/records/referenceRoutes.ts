/** Read access to the reference lists the record forms offer (entity types, relation types, …). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ObjectKind } from '@/shared/enums';
import { RecordState } from '@/shared/recordStates';
import { GroupKind } from '@/shared/enums';
import { ORGANIZATION_PICKER_PURPOSES, RECORD_PATHS, type DivisionOption, type LegislationOption, type OrganizationOption } from '@/shared/records/contract';
import { KIND_BASICS, permissionsFor, RECORD_KIND_NAMES, type KindBasics, type RecordKindName } from '@/shared/records/kinds';
import { REFERENCE_CATEGORY_NAMES, type ReferenceItem } from '@/shared/referenceLists';
import { RETURN_REASON_PATHS } from '@/shared/records/returnReason';
import { ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { sql } from 'kysely';
import { readableCondition, unpublishedScope } from './recordAccess';
import { activeRefusalTypes } from './returnReasons';
import { entityKind } from './entityKind';
import { organizationsWithPermission } from './organizationTree';
import { engineContext } from './requestContext';
import { containsCaseInsensitive, containsText } from './textMatch';
import { versionNames } from './versionHeader';

/** Submitted organisations are offered only to those who may read them (recordAccess.ts). */
const PICKER_STATES = [RecordState.Published, RecordState.SubmittedForApproval, RecordState.SubmittedForPublication];

const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireSession());

  app.get(
    '/reference/:category',
    {
      schema: {
        tags: ['reference'],
        security: BEARER_SECURITY,
        summary: 'Active items of a reference list',
        params: Type.Object({ category: Type.Union(REFERENCE_CATEGORY_NAMES.map((c) => Type.Literal(c))) }),
        response: responses(
          Type.Array(
            Type.Object({ id: Type.Integer(), category: Type.String(), labelPt: Type.String(), labelEn: Type.String(), active: Type.Boolean(), sortOrder: Type.Integer() }),
          ),
        ),
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('reference_item')
        .selectAll()
        .where('category', '=', request.params.category)
        .where('active', '=', true)
        .orderBy('sort_order')
        .orderBy('label_pt')
        .execute();
      const items: ReferenceItem[] = rows.map((r) => ({
        id: r.id,
        category: request.params.category,
        labelPt: r.label_pt,
        labelEn: r.label_en,
        active: r.active,
        sortOrder: r.sort_order,
      }));
      return ok(items, requestLanguage(request));
    },
  );

  app.get(
    RECORD_PATHS.divisions,
    {
      schema: {
        tags: ['reference'],
        security: BEARER_SECURITY,
        summary: 'The Azores divisions (islands, municipalities, parishes) for territorial scope and addresses',
        response: responses(
          Type.Array(Type.Object({ id: Type.Integer(), type: Type.Integer(), code: Type.String(), name: Type.String(), parentId: Type.Union([Type.Integer(), Type.Null()]) })),
        ),
      },
    },
    async (request) => {
      const rows = await app.db.selectFrom('division').select(['id', 'type', 'code', 'name', 'parent_id']).orderBy('code').execute();
      const divisions: DivisionOption[] = rows.map((r) => ({ id: r.id, type: r.type, code: r.code, name: r.name, parentId: r.parent_id }));
      return ok(divisions, requestLanguage(request));
    },
  );

  app.get(
    RECORD_PATHS.legislations,
    {
      schema: {
        tags: ['reference'],
        security: BEARER_SECURITY,
        summary: 'The active legislations of the settings, newest first, for the services’ legislation field',
        response: responses(Type.Array(Type.Object({ id: Type.Integer(), type: Type.String(), number: Type.String(), date: Type.String(), title: Type.String() }))),
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('legislation')
        .select(['id', 'type', 'number', 'date', 'title'])
        .where('active', '=', true)
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const legislations: LegislationOption[] = rows.map((r) => ({ id: r.id, type: r.type, number: r.number, date: r.date, title: r.title }));
      return ok(legislations, requestLanguage(request));
    },
  );

  app.get(
    RETURN_REASON_PATHS.refusalTypes,
    {
      schema: {
        tags: ['reference'],
        security: BEARER_SECURITY,
        summary: 'The active refusal types of the settings, for the return dialog (issue 29 §10)',
        response: responses(Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), designationPt: Type.String(), designationEn: Type.String() }))),
      },
    },
    async (request) => ok(await activeRefusalTypes(app.db), requestLanguage(request)),
  );

  app.get(
    '/records/entity/picker',
    {
      schema: {
        tags: ['entity'],
        security: BEARER_SECURITY,
        summary: 'Organisations to choose from (published, folder and submitted are marked)',
        querystring: Type.Object({
          query: Type.Optional(Type.String({ maxLength: 100 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
          purpose: Type.Optional(Type.Union(ORGANIZATION_PICKER_PURPOSES.map((p) => Type.Literal(p)))),
          /** With purpose 'owner': the kind of record the chosen entity will own (default entity). */
          kind: Type.Optional(Type.Union(RECORD_KIND_NAMES.map((k) => Type.Literal(k)))),
        }),
        response: responses(
          Type.Array(
            Type.Object({
              id: Type.Integer(),
              version: Type.Integer(),
              code: Type.String(),
              name: Type.String(),
              abbreviation: Type.String(),
              state: Type.Integer(),
              isFolder: Type.Boolean(),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const text = request.query.query?.trim() ?? '';
      const ctx = engineContext(app, request);
      let query = app.db
        .selectFrom('record_version')
        .select(['id', 'version', 'code', 'name', 'abbreviation', 'state', 'data'])
        .where('kind', '=', ObjectKind.Entity)
        .where(readableCondition(await unpublishedScope(ctx, entityKind), 'record_version'));
      const purpose = request.query.purpose ?? 'any';
      if (purpose === 'parent' || purpose === 'owner') {
        // A parent or an owner must be published (-13 otherwise) and inside the caller's create/edit
        // scope of the kind (recordWrites); an owner must also be allowed to own that kind.
        const kind: RecordKindName = purpose === 'parent' ? 'entity' : (request.query.kind ?? 'entity');
        const scope = ctx.caller.isGuest ? [] : await organizationsWithPermission(ctx.db, ctx.caller.profiles, permissionsFor(kind, 'createEdit'));
        if (scope !== 'all' && scope.length === 0) return ok([], requestLanguage(request));
        query = query.where('state', '=', RecordState.Published);
        if (scope !== 'all') query = query.where('id', 'in', scope);
        const flag = (KIND_BASICS[kind] as KindBasics).ownerFlag;
        if (purpose === 'owner' && flag) query = query.where(sql<boolean>`(data->>${flag})::boolean IS TRUE`);
      } else {
        query = query.where('state', 'in', PICKER_STATES);
      }
      if (text)
        query = query.where((eb) =>
          eb.or([containsText(sql.ref('name'), text), containsCaseInsensitive(sql.ref('abbreviation'), text), containsCaseInsensitive(sql.ref('code'), text)]),
        );
      const rows = await query
        .orderBy('name')
        .limit(request.query.limit ?? 20)
        .execute();
      const options: OrganizationOption[] = rows.map((r) => ({
        ...versionNames(r),
        isFolder: r.data.groupKind === GroupKind.Folder,
      }));
      return ok(options, requestLanguage(request));
    },
  );
};

export default referenceRoutes;

/** The OpenAPI (TypeBox) schemas of the import routes (src/shared/imports.ts is the contract they describe). */
import { Type } from '@sinclair/typebox';
import { IMPORT_FILE_EXTENSIONS, IMPORT_LIMITS, IMPORT_MODES, IMPORT_STATES } from '@/shared/imports';

const Words = Type.Object({ pt: Type.String(), en: Type.String() });
const IdInt = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const ImportParams = Type.Object({ id: IdInt });
export const ImportTypeParams = Type.Object({
  importType: Type.Integer({ minimum: 1, maximum: 5, description: 'ImportType: 1 entity, 2 service, 3 service point, 4 heritage, 5 service point to service' }),
});
export const UploadQuery = Type.Object(
  {
    importType: Type.Integer({ minimum: 1, maximum: 5, description: 'ImportType' }),
    fileName: Type.String({ minLength: 1, maxLength: 255, description: `The file's name; its extension says its format (${IMPORT_FILE_EXTENSIONS.join(', ')})` }),
  },
  { additionalProperties: false },
);
export const StartBody = Type.Object({ mode: Type.Union(IMPORT_MODES.map((m) => Type.Literal(m))) }, { additionalProperties: false });

const ImportStatusFields = {
  importId: Type.Integer(),
  state: Type.Union(IMPORT_STATES.map((s) => Type.Literal(s))),
  total: Type.Integer(),
  validated: Type.Integer(),
  written: Type.Integer(),
  failed: Type.Integer(),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
};

export const ImportSummarySchema = Type.Object({
  ...ImportStatusFields,
  importType: Type.Integer(),
  fileName: Type.String(),
  username: Type.String(),
  displayName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  mode: Type.Union([...IMPORT_MODES.map((m) => Type.Literal(m)), Type.Null()]),
  errorCount: Type.Integer(),
  warningCount: Type.Integer(),
  message: Type.Union([Words, Type.Null()]),
});

export const ImportIssueSchema = Type.Object({
  row: Type.Integer(),
  column: Type.Union([Type.String(), Type.Null()]),
  severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  message: Words,
});

export const ImportDetailSchema = Type.Object({
  ...ImportSummarySchema.properties,
  issues: Type.Array(ImportIssueSchema, { description: `The first ${IMPORT_LIMITS.issuesShown} issues in row order` }),
  issuesTruncated: Type.Boolean(),
});

export const ImportListSchema = Type.Object({ items: Type.Array(ImportSummarySchema) });

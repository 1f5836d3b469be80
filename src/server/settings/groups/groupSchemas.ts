/** TypeBox schemas of the group-management calls; they mirror src/shared/settingsContract.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { GroupKind } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import { GROUP_SORT_KEYS, type GroupAssignInput, type GroupAssignment, type GroupChangeResult, type GroupListQuery, type GroupResetInput } from '@/shared/settingsContract';
import type { Same } from '../contractCheck';
import { pagingQuerystring, tableDataSchema } from '../paging';

const Kind = Type.Enum(GroupKind);
const OrganizationIds = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 });

export const GroupListQuerySchema = Type.Object(
  { ...pagingQuerystring(GROUP_SORT_KEYS), groupKind: Type.Optional(Kind), query: Type.Optional(Type.String({ maxLength: LIMITS.textMaxLength })) },
  { additionalProperties: false },
);

export const GroupAssignSchema = Type.Object({ organizationIds: OrganizationIds, groupKind: Kind }, { additionalProperties: false });
export const GroupResetSchema = Type.Object({ organizationIds: OrganizationIds }, { additionalProperties: false });
export const GroupChangeResultSchema = Type.Object({ updated: Type.Integer() });

export const GroupAssignmentSchema = Type.Object({
  organizationId: Type.Integer(),
  organizationVersion: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  abbreviation: Type.String(),
  groupKind: Kind,
});
export const GroupPageSchema = tableDataSchema(GroupAssignmentSchema);

const _contractChecks: [
  Same<Static<typeof GroupListQuerySchema>, GroupListQuery>,
  Same<Static<typeof GroupAssignSchema>, GroupAssignInput>,
  Same<Static<typeof GroupResetSchema>, GroupResetInput>,
  Same<Static<typeof GroupChangeResultSchema>, GroupChangeResult>,
  Same<Static<typeof GroupAssignmentSchema>, GroupAssignment>,
] = [true, true, true, true, true];

/** Group management (SPEC §2.9): reads need 101 or 102; assigning a group kind 101; resetting to "not applicable" 102. */
import { Type, type Static } from '@sinclair/typebox';
import { GroupKind } from '../enums';
import type { TableData } from '../records/contract';
import { listQuerySchema, tableDataSchema, TextFilter } from './schemaParts';
import { GROUP_SORT_KEYS } from './vocabulary';

const Kind = Type.Enum(GroupKind);
const OrganizationIds = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 });

/** query: contained in the code, abbreviation or name. */
export const GroupListQuerySchema = listQuerySchema(GROUP_SORT_KEYS, { groupKind: Type.Optional(Kind), query: TextFilter });
export type GroupListQuery = Static<typeof GroupListQuerySchema>;

/** Sets the group kind of the published version of each entity (101; GroupKind.NotApplicable needs 102). -100 unknown entity. */
export const GroupAssignSchema = Type.Object({ organizationIds: OrganizationIds, groupKind: Kind }, { additionalProperties: false });
export type GroupAssignInput = Static<typeof GroupAssignSchema>;
/** Resets the entities to GroupKind.NotApplicable (102). */
export const GroupResetSchema = Type.Object({ organizationIds: OrganizationIds }, { additionalProperties: false });
export type GroupResetInput = Static<typeof GroupResetSchema>;
/** Assign and reset answer: how many entities changed. */
export const GroupChangeResultSchema = Type.Object({ updated: Type.Integer() });
export type GroupChangeResult = Static<typeof GroupChangeResultSchema>;

/** A published entity with its group kind. */
export const GroupAssignmentSchema = Type.Object({
  organizationId: Type.Integer(),
  organizationVersion: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  abbreviation: Type.String(),
  groupKind: Kind,
});
export type GroupAssignment = Static<typeof GroupAssignmentSchema>;
export const GroupPageSchema = tableDataSchema(GroupAssignmentSchema);
export type GroupPage = TableData<GroupAssignment>;

/** Profiles (SPEC §2.9 /configuracoes/perfis): 81 for every call; delete needs 81 and 82. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import type { TableData } from '../records/contract';
import { idParams, listQuerySchema, tableDataSchema, TextFilter } from './schemaParts';
import { PROFILE_SORT_KEYS } from './vocabulary';

const OrganizationId = Type.Integer({ minimum: 1 });

export const ProfileParams = idParams('profileId');

/** query: contained in the name, accent- and case-insensitive. */
export const ProfileListQuerySchema = listQuerySchema(PROFILE_SORT_KEYS, { query: TextFilter });
export type ProfileListQuery = Static<typeof ProfileListQuerySchema>;

/** Create and update body. -61 name taken (case-insensitive); -2 unknown permission or excluded branch outside the subtree; -100 unknown organisation. */
export const ProfileInputSchema = Type.Object(
  {
    name: Type.String({ maxLength: LIMITS.textMaxLength }),
    permissions: Type.Array(Type.Integer(), { maxItems: 100 }),
    organizationId: Type.Union([OrganizationId, Type.Null()], { description: 'null: the whole organic tree' }),
    excludedOrganizationIds: Type.Array(OrganizationId, { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type ProfileInput = Static<typeof ProfileInputSchema>;

export const ProfileSummarySchema = Type.Object({
  profileId: Type.Integer(),
  name: Type.String(),
  /** null: the whole organic tree. */
  organizationId: Type.Union([Type.Integer(), Type.Null()]),
  organizationName: Type.Union([Type.String(), Type.Null()]),
  permissions: Type.Array(Type.Integer()),
  usersCount: Type.Integer(),
});
export type ProfileSummary = Static<typeof ProfileSummarySchema>;

/** An organisation named by its latest version ('' when it no longer exists). */
export const OrganizationRefSchema = Type.Object({ organizationId: Type.Integer(), name: Type.String() });
export type OrganizationRef = Static<typeof OrganizationRefSchema>;

export const ProfileDetailSchema = Type.Composite([
  ProfileSummarySchema,
  Type.Object({
    /** Branches (with everything below them) left out of the organisation's subtree. */
    excludedOrganizationIds: Type.Array(Type.Integer()),
    excludedOrganizations: Type.Array(OrganizationRefSchema),
  }),
]);
export type ProfileDetail = Static<typeof ProfileDetailSchema>;

export const ProfilePageSchema = tableDataSchema(ProfileSummarySchema);
export type ProfilePage = TableData<ProfileSummary>;

/** TypeBox schemas of the profile calls; they mirror the types of src/shared/settingsContract.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '@/shared/limits';
import { PROFILE_SORT_KEYS, type ProfileDetail, type ProfileInput, type ProfileListQuery, type ProfileSummary } from '@/shared/settingsContract';
import type { Same } from '../contractCheck';
import { pagingQuerystring, tableDataSchema } from '../paging';

const OrganizationId = Type.Integer({ minimum: 1 });

export const ProfileParams = Type.Object({ profileId: Type.Integer({ minimum: 1 }) });

export const ProfileListQuerySchema = Type.Object(
  { ...pagingQuerystring(PROFILE_SORT_KEYS), query: Type.Optional(Type.String({ maxLength: LIMITS.textMaxLength })) },
  { additionalProperties: false },
);

export const ProfileInputSchema = Type.Object(
  {
    name: Type.String({ maxLength: LIMITS.textMaxLength }),
    permissions: Type.Array(Type.Integer(), { maxItems: 100 }),
    organizationId: Type.Union([OrganizationId, Type.Null()], { description: 'null: the whole organic tree' }),
    excludedOrganizationIds: Type.Array(OrganizationId, { maxItems: 500 }),
  },
  { additionalProperties: false },
);

export const ProfileSummarySchema = Type.Object({
  profileId: Type.Integer(),
  name: Type.String(),
  organizationId: Type.Union([Type.Integer(), Type.Null()]),
  organizationName: Type.Union([Type.String(), Type.Null()]),
  permissions: Type.Array(Type.Integer()),
  usersCount: Type.Integer(),
});

export const ProfileDetailSchema = Type.Composite([
  ProfileSummarySchema,
  Type.Object({
    excludedOrganizationIds: Type.Array(Type.Integer()),
    excludedOrganizations: Type.Array(Type.Object({ organizationId: Type.Integer(), name: Type.String() })),
  }),
]);

export const ProfilePageSchema = tableDataSchema(ProfileSummarySchema);

const _contractChecks: [
  Same<Static<typeof ProfileInputSchema>, ProfileInput>,
  Same<Static<typeof ProfileSummarySchema>, ProfileSummary>,
  Same<Static<typeof ProfileDetailSchema>, ProfileDetail>,
  Same<Static<typeof ProfileListQuerySchema>, ProfileListQuery>,
] = [true, true, true, true];

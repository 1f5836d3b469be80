/** TypeBox schemas of the user calls; they mirror the types of src/shared/settingsContract.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { UserStatus } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import {
  USER_SORT_KEYS,
  type PasswordReset,
  type UserCreated,
  type UserCreateInput,
  type UserDetail,
  type UserInput,
  type UserListQuery,
  type UserSummary,
} from '@/shared/settingsContract';
import type { Same } from '../contractCheck';
import { pagingQuerystring, tableDataSchema } from '../paging';

const Text = Type.String({ maxLength: LIMITS.textMaxLength });
const Language = Type.Union([Type.Literal('pt'), Type.Literal('en')]);
const Status = Type.Enum(UserStatus);

export const UserParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) });

export const UserListQuerySchema = Type.Object(
  { ...pagingQuerystring(USER_SORT_KEYS), query: Type.Optional(Text), status: Type.Optional(Status) },
  { additionalProperties: false },
);

const userInputFields = {
  username: Text,
  displayName: Text,
  givenName: Type.Optional(Text),
  email: Text,
  language: Type.Optional(Language),
  profileIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 }),
  status: Status,
  isGraUser: Type.Boolean(),
};

export const UserInputSchema = Type.Object(userInputFields, { additionalProperties: false });

export const UserCreateInputSchema = Type.Object(
  {
    ...userInputFields,
    // RSA-2048 ciphertext in base64 is 344 characters; the bound only stops abuse.
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: 'RSA-OAEP (SHA-256) ciphertext, base64, like the login password' })),
  },
  { additionalProperties: false },
);

export const UserSummarySchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  email: Type.String(),
  status: Status,
  isGraUser: Type.Boolean(),
  profiles: Type.Array(Type.Object({ profileId: Type.Integer(), name: Type.String() })),
});

export const UserDetailSchema = Type.Composite([
  UserSummarySchema,
  Type.Object({
    givenName: Type.String(),
    language: Language,
    mustChangePassword: Type.Boolean(),
    hasPassword: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  }),
]);

export const UserCreatedSchema = Type.Object({
  user: UserDetailSchema,
  oneTimePassword: Type.Union([Type.String(), Type.Null()], { description: 'Shown once: the generated password' }),
});

export const PasswordResetSchema = Type.Object({ oneTimePassword: Type.String() });

export const UserPageSchema = tableDataSchema(UserSummarySchema);

const _contractChecks: [
  Same<Static<typeof UserInputSchema>, UserInput>,
  Same<Static<typeof UserCreateInputSchema>, UserCreateInput>,
  Same<Static<typeof UserSummarySchema>, UserSummary>,
  Same<Static<typeof UserDetailSchema>, UserDetail>,
  Same<Static<typeof UserCreatedSchema>, UserCreated>,
  Same<Static<typeof PasswordResetSchema>, PasswordReset>,
  Same<Static<typeof UserListQuerySchema>, UserListQuery>,
] = [true, true, true, true, true, true, true];

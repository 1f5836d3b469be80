/** Users (SPEC §2.9 /configuracoes/utilizadores): 71 for every call; delete needs 71 and 72. */
import { Type, type Static } from '@sinclair/typebox';
import { UserStatus } from '../enums';
import { LIMITS } from '../limits';
import type { TableData } from '../records/contract';
import { idParams, listQuerySchema, tableDataSchema, TextFilter } from './schemaParts';
import { USER_SORT_KEYS } from './vocabulary';

const Text = Type.String({ maxLength: LIMITS.textMaxLength });
const Language = Type.Union([Type.Literal('pt'), Type.Literal('en')]);
const Status = Type.Enum(UserStatus);

export const UserParams = idParams('userId');

/** query: contained in username, display name or email (accent- and case-insensitive). */
export const UserListQuerySchema = listQuerySchema(USER_SORT_KEYS, { query: TextFilter, status: Type.Optional(Status) });
export type UserListQuery = Static<typeof UserListQuerySchema>;

const userInputFields = {
  username: Text,
  displayName: Text,
  /** Defaults to the first word of the display name. */
  givenName: Type.Optional(Text),
  email: Text,
  language: Type.Optional(Language),
  profileIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 }),
  status: Status,
  /** Signs in through the regional sign-in: no local password. */
  isGraUser: Type.Boolean(),
};

/**
 * Update body. -43 username taken (case-insensitive) or reserved ('guest', 'admin'); -2 invalid
 * email ('Email inválido') or no profile ('Tem que adicionar pelo menos um perfil'); -60 unknown
 * profile; -2 blocking, deactivating or deleting a built-in user. A status other than active ends
 * the user's open sessions at once.
 */
export const UserInputSchema = Type.Object(userInputFields, { additionalProperties: false });
export type UserInput = Static<typeof UserInputSchema>;

/** Create body: a local user may bring an initial password, RSA-encrypted like LoginRequest.password. */
export const UserCreateInputSchema = Type.Object(
  {
    ...userInputFields,
    // RSA-2048 ciphertext in base64 is 344 characters; the bound only stops abuse.
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: 'RSA-OAEP (SHA-256) ciphertext, base64, like the login password' })),
  },
  { additionalProperties: false },
);
export type UserCreateInput = Static<typeof UserCreateInputSchema>;

export const UserSummarySchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  email: Type.String(),
  status: Status,
  isGraUser: Type.Boolean(),
  profiles: Type.Array(Type.Object({ profileId: Type.Integer(), name: Type.String() })),
});
export type UserSummary = Static<typeof UserSummarySchema>;

export const UserDetailSchema = Type.Composite([
  UserSummarySchema,
  Type.Object({
    givenName: Type.String(),
    language: Language,
    mustChangePassword: Type.Boolean(),
    /** Whether the user can sign in with a local password (false for GRA users until one is set). */
    hasPassword: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  }),
]);
export type UserDetail = Static<typeof UserDetailSchema>;

/** Create answer. oneTimePassword is shown once: set when the server generated it (local user without password). */
export const UserCreatedSchema = Type.Object({
  user: UserDetailSchema,
  oneTimePassword: Type.Union([Type.String(), Type.Null()], { description: 'Shown once: the generated password' }),
});
export type UserCreated = Static<typeof UserCreatedSchema>;

/** Reset-password answer: a new one-time password, shown once; the user must change it at next login. */
export const PasswordResetSchema = Type.Object({ oneTimePassword: Type.String() });
export type PasswordReset = Static<typeof PasswordResetSchema>;

export const UserPageSchema = tableDataSchema(UserSummarySchema);
export type UserPage = TableData<UserSummary>;

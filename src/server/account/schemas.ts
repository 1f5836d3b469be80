/** TypeBox schemas of the account calls; they mirror the contract types of src/shared/api.ts. */
import { Type, type Static } from '@sinclair/typebox';
import type { LoginSettings, SessionUser, TokenData } from '@/shared/api';
import { LIMITS } from '@/shared/limits';

/** RSA-2048 ciphertext in base64 is 344 characters; the bound only stops abuse. */
const EncryptedPassword = Type.String({ minLength: 1, maxLength: 2048, description: 'RSA-OAEP (SHA-256) ciphertext, base64' });

export const TokenDataSchema = Type.Object({
  token: Type.String(),
  expiration: Type.Integer({ description: 'Milliseconds since the epoch' }),
});

export const LoginSettingsSchema = Type.Object({
  publicKey: Type.String({ description: 'SPKI PEM of the RSA key passwords are encrypted with' }),
  botCheckSiteKey: Type.Union([Type.String(), Type.Null()]),
  regionalSignIn: Type.Boolean(),
  regionalSignInAvailable: Type.Boolean({ description: 'The provider answered its discovery; false while it is unreachable' }),
});

/** GET /authcallback: what the provider sent the browser back with (iss: RFC 9207, when the provider sends it). */
export const AuthCallbackQuery = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 2048 }),
  state: Type.String({ minLength: 1, maxLength: 512 }),
  iss: Type.Optional(Type.String({ maxLength: 2048 })),
});

/** Logout: the provider's end-session URL for the browser to visit (sessions from the regional sign-in), else null. */
export const LogoutDataSchema = Type.Union([Type.String(), Type.Null()]);

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: LIMITS.textMaxLength }),
  password: EncryptedPassword,
  recaptchaToken: Type.Optional(Type.String({ maxLength: 4096 })),
});
export type LoginBody = Static<typeof LoginBody>;

export const ChangePasswordBody = Type.Object({
  currentPassword: EncryptedPassword,
  newPassword: EncryptedPassword,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ClientIdQuery = Type.Object({
  clientId: Type.Optional(Type.String({ maxLength: LIMITS.textMaxLength })),
});

const SessionProfileSchema = Type.Object({
  profileId: Type.Integer(),
  name: Type.String(),
  organizationId: Type.Union([Type.Integer(), Type.Null()]),
  permissions: Type.Array(Type.Integer()),
});

export const SessionUserSchema = Type.Object({
  username: Type.String(),
  givenName: Type.String(),
  email: Type.String(),
  language: Type.Union([Type.Literal('pt'), Type.Literal('en')]),
  displayName: Type.String(),
  tokenHash: Type.String(),
  expiration: Type.Integer(),
  sessionId: Type.String(),
  profiles: Type.Array(SessionProfileSchema),
  permissions: Type.Array(Type.Integer()),
  mustChangePassword: Type.Boolean(),
  isGuest: Type.Boolean(),
  isGraUser: Type.Boolean(),
});

// Compile-time checks that the schemas and the shared contract agree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _contractChecks: [
  Same<Static<typeof TokenDataSchema>, TokenData>,
  Same<Static<typeof LoginSettingsSchema>, LoginSettings>,
  Same<Static<typeof SessionUserSchema>, SessionUser>,
] = [true, true, true];

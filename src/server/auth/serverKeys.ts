/**
 * The server's secrets, kept in the database (`server_key`) so every instance on one database shares
 * them: the RSA-OAEP key pair the login page encrypts passwords with, and the HMAC secret tokens are
 * signed with. Generated at first start; the first instance to insert wins and the others read it.
 */
import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const ServerKeyName = {
  RsaPrivateKey: 'rsa-oaep-private-key',
  RsaPublicKey: 'rsa-oaep-public-key',
  TokenSecret: 'token-hs256-secret',
} as const;

export interface ServerKeys {
  /** SPKI PEM, handed to the login page. */
  publicKeyPem: string;
  privateKey: KeyObject;
  /** 256-bit HS256 secret. */
  tokenSecret: Uint8Array;
}

const generateRsa = promisify(generateKeyPair);

async function generate(): Promise<Record<string, string>> {
  const { publicKey, privateKey } = await generateRsa('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    [ServerKeyName.RsaPrivateKey]: privateKey,
    [ServerKeyName.RsaPublicKey]: publicKey,
    [ServerKeyName.TokenSecret]: randomBytes(32).toString('base64'),
  };
}

async function read(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('server_key').select(['name', 'value']).execute();
  return new Map(rows.map((r) => [r.name, r.value]));
}

export async function loadOrCreateServerKeys(db: Kysely<Database>): Promise<ServerKeys> {
  let stored = await read(db);
  if (Object.values(ServerKeyName).some((name) => !stored.has(name))) {
    const fresh = await generate();
    // The pair must come from one generation: insert all three in one statement, keep any that exist.
    await db
      .insertInto('server_key')
      .values(Object.entries(fresh).map(([name, value]) => ({ name, value })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    stored = await read(db);
  }
  const value = (name: string) => {
    const v = stored.get(name);
    if (!v) throw new Error(`Server key ${name} is missing`);
    return v;
  };
  return {
    publicKeyPem: value(ServerKeyName.RsaPublicKey),
    privateKey: createPrivateKey(value(ServerKeyName.RsaPrivateKey)),
    tokenSecret: Buffer.from(value(ServerKeyName.TokenSecret), 'base64'),
  };
}

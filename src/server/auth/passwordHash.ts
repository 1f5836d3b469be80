/**
 * Password hashing with scrypt (node:crypto, no native add-on).
 *
 * Stored format, one text column: `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>` — a fresh 16-byte
 * random salt per hash and a 64-byte key. The parameters travel with each hash, so they can be raised
 * later: `needsRehash` tells the login to store a new hash with the current ones.
 * Current parameters N=2^15, r=8, p=1 (32 MiB, ~130 ms on the reference machine), one of the scrypt
 * settings OWASP's Password Storage Cheat Sheet lists.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const SCHEME = 'scrypt';

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

const PRODUCTION: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
/**
 * Under Jest (NODE_ENV=test, which Jest sets and the processes a test starts inherit): the same
 * algorithm, format and code paths at 1/32 of the work. The suite signs in and creates users about
 * 500 times, which at the production cost was a tenth of the server suite's CPU. NODE_ENV=test is
 * never a server's setting (the README's commands leave it unset or 'production').
 */
const UNDER_TEST: ScryptParameters = { N: 2 ** 10, r: 8, p: 1 };

export function scryptParameters(nodeEnv: string | undefined = process.env.NODE_ENV): ScryptParameters {
  return nodeEnv === 'test' ? UNDER_TEST : PRODUCTION;
}

const CURRENT = scryptParameters();
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Salt of the decoy derivation run for accounts without a usable hash. */
const DUMMY_SALT = randomBytes(SALT_BYTES);

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  // maxmem must exceed 128 * N * r, the memory scrypt needs (Node's default stops at 32 MiB).
  const maxmem = 256 * (options.N ?? CURRENT.N) * (options.r ?? CURRENT.r);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** parameters: the current ones; a test passes the production ones to check them under Jest. */
export async function hashPassword(password: string, parameters: ScryptParameters = CURRENT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, parameters, KEY_BYTES);
  return [SCHEME, parameters.N, parameters.r, parameters.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== SCHEME) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  const salt = Buffer.from(parts[4] as string, 'base64');
  const key = Buffer.from(parts[5] as string, 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

/** False for a wrong password and for a missing or malformed hash (no password sign-in). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    // Spend the same time as a real check, so the answer's timing does not reveal the account.
    await derive(password, DUMMY_SALT, CURRENT, KEY_BYTES);
    return false;
  }
  const key = await derive(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p }, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== CURRENT.N || parsed.r !== CURRENT.r || parsed.p !== CURRENT.p || parsed.key.length !== KEY_BYTES;
}

/** A random password for generated accounts: 18 bytes in base64url, 24 characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

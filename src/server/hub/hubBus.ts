/**
 * How the rest of the server sends a message to users through the hub: a PostgreSQL NOTIFY on one
 * channel, sent with the caller's database handle. Inside a transaction PostgreSQL delivers it only at
 * commit (and never after a rollback), so a notification is pushed only once it is really stored. Every
 * server process LISTENs on the channel (hubListener.ts) and hands the message to the connections it
 * holds for those users: a message sent through one process reaches a client connected to another.
 * The embedded database (PGlite) delivers NOTIFY to its own listeners the same way.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { HubArguments, HubMethod } from '@/shared/hub';
import type { Database } from '../db/schema';

export const HUB_CHANNEL = 'hub_messages';

/** What travels on the channel. */
export interface HubEnvelope<M extends HubMethod = HubMethod> {
  userIds: number[];
  method: M;
  args: HubArguments[M];
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: envelopes are split by recipients below this. */
const PAYLOAD_MAX_BYTES = 7000;

/** The envelopes that carry `method(args)` to `userIds`, each under the payload limit (an oversized single one is dropped). */
export function envelopesFor<M extends HubMethod>(userIds: readonly number[], method: M, args: HubArguments[M]): string[] {
  const payloads: string[] = [];
  const argsJson = JSON.stringify(args);
  let batch: number[] = [];
  const encode = (ids: number[]) => `{"userIds":${JSON.stringify(ids)},"method":${JSON.stringify(method)},"args":${argsJson}}`;
  for (const id of userIds) {
    const next = [...batch, id];
    if (batch.length > 0 && Buffer.byteLength(encode(next)) > PAYLOAD_MAX_BYTES) {
      payloads.push(encode(batch));
      batch = [id];
    } else {
      batch = next;
    }
  }
  if (batch.length > 0) payloads.push(encode(batch));
  // A message too large even for one recipient cannot travel: the client reads it on its next fetch anyway.
  return payloads.filter((p) => Buffer.byteLength(p) <= PAYLOAD_MAX_BYTES);
}

/** Sends `method(args)` to every connection of `userIds`, on every server process (at commit when `db` is a transaction). */
export async function publishToUsers<M extends HubMethod>(
  db: Kysely<Database> | Transaction<Database>,
  userIds: readonly number[],
  method: M,
  args: HubArguments[M],
): Promise<void> {
  await sendPayloads(db, envelopesFor(userIds, method, args));
}

/** One message per recipient (each its own arguments), sent in one statement. */
export async function publishEach<M extends HubMethod>(
  db: Kysely<Database> | Transaction<Database>,
  method: M,
  messages: readonly { userId: number; args: HubArguments[M] }[],
): Promise<void> {
  await sendPayloads(
    db,
    messages.flatMap((m) => envelopesFor([m.userId], method, m.args)),
  );
}

async function sendPayloads(db: Kysely<Database> | Transaction<Database>, payloads: string[]): Promise<void> {
  if (payloads.length === 0) return;
  await sql`SELECT pg_notify(${HUB_CHANNEL}, payload) FROM unnest(${payloads}::text[]) AS payload`.execute(db);
}

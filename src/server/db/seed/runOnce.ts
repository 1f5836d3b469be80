/**
 * One-off seed steps. Each step runs in one transaction that first claims its row in `seed_step`:
 * a restart skips it, a crash half-way rolls it back so it runs again, and a second instance starting
 * at the same moment waits on the row and then skips.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';

export async function runOnce(db: Kysely<Database>, step: string, work: (trx: Transaction<Database>) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_step')
      .values({ step })
      .onConflict((oc) => oc.column('step').doNothing())
      .returning('step')
      .executeTakeFirst();
    if (!claimed) return false;
    await work(trx);
    return true;
  });
}

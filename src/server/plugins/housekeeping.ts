/**
 * Periodic clean-up of rows that no longer mean anything: sessions ended or expired over a week ago
 * and login-failure counters older than a day. Every instance may run it; the deletes are idempotent.
 * On the embedded database, which has no autovacuum worker, each run ends with VACUUM (ANALYZE)
 * (db/maintenance.ts); PostgreSQL's autovacuum does that job there.
 */
import fp from 'fastify-plugin';
import { purgeLoginAttempts } from '../auth/loginThrottle';
import { purgeSessions } from '../auth/sessionRepository';
import { vacuumAnalyze } from '../db/maintenance';

/** Also the embedded database's vacuum interval: hourly keeps the statistics and visibility map fresh for a few hundred ms of work. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
export const SESSION_RETENTION_MS = 7 * 24 * 60 * 60_000;

export default fp(
  async (app) => {
    const embedded = app.config.databaseUrl === null;
    const run = async () => {
      const now = app.clock();
      try {
        const purged = await purgeSessions(app.db, new Date(now.getTime() - SESSION_RETENTION_MS));
        await purgeLoginAttempts(app.db, now);
        if (purged > 0) app.log.info({ purged }, 'old sessions purged');
        if (embedded) await vacuumAnalyze(app.db);
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed');
      }
    };
    const timer = setInterval(() => void run(), HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['context'] },
);

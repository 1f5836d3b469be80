/**
 * Periodic clean-up of rows that no longer mean anything: sessions ended or expired over a week ago
 * login-failure counters older than a day, rate-limit counters whose window is over, regional sign-ins abandoned at the provider, and stored attachments no record version refers to any more
 * (attachments/attachmentSweep.ts), and notifications older than the `notifications.retentionDays`
 * parameter (notifications/notificationRepository.ts). Every instance may run it; the deletes are idempotent.
 * The embedded database, which has no autovacuum worker, is also vacuumed every
 * VACUUM_INTERVAL_MINUTES (db/maintenance.ts); PostgreSQL's autovacuum does that job there.
 */
import fp from 'fastify-plugin';
import { purgeLoginAttempts } from '../auth/loginThrottle';
import { ORPHAN_ATTACHMENT_MIN_AGE_MS, purgeOrphanAttachments } from '../attachments/attachmentSweep';
import { purgeSessions } from '../auth/sessionRepository';
import { purgeOldNotifications } from '../notifications/notificationRepository';
import { purgePendingLogins } from '../oidc/pendingLoginRepository';
import { scheduleVacuum, vacuumAnalyze } from '../db/maintenance';
import { REGISTERED_KIND_DEFS } from '../records/registry';
import { purgeExpiredUndos } from '../undo/undoStore';
import { purgeRateLimits } from '../rateLimit/databaseStore';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
export const SESSION_RETENTION_MS = 7 * 24 * 60 * 60_000;

export default fp(
  async (app) => {
    const run = async () => {
      const now = app.clock();
      try {
        const purged = await purgeSessions(app.db, new Date(now.getTime() - SESSION_RETENTION_MS));
        await purgeLoginAttempts(app.db, now);
        await purgeRateLimits(app.db, now);
        await purgePendingLogins(app.db, now);
        if (purged > 0) app.log.info({ purged }, 'old sessions purged');
        const files = await purgeOrphanAttachments(app.db, REGISTERED_KIND_DEFS, new Date(now.getTime() - ORPHAN_ATTACHMENT_MIN_AGE_MS));
        if (files > 0) app.log.info({ files }, 'orphan attachments purged');
        // The undo offers whose time is over (issue 30 §4).
        await purgeExpiredUndos(app.db, now);
        const notifications = await purgeOldNotifications(app.db, now);
        if (notifications > 0) app.log.info({ notifications }, 'old notifications purged');
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed');
      }
    };
    const timer = setInterval(() => void run(), HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
    const stopVacuum =
      app.config.databaseUrl === null
        ? scheduleVacuum(
            app.config.vacuumIntervalMinutes,
            () => vacuumAnalyze(app.db),
            (error) => app.log.warn({ err: error }, 'vacuum failed'),
          )
        : () => undefined;
    app.addHook('onClose', async () => {
      clearInterval(timer);
      stopVacuum();
    });
  },
  { name: 'housekeeping', dependencies: ['context'] },
);

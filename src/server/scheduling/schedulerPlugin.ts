/**
 * Runs the publication scheduler in this process (publicationScheduler.ts): at start-up, then every
 * `config.scheduler.intervalSeconds`; stops with the app. `app.publicationScheduler.runDue()` lets
 * tests run it at a moment of their choosing.
 */
import fp from 'fastify-plugin';
import { PublicationScheduler } from './publicationScheduler';

declare module 'fastify' {
  interface FastifyInstance {
    publicationScheduler: PublicationScheduler;
  }
}

export default fp(
  async (app) => {
    const scheduler = new PublicationScheduler({ db: app.db, clock: app.clock, log: app.log, intervalMs: app.config.scheduler.intervalSeconds * 1000 });
    app.decorate('publicationScheduler', scheduler);
    // At start-up: schedules that fell due while no server ran are published now.
    app.addHook('onReady', async () => scheduler.kick());
    app.addHook('onClose', () => scheduler.close());
  },
  { name: 'publicationScheduler', dependencies: ['context'] },
);

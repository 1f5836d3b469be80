/**
 * Every route of the settings area (SPEC §2.9) under /api/settings, behind a session. Each route
 * declares its permission rule with `guard` (guard.ts), which runs before the body is validated.
 */
import type { FastifyPluginAsync } from 'fastify';
import profileRoutes from './profiles/profileRoutes';
import userRoutes from './users/userRoutes';

const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireSession());
  await app.register(profileRoutes);
  await app.register(userRoutes);
};

export default settingsRoutes;

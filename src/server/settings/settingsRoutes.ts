/**
 * Every route of the settings area (SPEC §2.9) under /api/settings, behind a session. Each route
 * declares its permission rule with `guard` (guard.ts), which runs before the body is validated.
 */
import type { FastifyPluginAsync } from 'fastify';
import { logSettingsWrite } from '../audit/settingsLog';
import divisionRoutes from './divisions/divisionRoutes';
import economicActivityRoutes from './economicActivities/economicActivityRoutes';
import groupRoutes from './groups/groupRoutes';
import legislationRoutes from './legislations/legislationRoutes';
import objectParameterRoutes from './objectParameters/objectParameterRoutes';
import parameterRoutes from './parameters/parameterRoutes';
import profileRoutes from './profiles/profileRoutes';
import refusalTypeRoutes from './refusalTypes/refusalTypeRoutes';
import templateRoutes from './templates/templateRoutes';
import userRoutes from './users/userRoutes';
import { named } from '../http/namedPlugin';

const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireSession());
  // Every successful write is logged for the audit view (issue 31 §4; audit/settingsLog.ts says why a hook).
  app.addHook('onSend', logSettingsWrite);
  await app.register(named(profileRoutes));
  await app.register(named(userRoutes));
  await app.register(named(economicActivityRoutes));
  await app.register(named(legislationRoutes));
  await app.register(named(refusalTypeRoutes));
  await app.register(named(parameterRoutes));
  await app.register(named(objectParameterRoutes));
  await app.register(named(templateRoutes));
  await app.register(named(divisionRoutes));
  await app.register(named(groupRoutes));
};

export default settingsRoutes;

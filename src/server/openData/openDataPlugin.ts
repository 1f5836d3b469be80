/** Open data (issue 14 §3): the public API and its settings, sharing one settings store. */
import type { FastifyPluginAsync } from 'fastify';
import { API_BASE } from '@/shared/limits';
import type { ChangeBus } from '../db/changeBus';
import { OPEN_DATA_BASE } from '@/shared/openData';
import openDataRoutes from './openDataRoutes';
import openDataSettingsRoutes from './openDataSettingsRoutes';
import { openDataSettingsStore } from './openDataSettingsStore';
import { named } from '../http/namedPlugin';

const openDataPlugin: FastifyPluginAsync<{ changes?: ChangeBus }> = async (app, { changes }) => {
  const store = openDataSettingsStore(app.db);
  // Saved through any process: this one's cached settings are dropped at once.
  changes?.on('openDataSettings', () => store.forget());
  await app.register(named(openDataRoutes), { prefix: `${API_BASE}${OPEN_DATA_BASE}`, store });
  await app.register(named(openDataSettingsRoutes), { prefix: API_BASE, store });
};

export default openDataPlugin;

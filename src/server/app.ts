/**
 * Builds the Fastify instance: external plugins, then the app's own (context, auth, errors), then the
 * routes under /api, then the SPA. Tests import it and use `app.inject`; main.ts listens.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { lazySerializerFactory, lazyValidatorFactory } from './http/lazySchemaCompilers';
import type { Kysely } from 'kysely';
import { API_BASE } from '@/shared/limits';
import accountRoutes from './account/routes';
import bulkRoutes from './bulk/bulkRoutes';
import myWorkRoutes from './me/myWorkRoutes';
import preferenceRoutes from './me/preferenceRoutes';
import undoRoutes from './undo/undoRoutes';
import auditRoutes from './audit/auditRoutes';
import previewRoutes from './preview/previewRoutes';
import presenceRoutes from './presence/presenceRoutes';
import { createBotCheckVerifier, type FetchFn } from './auth/botCheck';
import type { Config } from './config';
import { createOidcClient } from './oidc/oidcClient';
import type { CustomFetch } from 'openid-client';
import { createChangeBus } from './db/changeBus';
import { SessionCache } from './auth/sessionCache';
import type { SessionRow } from './auth/authSession';
import { createDatabase, type ListenFn } from './db/createDatabase';
import { prepareDatabase } from './db/prepareDatabase';
import type { Database } from './db/schema';
import hubRoutes from './hub/hubRoutes';
import type { HubTimings } from './hub/hubConnection';
import notificationRoutes from './notifications/routes';
import attachmentRoutes from './attachments/attachmentRoutes';
import copyRoutes from './records/copyRoutes';
import recordRoutes from './records/routes';
import homeSearchRoutes from './homeSearch/homeSearchRoutes';
import importRoutes from './imports/importRoutes';
import openDataPlugin from './openData/openDataPlugin';
import organicRoutes from './organic/organicRoutes';
import referenceRoutes from './records/referenceRoutes';
import reportRoutes from './reports/reportRoutes';
import linkCheck from './linkCheck/linkCheckRoutes';
import settingsRoutes from './settings/settingsRoutes';
import { REGISTERED_KINDS } from './records/registry';
import taskRoutes from './records/taskRoutes';
import auth from './plugins/auth';
import context, { type Clock } from './plugins/context';
import errorHandler from './plugins/errorHandler';
import geoRoutes from './geo/geoRoutes';
import { createGeoService } from './geo/geoService';
import external from './plugins/external';
import housekeeping from './plugins/housekeeping';
import lifecycle from './lifecycle/lifecyclePlugin';
import publicationScheduler from './scheduling/schedulerPlugin';
import scheduleRoutes from './scheduling/scheduleRoutes';
import inputGuard from './plugins/inputGuard';
import metrics from './metrics/metricsPlugin';
import { clientErrorHandler, frameworkErrors } from './http/protocolErrors';
import { serializeRequest } from './http/logSerializers';
import spa from './plugins/spa';
import { named } from './http/namedPlugin';

/** Room for the attachments of later issues (base64 in JSON). */
export const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export interface AppOptions {
  config: Config;
  /**
   * A migrated and seeded database, owned by the caller. Without it the app opens the one the
   * configuration names, prepares it and closes it with the app.
   */
  db?: Kysely<Database>;
  /**
   * The LISTEN of the caller's database (its DatabaseHandle's), for the hub's fan-out between
   * processes; with an own database the app uses that one's. Without either, the hub delivers nothing.
   */
  listen?: ListenFn;
  /** Shorter hub timings (tests). */
  hubTimings?: Partial<HubTimings>;
  /**
   * Whether requests may read their caller from the session cache (auth/sessionCache.ts); true unless
   * said. Tests that prepare users by plain SQL and call at once turn it off (testApp.ts).
   */
  sessionCache?: boolean;
  clock?: Clock;
  /** The bot check's HTTP client (tests fake the verifier). */
  fetch?: FetchFn;
  /** The regional sign-in provider's HTTP client (tests observe or alter its answers). */
  oidcFetch?: CustomFetch;
}

async function ownDatabase(app: FastifyInstance, config: Config): Promise<{ db: Kysely<Database>; listen: ListenFn }> {
  const handle = await createDatabase(config);
  app.addHook('onClose', () => handle.close());
  const prepared = await prepareDatabase(handle.db, config);
  if (prepared.generatedAdminPassword) {
    app.log.warn({ username: 'admin' }, `generated admin password (change it at first login): ${prepared.generatedAdminPassword}`);
  }
  return { db: handle.db, listen: handle.listen };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: serializeRequest } },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // The default, written down: a longer path parameter answers 414 through frameworkErrors.
    routerOptions: { maxParamLength: 100 },
    frameworkErrors,
    clientErrorHandler,
    // A request arriving while the app closes is refused by lifecycle/lifecyclePlugin.ts with the catalogued 503, not Fastify's own body.
    return503OnClosing: false,
    // strictNumbers: a number or integer field of a JSON body refuses ±Infinity (1e999).
    ajv: { customOptions: { strictNumbers: true } },
    // Each route's schemas compiled at its first request, not at start (see lazySchemaCompilers.ts).
    schemaController: { compilersFactory: { buildValidator: lazyValidatorFactory(), buildSerializer: lazySerializerFactory() } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  try {
    const { db, listen } = options.db ? { db: options.db, listen: options.listen } : await ownDatabase(app, config);
    // First: its onRoute hook must see every route, and its hooks guard every request.
    await app.register(named(inputGuard));
    const clock = options.clock ?? (() => new Date());
    // What other processes changed and this one may hold in memory (one LISTEN for every topic).
    const changes = await createChangeBus(listen, app.log);
    app.addHook('onClose', () => changes.close());
    await app.register(named(external), { config, db, clock });
    await app.register(named(context), { config, db, clock });
    await app.register(named(metrics));
    await app.register(named(auth), { sessionCache: options.sessionCache === false ? undefined : new SessionCache<SessionRow>(changes) });
    await app.register(named(errorHandler));
    await app.register(named(lifecycle));
    await app.register(named(housekeeping));
    await app.register(named(publicationScheduler));

    const verifyBotCheck = config.botCheck ? createBotCheckVerifier(config.botCheck, options.fetch ?? fetch, app.log) : null;
    const oidc = config.oidc ? createOidcClient(config.oidc, { log: app.log, clock: app.clock, fetch: options.oidcFetch }) : null;
    if (oidc) app.addHook('onClose', async () => oidc.close());
    await app.register(named(accountRoutes), { prefix: API_BASE, verifyBotCheck, oidc });
    await app.register(named(notificationRoutes), { prefix: API_BASE });
    await app.register(named(hubRoutes), { listen, changes, timings: options.hubTimings });
    await app.register(named(referenceRoutes), { prefix: API_BASE });
    await app.register(named(geoRoutes), { prefix: API_BASE, service: createGeoService(config.geo, db, app.log) });
    await app.register(named(taskRoutes), { prefix: API_BASE });
    await app.register(named(organicRoutes), { prefix: API_BASE });
    await app.register(named(homeSearchRoutes), { prefix: API_BASE });
    await app.register(named(reportRoutes), { prefix: API_BASE });
    await app.register(named(linkCheck));
    await app.register(named(settingsRoutes), { prefix: API_BASE });
    for (const [name, registered] of Object.entries(REGISTERED_KINDS)) {
      await app.register(named(recordRoutes), { prefix: `${API_BASE}/records/${name}`, ...registered });
      if (registered.def.copy) await app.register(named(copyRoutes), { prefix: `${API_BASE}/records/${name}`, def: registered.def });
      await app.register(named(scheduleRoutes), { prefix: `${API_BASE}/records/${name}`, def: registered.def });
    }
    await app.register(named(attachmentRoutes), { prefix: API_BASE });
    await app.register(named(importRoutes), { prefix: API_BASE });
    await app.register(named(bulkRoutes), { prefix: API_BASE });
    await app.register(named(myWorkRoutes), { prefix: API_BASE });
    await app.register(named(preferenceRoutes), { prefix: API_BASE });
    await app.register(named(undoRoutes), { prefix: API_BASE });
    await app.register(named(auditRoutes), { prefix: API_BASE });
    await app.register(named(previewRoutes), { prefix: API_BASE });
    await app.register(named(presenceRoutes), { prefix: API_BASE });
    await app.register(named(openDataPlugin), { changes });

    await app.register(named(spa), { webDist: config.webDist });
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

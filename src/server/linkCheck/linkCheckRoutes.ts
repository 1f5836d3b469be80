/**
 * The broken-link check's routes (issue 14 §4; LINK_CHECK_PATHS) and its schedule. Who may: the
 * users who may see the reports — signed-in, not the guest — read the latest run (counts over the
 * published catalogue, which everyone may read); to start one (it makes the server send a few
 * thousand requests), mayStartLinkCheck: an approve permission in any profile (issue 28 §6); others
 * are refused -500.
 * `POST` starts a run in the background and answers it (state 'running'); while one runs, here or in
 * another server process, it answers -730 with the running run. `GET` answers the latest run (null
 * before the first). The schedule starts a run every `LINK_CHECK_INTERVAL_HOURS` (0: never),
 * checked hourly: when the latest run started longer ago than that (or there is none).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '@/shared/errors';
import { API_BASE } from '@/shared/limits';
import { LINK_CHECK_PATHS, mayStartLinkCheck } from '@/shared/linkCheck';
import { sessionOf } from '../auth/sessionOf';
import { AppError } from '../http/AppError';
import { failure, ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { BEARER_SECURITY, responses } from '../http/schemas';
import { latestRun, runById } from './linkCheckRuns';
import { LinkCheckRunner } from './linkCheckRunner';
import { named } from '../http/namedPlugin';

/** How often the schedule looks whether a run is due. */
export const LINK_CHECK_TICK_MS = 60 * 60_000;

const RunSchema = Type.Object({
  id: Type.Integer(),
  state: Type.Union([Type.Literal('running'), Type.Literal('finished'), Type.Literal('failed')]),
  trigger: Type.Union([Type.Literal('manual'), Type.Literal('scheduled')]),
  startedBy: Type.Union([Type.String(), Type.Null()]),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  urlCount: Type.Integer(),
  checkedCount: Type.Integer(),
  brokenCount: Type.Integer(),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The broken-link check of this process (tests wait on it). */
    linkCheck: LinkCheckRunner;
  }
}

/** The routes, in their own scope (their session hooks stay theirs). */
const routes: FastifyPluginAsyncTypebox<{ runner: LinkCheckRunner }> = async (app, { runner }) => {
  app.addHook('onRequest', app.requireSession());
  app.addHook('onRequest', async (request) => {
    if (sessionOf(request).isGuest) throw new AppError(ErrorCode.NoPermission);
  });

  const common = { tags: ['reports'], security: BEARER_SECURITY };

  app.get(
    LINK_CHECK_PATHS.run,
    { schema: { ...common, summary: 'The latest broken-link check (null before the first)', response: responses(Type.Union([RunSchema, Type.Null()])) } },
    async (request) => ok(await latestRun(app.db), requestLanguage(request)),
  );

  app.post(
    LINK_CHECK_PATHS.run,
    { schema: { ...common, summary: 'Starts a broken-link check now; -730 (with the running one) while one runs', response: responses(RunSchema) } },
    async (request) => {
      const session = sessionOf(request);
      if (!mayStartLinkCheck(session.profiles)) throw new AppError(ErrorCode.NoPermission);
      const language = requestLanguage(request);
      const id = await runner.start('manual', session.user.id);
      if (id === null) return failure(ErrorCode.LinkCheckRunning, language, undefined, await latestRun(app.db));
      return ok(await runById(app.db, id), language);
    },
  );
};

/** The runner of this process (decorated on the app), its schedule, and its routes under /api. */
const linkCheck: FastifyPluginAsync = async (app) => {
  const { timeoutMs, allow } = app.config.linkCheck;
  const runner = new LinkCheckRunner({ db: app.db, log: app.log, clock: app.clock, timeoutMs, allow });
  app.decorate('linkCheck', runner);
  const { intervalHours } = app.config.linkCheck;
  if (intervalHours > 0) {
    const tick = async () => {
      try {
        const last = await latestRun(app.db);
        const due = !last || app.clock().getTime() - new Date(last.startedAt).getTime() >= intervalHours * 60 * 60_000;
        if (due && (await runner.start('scheduled', null)) !== null) app.log.info('scheduled link check started');
      } catch (error) {
        app.log.warn({ err: error }, 'scheduled link check could not start');
      }
    };
    const timer = setInterval(() => void tick(), LINK_CHECK_TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('onClose', async () => runner.close());
  await app.register(named(routes), { prefix: API_BASE, runner });
};

export default fp(linkCheck, { name: 'linkCheck', dependencies: ['context'] });

/**
 * The settings log (issue 31 §4): one settings_action row per successful settings write, written by one
 * onSend hook that the settings plugins add (settingsRoutes.ts, openDataSettingsRoutes.ts) rather than
 * in each of their ~30 write paths. Why a hook: it knows all the log needs — the route's pattern, its
 * parameters (the target), the method, the caller and whether the write succeeded (HTTP status and the
 * envelope's code) — and a settings route added later is logged without anyone remembering to. Its cost:
 * the row is written after the write's own transaction has committed, not inside it, so a crash between
 * the two would lose the row (never the write); the hook runs before the answer leaves, so a caller who
 * got an answer finds its row. The body is never read: it may hold a password or a key's secret.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Route verbs that name the action better than the method (users/:id/resetpassword, groups/reset, …/order). */
const ROUTE_VERBS = new Set(['resetpassword', 'reset', 'order']);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SettingsWrite {
  area: string;
  action: string;
  target: string | null;
}

/** What the log says of a write on `route` (a Fastify pattern under /settings). */
export function describeSettingsWrite(method: string, route: string, params: Record<string, unknown>, answeredId: unknown): SettingsWrite {
  const segments = route.split('/').filter((s) => s !== '');
  const at = segments.indexOf('settings');
  const area = segments[at + 1] ?? 'settings';
  const last = segments[segments.length - 1] ?? '';
  const action = ROUTE_VERBS.has(last) ? last : method === 'DELETE' ? 'delete' : method === 'POST' ? 'create' : 'update';
  const named = Object.values(params).filter((v) => typeof v === 'string' || typeof v === 'number');
  const target = named.length > 0 ? named.join('/') : typeof answeredId === 'number' || typeof answeredId === 'string' ? String(answeredId) : null;
  return { area, action, target: target === null ? null : target.slice(0, 200) };
}

/** The envelope's code and `data.id` of a JSON answer; a non-JSON answer of a 2xx is a success without an id. */
function answerOf(payload: unknown): { code: number; id: unknown } {
  if (typeof payload !== 'string') return { code: 0, id: undefined };
  try {
    const parsed = JSON.parse(payload) as { code?: unknown; data?: unknown };
    const data = parsed.data as Record<string, unknown> | null | undefined;
    // `id`, else the first `…Id` key (refusalTypeId, profileId, …: each resource names its own id first).
    const idKey = data && typeof data === 'object' ? ('id' in data ? 'id' : Object.keys(data).find((k) => k.endsWith('Id'))) : undefined;
    const id = data && idKey ? data[idKey] : undefined;
    return { code: typeof parsed.code === 'number' ? parsed.code : 0, id };
  } catch {
    return { code: 0, id: undefined };
  }
}

/** The onSend hook: writes the row of a successful write by a signed-in user, and passes the answer on unchanged. */
export async function logSettingsWrite(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 300) return payload;
  const session = request.session;
  const route = request.routeOptions.url;
  if (!session || session.isGuest || !route) return payload;
  const answer = answerOf(payload);
  if (answer.code !== 0) return payload;
  const write = describeSettingsWrite(request.method, route, (request.params ?? {}) as Record<string, unknown>, answer.id);
  const app = request.server;
  try {
    await app.db
      .insertInto('settings_action')
      .values({ at: app.clock(), username: session.user.username, method: request.method, route: `/api${route.replace(/^\/api/, '')}`, ...write })
      .execute();
  } catch (error) {
    // The write itself has committed: its answer stands; the lost row is told to the operator.
    request.log.error({ err: error, route }, 'settings log: the row could not be written');
  }
  return payload;
}

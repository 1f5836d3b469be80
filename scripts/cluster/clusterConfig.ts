/**
 * The cluster test's two switches and its knobs. The server command and the health path are ONE
 * constant each, so moving to the compiled build and to the readiness route is a one-line change each:
 *   SERVER_NODE_ARGS = ['dist/server/main.js']   and   HEALTH_PATH = `${API_BASE}/ready`
 * The HAProxy configuration (haproxyConfig.ts) takes its `option httpchk` from HEALTH_PATH.
 */
import path from 'node:path';
import { ACCOUNT_PATHS } from '@/shared/api';
import { API_BASE } from '@/shared/limits';

/** What `node` runs for one server process (today main.ts through tsx's loader: one process, the pid we kill is the server's). */
export const SERVER_NODE_ARGS: readonly string[] = ['--import', 'tsx', 'src/server/main.ts'];

/** What HAProxy and the script ask to know a process may take traffic: a cheap public GET until /api/ready exists. */
export const HEALTH_PATH = `${API_BASE}${ACCOUNT_PATHS.loginSettings}`;

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

/** Three processes: one may die and the two others still share the load (issue 33 §2). */
export const SERVER_COUNT = 3;

/** The soak's length: CLUSTER_SOAK_SECONDS (600 by default for a manual run; CI chooses its own). */
export function soakSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CLUSTER_SOAK_SECONDS?.trim();
  if (!raw) return 600;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 30 || value > 24 * 3600) throw new Error(`CLUSTER_SOAK_SECONDS must be an integer from 30 to 86400 (got "${raw}")`);
  return value;
}

/** Virtual staff users of the soak (CLUSTER_SOAK_USERS), each with a hub client. */
export function soakUsers(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.CLUSTER_SOAK_USERS ?? '8');
  if (!Number.isInteger(value) || value < 1 || value > 100) throw new Error('CLUSTER_SOAK_USERS must be an integer from 1 to 100');
  return value;
}

/** The initial admin password the servers get (ADMIN_PASSWORD) and the password of the users the script creates. */
export const ADMIN_PASSWORD = 'Cluster#Admin2026';
export const USER_PASSWORD = 'Cluster#User2026';

/**
 * The server answers -1 (HTTP 500) to a request whose database connection was cut (db/retryingDialect.ts
 * retries only a BEGIN or a lone SELECT): a PostgreSQL restart gives a burst of them. They are tolerated
 * within the restart's window, every one logged as a lost connection, until the server answers a
 * catalogued "database unavailable, try again" (HTTP 503) instead; then set this to false.
 */
export const TOLERATE_500_ON_DATABASE_RESTART = true;

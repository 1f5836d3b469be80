/**
 * The cluster test's server command, health path and knobs. The servers run the production build with
 * plain node, as docs/deploy.md's units do; HAProxy (haproxyConfig.ts) takes its `option httpchk` from
 * HEALTH_PATH, the readiness route.
 */
import path from 'node:path';
import { LIFECYCLE_PATHS } from '@/shared/lifecycle';
import { API_BASE } from '@/shared/limits';

/** What `node` runs for one server process: the production build (npm run build:server; run.ts builds it when missing). */
export const SERVER_NODE_ARGS: readonly string[] = ['dist/server/main.js'];

/** What HAProxy and the script ask to know a process may take traffic (database answers, migrations applied, not stopping). */
export const HEALTH_PATH = `${API_BASE}${LIFECYCLE_PATHS.ready}`;

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

/**
 * The process's own routes for load balancers and orchestrators (issue 33 §3), relative to API_BASE:
 * `health` answers while the process is up (no database touched), `ready` while it can serve (its
 * database answers, its migrations are applied, it is not shutting down). HAProxy checks `ready`.
 */
export const LIFECYCLE_PATHS = {
  health: '/health',
  ready: '/ready',
} as const;

/** Reads a hub bus payload (hubBus.ts HubEnvelope) back, refusing anything else on the channel. */
import { HUB_METHODS, type HubMethod } from '@/shared/hub';
import type { HubEnvelope } from './hubBus';

const METHODS = new Set<string>(Object.values(HUB_METHODS));

export function parseEnvelope(payload: string): HubEnvelope | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { userIds, method, args } = value as Record<string, unknown>;
  if (!Array.isArray(userIds) || !userIds.every((id) => Number.isInteger(id))) return null;
  if (typeof method !== 'string' || !METHODS.has(method) || !Array.isArray(args)) return null;
  // The arguments' shapes are the sender's (this same code base, hubBus.ts): they are passed on as they are.
  return { userIds: userIds as number[], method: method as HubMethod, args: args as HubEnvelope['args'] };
}

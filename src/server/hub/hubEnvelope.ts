/** Reads a hub bus payload (hubBus.ts HubEnvelope) back, refusing anything else on the channel. */
import { HUB_METHODS, type HubMethod } from '@/shared/hub';
import { parseJsonObject } from '../db/notifyPayload';
import type { HubEnvelope } from './hubBus';

const METHODS = new Set<string>(Object.values(HUB_METHODS));

export function parseEnvelope(payload: string): HubEnvelope | null {
  const value = parseJsonObject(payload);
  if (!value) return null;
  const { userIds, method, args } = value;
  if (!Array.isArray(userIds) || !userIds.every((id) => Number.isInteger(id))) return null;
  if (typeof method !== 'string' || !METHODS.has(method) || !Array.isArray(args)) return null;
  // The arguments' shapes are the sender's (this same code base, hubBus.ts): they are passed on as they are.
  return { userIds: userIds as number[], method: method as HubMethod, args: args as HubEnvelope['args'] };
}

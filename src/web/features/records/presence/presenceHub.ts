/**
 * How the edit page calls the hub's server methods (issue 31 §2) without loading the hub's chunk: the
 * hub listeners (features/hub) hand the connection over while it is up, and say so in the store
 * (hubConnectionChanged), so the page starts again on a new connection. A call while down does nothing.
 */
import type { HubConnection } from '@microsoft/signalr';
import type { Dispatch } from '@reduxjs/toolkit';
import type { HubServerMethod } from '@/shared/hub';
import { hubConnectionChanged } from './presenceSlice';

let current: HubConnection | null = null;

/** hubListeners.ts: the started connection, or null once it stopped or closed. */
export function setHubConnection(dispatch: Dispatch, connection: HubConnection | null): void {
  current = connection;
  dispatch(hubConnectionChanged(connection?.connectionId ?? null));
}

/** Invokes a server method; resolves false when not connected or refused (presence is best effort). */
export async function invokeOnHub(method: HubServerMethod, ...args: unknown[]): Promise<boolean> {
  const connection = current;
  if (!connection) return false;
  try {
    await connection.invoke(method, ...args);
    return true;
  } catch {
    return false;
  }
}

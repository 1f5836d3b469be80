/**
 * The record engine's one event seam: every workflow transition (recordWrites.applyAction) emits one
 * event right after its audit row is written, inside the same transaction. Listeners write with
 * `ctx.db` (that transaction), so an action that rolls back leaves nothing of theirs behind.
 * Listeners are registered once per process (notifications/workflowNotifications.ts); registering
 * the same function again is a no-op.
 */
import type { RecordActionName } from '@/shared/recordStates';
import type { RecordKindName } from '@/shared/records/kindBasics';
import type { EngineContext } from './engineContext';

export interface WorkflowEvent {
  kind: RecordKindName;
  objectKind: number;
  id: number;
  version: number;
  action: RecordActionName;
  /** The version's organisation (its scope); null when it has none. */
  organizationId: number | null;
  /** The version's name as it stood when the action ran. */
  name: string;
  /** Who ran the action (a username). */
  actor: string;
  comment: string | null;
}

export type WorkflowListener = (ctx: EngineContext, event: WorkflowEvent) => Promise<void>;

const LISTENERS = new Set<WorkflowListener>();

export function onWorkflowEvent(listener: WorkflowListener): void {
  LISTENERS.add(listener);
}

/** Runs every listener in turn, in the caller's transaction; a listener's failure fails the action. */
export async function emitWorkflowEvent(ctx: EngineContext, event: WorkflowEvent): Promise<void> {
  for (const listener of LISTENERS) await listener(ctx, event);
}

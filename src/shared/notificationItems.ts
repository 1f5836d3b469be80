/**
 * A notification as the list (GET /notifications) and the hub (SendNotification) carry it: api.ts's
 * NotificationItem and who acted (issue 29 §13), apart so the notification code owns its shape.
 */
import type { NotificationItem } from './api';

export interface NotifiedItem extends NotificationItem {
  /** The display name of the user whose action it tells of (their username when they have none); null when no one acted (an import's end, a scheduled publish). */
  actor: string | null;
  /** Where it leads when not to its record: an SPA path (a bulk job's result page, issue 30 §1: bulkResultPath). */
  link?: string;
}

/** Reading a NOTIFY payload: JSON whose top level is an object, or null (anything else may arrive on a channel). */
export function parseJsonObject(payload: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

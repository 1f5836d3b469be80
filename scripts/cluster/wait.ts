/** Thrown by a probe when waiting longer is pointless (the process waited on has exited). */
export class WaitAborted extends Error {}

/** Waiting on a condition (never on a bare sleep): polls `probe` until it answers true, or fails after `timeoutMs`. */
export async function waitUntil(what: string, timeoutMs: number, probe: () => Promise<boolean>, everyMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < deadline) {
    try {
      if (await probe()) return;
      last = null;
    } catch (error) {
      if (error instanceof WaitAborted) throw error;
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
}

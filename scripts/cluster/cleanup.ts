/**
 * Everything the script starts registers how to undo it here; `runCleanups()` undoes it in reverse
 * order, and so do Ctrl-C, SIGTERM and an uncaught failure. At `exit` (no awaiting possible) the
 * synchronous last resort kills the children still alive and stops the temporary PostgreSQL.
 */
type Cleanup = { name: string; run: () => Promise<void>; last: () => void };

const cleanups: Cleanup[] = [];
let running: Promise<void> | null = null;

/** `run` undoes it properly; `last` is the synchronous fallback at process exit. */
export function onCleanup(name: string, run: () => Promise<void>, last: () => void): () => void {
  const entry = { name, run, last };
  cleanups.push(entry);
  return () => {
    const index = cleanups.indexOf(entry);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

export function runCleanups(): Promise<void> {
  running ??= (async () => {
    while (cleanups.length > 0) {
      const entry = cleanups.pop() as Cleanup;
      try {
        await entry.run();
      } catch (error) {
        console.error(`cleanup of ${entry.name} failed: ${(error as Error).message}`);
        entry.last();
      }
    }
  })();
  return running;
}

/** Ctrl-C and SIGTERM clean up, then exit 130/143; `exit` runs the synchronous fallbacks of what is left. */
export function installSignalHandlers(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      void runCleanups().finally(() => process.exit(code));
    });
  }
  process.once('exit', () => {
    for (const entry of cleanups.reverse()) {
      try {
        entry.last();
      } catch {
        // Best effort: the process is leaving.
      }
    }
  });
}

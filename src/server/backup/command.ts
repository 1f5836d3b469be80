/**
 * How the backup and restore commands end: their report on stdout and exit 0, or one sentence on
 * stderr and exit 1. Our refusals, configuration errors, and the database's or the system's errors
 * (a database that does not exist, a refused connection, a full disk: they carry a code) are the
 * operator's to fix and print as their message; anything else is a bug and prints with its stack.
 */
import { BackupError } from './backupError';

function operatorMessage(error: unknown): string | null {
  if (error instanceof BackupError || (error instanceof Error && error.name === 'ConfigError')) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof Error && typeof code === 'string') return `${error.message} (${code})`;
  return null;
}

export function runCommand(work: () => Promise<string[]>): void {
  work().then(
    (lines) => {
      for (const line of lines) console.log(line);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(operatorMessage(error) ?? error);
      process.exit(1);
    },
  );
}

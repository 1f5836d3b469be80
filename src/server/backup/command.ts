/**
 * How the backup and restore commands end: their report on stdout and exit 0, or the refusal's
 * sentence on stderr and exit 1 (a stack only for errors that are not ours: those are bugs).
 */
import { BackupError } from './backupError';

export function runCommand(work: () => Promise<string[]>): void {
  work().then(
    (lines) => {
      for (const line of lines) console.log(line);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof BackupError || (error instanceof Error && error.name === 'ConfigError') ? error.message : error);
      process.exit(1);
    },
  );
}

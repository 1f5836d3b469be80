/**
 * What backup and restore tell the operator when they refuse or fail: a sentence that says what is
 * wrong and what to do. The command-line entry points print its message alone (no stack) and exit 1.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}

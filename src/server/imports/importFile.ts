/** PLACEHOLDER: the real reader (xlsx and csv) is written in another worktree and replaces this file at merge. */
import type { ImportTable } from './importTable';

export async function readImportFile(bytes: Buffer, fileName: string): Promise<ImportTable> {
  throw new Error(`readImportFile placeholder: ${fileName} (${bytes.length} bytes)`);
}

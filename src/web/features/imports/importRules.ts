/**
 * The import page's rules, apart from its components so that they are tested alone: what file the
 * SPA refuses before uploading, which modes the user may choose, and which progress to show.
 */
import { ErrorCode, type CatalogueEntry } from '@/shared/errorCodes';
import { ERROR_CATALOGUE } from '@/shared/errors';
import { IMPORT_FILE_EXTENSIONS, IMPORT_FINAL_STATES, IMPORT_LIMITS, type ImportDetail, type ImportMode, type ImportState, type ImportStatus } from '@/shared/imports';

/** The file's extension, lower case, or '' without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Why the SPA refuses a file before sending it (the server checks again): another extension (-602),
 * or over the size limit (-601); null when it may go.
 */
export function fileRefusal(file: Pick<File, 'name' | 'size'>): CatalogueEntry | null {
  if (!(IMPORT_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return ERROR_CATALOGUE[ErrorCode.ImportFileType];
  if (file.size > IMPORT_LIMITS.maxBytes) return ERROR_CATALOGUE[ErrorCode.ImportFileTooLarge];
  return null;
}

export function isFinal(state: ImportState): boolean {
  return IMPORT_FINAL_STATES.includes(state);
}

/** Whether a mode may be chosen, and why not: all-or-nothing needs a file without errors (-607 on the server). */
export function modeAvailability(
  detail: Pick<ImportDetail, 'errorCount' | 'failed' | 'total'>,
): Readonly<Record<ImportMode, { allowed: boolean; reason: 'hasErrors' | 'noValidRows' | null }>> {
  return {
    allOrNothing: detail.errorCount > 0 ? { allowed: false, reason: 'hasErrors' } : { allowed: true, reason: null },
    validOnly: detail.failed >= detail.total ? { allowed: false, reason: 'noValidRows' } : { allowed: true, reason: null },
  };
}

/** The mode chosen first: everything when possible, else the valid rows, else none. */
export function defaultMode(detail: Pick<ImportDetail, 'errorCount' | 'failed' | 'total'>): ImportMode | null {
  const modes = modeAvailability(detail);
  if (modes.allOrNothing.allowed) return 'allOrNothing';
  return modes.validOnly.allowed ? 'validOnly' : null;
}

const ORDER: Readonly<Record<ImportState, number>> = { validating: 0, validated: 1, importing: 2, finished: 3, failed: 3, cancelled: 3 };

/**
 * The progress to show: the status pushed through the hub over the fetched detail, unless the push is
 * older (an earlier state, or fewer rows counted in the same state) than what was fetched since.
 */
export function liveStatus(fetched: ImportStatus, pushed: ImportStatus | undefined): ImportStatus {
  if (!pushed || pushed.importId !== fetched.importId) return fetched;
  const [a, b] = [ORDER[pushed.state], ORDER[fetched.state]];
  if (a < b) return fetched;
  if (a === b && pushed.validated + pushed.written < fetched.validated + fetched.written) return fetched;
  return pushed;
}

/** States in which the server moves the import on its own ('validated' waits for the user). */
const MOVING: readonly ImportState[] = ['validating', 'importing'];

/** Poll while the import moves and the hub does not tell its progress. */
export function pollingInterval(state: ImportState | undefined, hubConnected: boolean): number {
  return state !== undefined && MOVING.includes(state) && !hubConnected ? POLL_MS : 0;
}

export const POLL_MS = 2000;

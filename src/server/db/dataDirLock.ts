/**
 * A lock file on DATA_DIR. PGlite has no lock of its own: two processes opening one data folder
 * corrupt it (pglite issues #1106, #884, #327). The lock file holds the owner's pid and host, and on
 * Linux the process's start time and the boot id; a lock whose process is gone (crash, kill -9) is
 * stale and taken over, also when its pid now belongs to another process (same pid, other start
 * time) or the machine rebooted since (other boot id). Old lock files (pid and host only) are still
 * read: for those a live pid counts as the owner.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  createdAt: string;
  /** processStartTime(pid) when written; absent in old lock files and where /proc is missing. */
  startTime?: string;
  /** The kernel's boot id when written; absent likewise. */
  bootId?: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/**
 * Lock files this process holds. A lock naming our own pid that is NOT in here was left by an earlier
 * process that had the same pid (typical in containers, where the server is always pid 1): stale.
 */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.hostname !== 'string') return null;
    return {
      pid: owner.pid,
      hostname: owner.hostname,
      createdAt: String(owner.createdAt ?? ''),
      ...(typeof owner.startTime === 'string' ? { startTime: owner.startTime } : {}),
      ...(typeof owner.bootId === 'string' ? { bootId: owner.bootId } : {}),
    };
  } catch {
    return null; // unreadable or half-written: treated as stale
  }
}

function isHeld(lockPath: string, owner: LockOwner | null): boolean {
  if (!owner) return false;
  // A lock from another machine (shared folder) cannot be checked: assume it is live.
  if (owner.hostname !== os.hostname()) return true;
  // Written before the last boot: no process of that boot runs any more.
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return false;
  if (owner.pid === process.pid) return heldByThisProcess.has(lockPath);
  if (!isAlive(owner.pid)) return false;
  // The pid is alive, but is it still the process that wrote the lock? Where either start time is
  // unknown (old lock file, no /proc) a live pid has to count as the owner.
  const startTime = owner.startTime ? processStartTime(owner.pid) : null;
  return !(owner.startTime && startTime && owner.startTime !== startTime);
}

function describe(owner: LockOwner): string {
  return `pid ${owner.pid} on ${owner.hostname}, since ${owner.createdAt}`;
}

/** Takes the lock on dataDir (created if missing) or throws DataDirLockedError. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.resolve(dataDir), LOCK_FILE_NAME);
  const startTime = processStartTime(process.pid);
  const boot = bootId();
  const mine: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    createdAt: new Date().toISOString(),
    ...(startTime ? { startTime } : {}),
    ...(boot ? { bootId: boot } : {}),
  };
  const content = JSON.stringify(mine);

  // Two tries: the second after removing a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      return {
        path: lockPath,
        release: () => {
          heldByThisProcess.delete(lockPath);
          // Only remove the file if it is still ours.
          if (readOwner(lockPath)?.createdAt === mine.createdAt && readOwner(lockPath)?.pid === mine.pid) {
            fs.rmSync(lockPath, { force: true });
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    if (owner && isHeld(lockPath, owner)) {
      throw new DataDirLockedError(
        `Another server instance is using DATA_DIR ${dataDir} (${describe(owner)}). ` +
          `Stop it first, or point DATA_DIR elsewhere. If no such process runs, delete ${lockPath}.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}: another process keeps creating it.`);
}

/**
 * When the process `pid` started, in clock ticks after boot (field 22 of /proc/<pid>/stat), or null
 * where /proc is missing (not Linux) or the process is gone. With the pid it names one process for
 * the life of the machine: a pid can be reused, a (pid, start time) pair cannot.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces or ')': count after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[19]; // field 22 overall: fields 3.. start at index 0
    return startTime && /^\d+$/.test(startTime) ? startTime : null;
  } catch {
    return null;
  }
}

/** The kernel's id of the current boot (Linux), or null where it cannot be read. */
export function bootId(): string | null {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

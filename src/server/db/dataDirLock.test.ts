import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, processStartTime } from './dataDirLock';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-lock-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, LOCK_FILE_NAME);
const writeLock = (pid: number, hostname = os.hostname(), extra: Record<string, unknown> = {}) =>
  fs.writeFileSync(lockFile(), JSON.stringify({ pid, hostname, createdAt: '2026-01-01T00:00:00.000Z', ...extra }));
const bootId = () => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
// Process start times and the boot id come from /proc (Linux); elsewhere the lock falls back to
// "is the pid alive", which the tests above cover.
const withProc = fs.existsSync('/proc/self/stat') && fs.existsSync('/proc/sys/kernel/random/boot_id') ? it : it.skip;
const sleeper = () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);

describe('acquireDataDirLock', () => {
  it('writes our pid, refuses a second holder and releases', () => {
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`Another server instance is using DATA_DIR ${dir}`);
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('creates the folder when missing', () => {
    const nested = path.join(dir, 'a', 'b');
    acquireDataDirLock(nested).release();
    expect(fs.existsSync(nested)).toBe(true);
  });

  it('takes over the stale lock of a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeLock(dead);
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock naming our pid that this process does not hold (a restarted container)', () => {
    writeLock(process.pid);
    acquireDataDirLock(dir).release();
  });

  it('takes over an unreadable lock file', () => {
    fs.writeFileSync(lockFile(), '{half');
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds it, or another machine', async () => {
    const child = sleeper();
    try {
      writeLock(child.pid as number);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${child.pid}`));
    } finally {
      child.kill('SIGKILL');
    }
    writeLock(1, 'another-host');
    expect(() => acquireDataDirLock(dir)).toThrow(/another-host/);
  });

  withProc('records the start time of our process and the boot id', () => {
    const lock = acquireDataDirLock(dir);
    const written = JSON.parse(fs.readFileSync(lockFile(), 'utf8'));
    expect(written).toMatchObject({ pid: process.pid, startTime: processStartTime(process.pid), bootId: bootId() });
    expect(written.startTime).toMatch(/^\d+$/);
    lock.release();
  });

  withProc('takes over a lock whose pid now belongs to another live process (pid reused after a crash)', () => {
    const other = sleeper();
    try {
      const pid = other.pid as number;
      // Same pid, same boot, but the process holding that pid started at another time: not the owner.
      writeLock(pid, os.hostname(), { startTime: String(Number(processStartTime(pid)) + 1), bootId: bootId() });
      acquireDataDirLock(dir).release();
      // The real start time: that process is the owner.
      writeLock(pid, os.hostname(), { startTime: processStartTime(pid), bootId: bootId() });
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${pid}`));
      // An old-format lock (pid only) naming a live process is still respected.
      writeLock(pid);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${pid}`));
    } finally {
      other.kill('SIGKILL');
    }
  });

  withProc('takes over a lock written before the machine rebooted, whatever holds that pid now', () => {
    writeLock(1, os.hostname(), { startTime: '1', bootId: 'another-boot' });
    acquireDataDirLock(dir).release();
  });

  it('does not remove a lock that someone else took after us', () => {
    const lock = acquireDataDirLock(dir);
    writeLock(process.pid + 1);
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(true);
  });
});

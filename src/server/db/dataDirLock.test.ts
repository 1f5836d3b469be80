import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './dataDirLock';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-lock-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, LOCK_FILE_NAME);
const writeLock = (pid: number, hostname = os.hostname()) =>
  fs.writeFileSync(lockFile(), JSON.stringify({ pid, hostname, createdAt: '2026-01-01T00:00:00.000Z' }));

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
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeLock(child.pid as number);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${child.pid}`));
    } finally {
      child.kill('SIGKILL');
    }
    writeLock(1, 'another-host');
    expect(() => acquireDataDirLock(dir)).toThrow(/another-host/);
  });

  it('does not remove a lock that someone else took after us', () => {
    const lock = acquireDataDirLock(dir);
    writeLock(process.pid + 1);
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(true);
  });
});

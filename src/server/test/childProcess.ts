/** Runs TypeScript entry points of the server in a child Node process, for the crash and start-up tests. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * `node --import tsx file.ts`: one process, so the pid we kill is the one holding the database (the
 * tsx CLI would put a wrapper process in between).
 */
export function spawnTs(file: string, args: string[], env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
  });
}

/** Collects a stream's output and resolves when a line matches. */
export function waitForLine(child: ChildProcessWithoutNullStreams, stream: 'stdout' | 'stderr', match: (line: string) => boolean, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`no matching line within ${timeoutMs} ms; output so far:\n${buffer}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find(match);
      if (line !== undefined) {
        clearTimeout(timer);
        child[stream].off('data', onData);
        resolve(line);
      }
    };
    child[stream].on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`process exited (${code}) before a matching line; output:\n${buffer}`));
    });
  });
}

export function waitForExit(child: ChildProcessWithoutNullStreams): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** A TCP port free on the loopback right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

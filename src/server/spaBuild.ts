/**
 * `npm start` must give a working back-office right after `npm install`: when WEB_DIST holds no
 * build, build the SPA first (webpack, production) with its output shown as it runs.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { INDEX_HTML } from './plugins/spa';

export class SpaBuildError extends Error {
  override name = 'SpaBuildError';
}

export function isSpaBuilt(webDist: string): boolean {
  return fs.existsSync(path.join(webDist, INDEX_HTML));
}

/** Builds the SPA unless built; answers whether a build ran. Throws SpaBuildError when webpack fails. */
export function ensureSpaBuilt(webDist: string, log: (message: string) => void, cwd: string = process.cwd()): boolean {
  if (isSpaBuilt(webDist)) return false;
  log(`No SPA build in ${webDist}: building it now (npx webpack --mode production)…`);
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd, stdio: 'inherit', env: process.env });
  if (result.error || result.status !== 0) {
    const reason = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
    throw new SpaBuildError(`Building the SPA failed (${reason}). Fix the build, or run "npm run build" and start again.`);
  }
  if (!isSpaBuilt(webDist)) {
    log(`The build finished but ${path.join(webDist, INDEX_HTML)} is still missing: does WEB_DIST match webpack's output folder?`);
  }
  return true;
}

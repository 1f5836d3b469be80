/**
 * The production build of the server (issue 33 §1): src/server/main.ts compiled once by esbuild into
 * dist/server/main.js (CommonJS, as tsx runs it, so __dirname keeps its meaning), the '@/…' alias
 * resolved from tsconfig.json and the JSON data inlined; the packages stay in node_modules (not
 * bundled: their own files, such as PGlite's WebAssembly, are found where they are). The seed's CSV
 * files, read at run time, are copied beside it. `npm run start:prod` runs it with plain `node`.
 *
 *   npx tsx scripts/buildServer.ts [outDir]     (default dist/server)
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildResult } from 'esbuild';

export const PROJECT_ROOT = path.resolve(__dirname, '..');
export const SERVER_ENTRY = path.join(PROJECT_ROOT, 'src', 'server', 'main.ts');
export const DEFAULT_OUT_DIR = path.join(PROJECT_ROOT, 'dist', 'server');
const SEED_DATA = path.join(PROJECT_ROOT, 'src', 'server', 'db', 'seed-data');

/**
 * Builds into `outDir` (emptied first). It must lie inside the project: Node finds the packages left
 * out of the bundle in the node_modules above it.
 */
export async function buildServer(outDir: string = DEFAULT_OUT_DIR): Promise<BuildResult> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [SERVER_ENTRY],
    outfile: path.join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    tsconfig: path.join(PROJECT_ROOT, 'tsconfig.json'),
    // No minifying, and a source map beside it: the log's stack traces stay readable (node --enable-source-maps names the .ts files).
    sourcemap: true,
    logLevel: 'warning',
    metafile: true,
  });
  fs.cpSync(SEED_DATA, path.join(outDir, 'seed-data'), { recursive: true });
  return result;
}

if (require.main === module) {
  const outDir = path.resolve(process.argv[2] ?? DEFAULT_OUT_DIR);
  const started = Date.now();
  buildServer(outDir)
    .then((result) => {
      const bytes = Object.entries(result.metafile?.outputs ?? {}).find(([file]) => file.endsWith('main.js'))?.[1].bytes ?? 0;
      console.log(`server built: ${path.relative(process.cwd(), path.join(outDir, 'main.js'))} (${(bytes / 1024).toFixed(0)} KiB) in ${Date.now() - started} ms`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

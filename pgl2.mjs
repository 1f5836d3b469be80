import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import fs from 'node:fs';
const ext = { unaccent, pg_trgm };
let t = performance.now();
const wasmModule = await WebAssembly.compile(fs.readFileSync('node_modules/@electric-sql/pglite/dist/pglite.wasm'));
console.log('compile', (performance.now() - t).toFixed(0));
const fsBundle = new Blob([fs.readFileSync('node_modules/@electric-sql/pglite/dist/pglite.data')]);
for (let i = 0; i < 3; i++) {
  const blob = new Blob([fs.readFileSync('/tmp/ckpt.tar')]);
  t = performance.now();
  const p = await PGlite.create('memory://', { extensions: ext, loadDataDir: blob, wasmModule, fsBundle });
  console.log('open with module', (performance.now() - t).toFixed(0));
  t = performance.now();
  await p.query('select 1');
  console.log('q', (performance.now() - t).toFixed(0));
  await p.close();
}

/** Opens the embedded database (PGlite: PostgreSQL in WebAssembly) with the extensions the schema needs. */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export interface OpenPgliteOptions {
  /**
   * A `dumpDataDir()` tarball to start from instead of running initdb (~0.6 s instead of ~3.5 s);
   * only tests use it. Ignored by PGlite when the folder already holds a database.
   */
  template?: Blob;
  /**
   * Server settings for this start (`-c name=value`), on top of PGlite's own. Tests start with small
   * shared buffers: PGlite zeroes PostgreSQL's default 128 MB at every start (~0.6 s of a test file).
   */
  settings?: Readonly<Record<string, string>>;
}

/** dataDir: a folder, or 'memory://' for a database that lives as long as the process. */
export async function openPglite(dataDir: string, options: OpenPgliteOptions = {}): Promise<PGlite> {
  const settings = Object.entries(options.settings ?? {});
  return PGlite.create(dataDir, {
    extensions: { unaccent, pg_trgm },
    ...(options.template ? { loadDataDir: options.template } : {}),
    // PGlite's own start parameters (single-user mode, no parallel workers…), extended.
    ...(settings.length > 0 ? { startParams: [...PGlite.defaultStartParams, ...settings.flatMap(([name, value]) => ['-c', `${name}=${value}`])] } : {}),
  });
}

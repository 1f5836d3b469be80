/**
 * Which server test files the PostgreSQL run repeats (jest.config.ts, when TEST_DATABASE_URL is set).
 *
 * The server suite runs twice in CI: on the embedded database (npm test) and on PostgreSQL. A test file
 * that never opens a database runs the very same code both times: the second run only costs time. A
 * file opens one through the modules that read TEST_DATABASE_URL (test/testDatabase.ts and what uses
 * it), so the PostgreSQL run takes the files whose imports reach such a module, directly or through any
 * chain of the project's own modules. The import graph is read from the sources, not kept as a list, so
 * a new test that opens a database is in the PostgreSQL run without anyone remembering to add it.
 *
 * Read conservatively: every import form counts (type-only ones, `jest.mock` and `requireActual` paths
 * too), so a doubt keeps a file in the run rather than out of it. Relative imports only: no other module
 * here may import the '@/' alias (Jest's config loader does not map it).
 */
import fs from 'node:fs';
import path from 'node:path';

/** What a module must mention to be one that chooses the database engine of a test. */
const ENGINE_CHOICE = 'TEST_DATABASE_URL';
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\brequireActual(?:<[^>]*>)?\s*\(\s*|\bjest\.mock\(\s*)['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project file an import names, or null for a package or a file that is not there. */
function resolveImport(specifier: string, fromFile: string, srcRoot: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@/')) base = path.join(srcRoot, specifier.slice(2));
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** A reader of the project's import graph, each file read once. */
export function importGraph(srcRoot: string) {
  const sources = new Map<string, string>();
  const imports = new Map<string, string[]>();
  const source = (file: string): string => {
    let text = sources.get(file);
    if (text === undefined) {
      text = fs.readFileSync(file, 'utf8');
      sources.set(file, text);
    }
    return text;
  };
  const importsOf = (file: string): string[] => {
    let found = imports.get(file);
    if (!found) {
      found = [...source(file).matchAll(SPECIFIER)].map((m) => resolveImport(m[1] as string, file, srcRoot)).filter((f): f is string => f !== null);
      imports.set(file, found);
    }
    return found;
  };
  /** Whether `file` or a module it reaches satisfies `test`. */
  const reaches = (file: string, test: (file: string, text: string) => boolean): boolean => {
    const seen = new Set<string>([file]);
    const queue = [file];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (test(next, source(next))) return true;
      for (const imported of importsOf(next)) {
        if (!seen.has(imported)) {
          seen.add(imported);
          queue.push(imported);
        }
      }
    }
    return false;
  };
  return { importsOf, reaches };
}

function testFilesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name))
    .sort();
}

/** The test files under `serverRoot` whose imports reach a module that chooses the database engine. */
export function engineSensitiveTestFiles(serverRoot: string, srcRoot: string): string[] {
  const graph = importGraph(srcRoot);
  return testFilesUnder(serverRoot).filter((file) => graph.reaches(file, (_, text) => text.includes(ENGINE_CHOICE)));
}

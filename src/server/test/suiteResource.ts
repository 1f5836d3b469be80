/**
 * One resource (an app, a database) for the tests of a file or a `describe` block: created in
 * beforeAll, closed in afterAll. The answer stands for the resource before it exists, so a suite
 * writes `const t = testAppForSuite();` at the top instead of the same hook pair every time.
 */

/** For beforeAll hooks that build an app: loading and preparing a database takes a few seconds. */
export const SETUP_TIMEOUT_MS = 60_000;

export function resourceForSuite<T extends object>(create: () => Promise<T>, close: (resource: T) => Promise<void>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await create();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    if (current) await close(current);
    current = undefined;
  });
  const resource = (): T => {
    if (!current) throw new Error('the suite resource is read outside its tests (before beforeAll or after afterAll)');
    return current;
  };
  // Reads go to the resource the hooks made; nothing is written through this object.
  return new Proxy({} as T, { get: (_target, key) => Reflect.get(resource(), key) as unknown });
}

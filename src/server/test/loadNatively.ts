/**
 * Loads a package with Node's own loader instead of Jest's module registry; used by the Node-module
 * mocks in src/server/__mocks__ (Jest applies a root's `__mocks__` for node modules automatically).
 *
 * Why: the Jest config (CommonJS, node_modules not transformed, no --experimental-vm-modules)
 * cannot run some dependencies of the server: PGlite loads parts of itself with dynamic `import()`,
 * which Jest's VM sandbox refuses, and `openid-client` (the regional sign-in) is an ES module only,
 * which Jest's `require` refuses. Node 20.19+ loads them natively (require(esm) included), exactly as in production.
 * Jest's `createRequire` stays inside the sandbox, so this goes through `Module._load`, Node's
 * long-standing internal loader entry (the one proxyquire and mock-require use).
 * Delete the mocks once the server project's jest config transforms these packages
 * (transformIgnorePatterns) or runs Node with --experimental-vm-modules.
 */
import NodeModule from 'node:module';

interface NodeLoader {
  _load(request: string, parent: null, isMain: boolean): unknown;
}

/** `resolvedPath`: an absolute path, from `require.resolve` in the mock file. */
export function loadNatively(resolvedPath: string): unknown {
  return (NodeModule as unknown as NodeLoader)._load(resolvedPath, null, false);
}

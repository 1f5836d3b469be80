/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// @swc/jest instead of ts-jest: transpile-only is several times faster on a 2-core machine, and
// types are checked once for the whole tree by `npm run typecheck` (run in CI).
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/src/$1', '\\.(css|png|svg|jpg)$': '<rootDir>/__mocks__/fileMock.ts' };

const config: Config = {
  // Component tests type into forms and the server tests open databases: on a busy 2-core CI machine
  // Jest's 5 s default is too tight. (No test asserts on time.)
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'shared',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/shared'],
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/server'],
      transform,
      moduleNameMapper,
      globalSetup: '<rootDir>/src/server/test/globalSetup.ts',
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src/web'],
      transform,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/src/web/test/setup.ts'],
    },
  ],
};
export default config;

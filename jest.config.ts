/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// ts-jest, the design card's choice, transpile-only: tsconfig.json has `isolatedModules: true`, so ts-jest
// compiles each file on its own with TypeScript's transpileModule (no type program, no type errors here);
// types are checked once for the whole tree by `npm run typecheck` (run in CI). It emits CommonJS for Jest
// (ts-jest overrides `module`, and `moduleResolution: Bundler` with it) and JSX with the automatic
// runtime (tsconfig `jsx: react-jsx`). Only TypeScript is transformed: the tree has no JavaScript to
// compile and node_modules is not transformed (see src/server/test/loadNatively.ts for the ES-only packages).
const transform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
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

/** @jest-config-loader esbuild-register */
import path from 'node:path';
import type { Config } from 'jest';
import { engineSensitiveTestFiles } from './src/server/test/engineSensitiveTests';

// ts-jest, the design card's choice, transpile-only: tsconfig.json has `isolatedModules: true`, so ts-jest
// compiles each file on its own with TypeScript's transpileModule (no type program, no type errors here);
// types are checked once for the whole tree by `npm run typecheck` (run in CI). It emits CommonJS for Jest
// (ts-jest overrides `module`, and `moduleResolution: Bundler` with it) and JSX with the automatic
// runtime (tsconfig `jsx: react-jsx`). Only TypeScript is transformed: the tree has no JavaScript to
// compile and node_modules is not transformed (see src/server/test/loadNatively.ts for the ES-only packages).
const transform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
};

/**
 * On PostgreSQL (TEST_DATABASE_URL: CI's second run of the server suite) only the files that open a
 * database: the others would run the same code again (src/server/test/engineSensitiveTests.ts).
 */
const serverTestMatch = process.env.TEST_DATABASE_URL ? { testMatch: engineSensitiveTestFiles(path.join(__dirname, 'src/server'), path.join(__dirname, 'src')) } : {};
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/src/$1', '\\.(css|png|svg|jpg)$': '<rootDir>/__mocks__/fileMock.ts' };

const config: Config = {
  // Component tests type into forms and the server tests open databases: on a busy 2-core CI machine
  // Jest's 5 s default is too tight. (No test asserts on time.)
  testTimeout: 30_000,
  // Jest's default is one worker fewer than the cores: on CI's 2 cores that is one worker, the whole
  // suite in band on one core. Two workers use both; the database of each test file lives in its worker.
  maxWorkers: 3,
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
      ...serverTestMatch,
      transform,
      moduleNameMapper,
      globalSetup: '<rootDir>/src/server/test/globalSetup.ts',
      globalTeardown: '<rootDir>/src/server/test/globalTeardown.ts',
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src/web'],
      transform,
      setupFilesAfterEnv: ['<rootDir>/src/web/test/setup.ts'],
      // jsdom has no layout and no media queries: MUI's autosizing textarea and Emotion's style sheet
      // are replaced by stand-ins that skip what jsdom cannot answer (see each file for why).
      moduleNameMapper: {
        ...moduleNameMapper,
        '^(\\.\\./|@mui/material/)TextareaAutosize$': '<rootDir>/src/web/test/plainTextarea.tsx',
        '^@emotion/sheet$': '<rootDir>/src/web/test/emotionSheetStub.ts',
      },
    },
  ],
};
export default config;

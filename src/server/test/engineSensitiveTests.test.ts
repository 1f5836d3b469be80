import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { engineSensitiveTestFiles } from './engineSensitiveTests';

/** A throw-away source tree: file path → contents. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cesa-import-graph-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

it('keeps the tests whose imports reach the engine choice, through any chain, alias or mock, and drops the rest', () => {
  const root = tree({
    'server/test/testDatabase.ts': "export const url = process.env.TEST_DATABASE_URL;\nimport { helper } from './helper';",
    'server/test/helper.ts': "import { url } from './testDatabase';\nexport const helper = url;",
    'server/test/testApp.ts': "import { url } from './testDatabase';",
    'server/a/direct.test.ts': "import { url } from '../test/testDatabase';",
    'server/a/chain.test.ts': "import { app } from './chain';",
    'server/a/chain.ts': "export { app } from '@/server/b';",
    'server/b/index.ts': "import type { TestApp } from '../test/testApp';\nexport const app = 1;",
    'server/a/mocked.test.ts': "jest.mock('../test/helper', () => ({}));",
    'server/a/ownChoice.test.ts': 'const postgres = Boolean(process.env.TEST_DATABASE_URL);',
    'server/a/pure.test.ts': "import { sum } from './pure';\nimport fs from 'node:fs';\nimport { cycle } from './cycle';",
    'server/a/pure.ts': "import { sum as again } from './pure';\nexport const sum = 1;",
    'server/a/cycle.ts': "import { sum } from './pure';\nexport const cycle = sum;",
    'server/a/missing.test.ts': "import { gone } from './notThere';",
  });
  try {
    const kept = engineSensitiveTestFiles(path.join(root, 'server'), root).map((file) => path.relative(root, file));
    expect(kept).toEqual(['server/a/chain.test.ts', 'server/a/direct.test.ts', 'server/a/mocked.test.ts', 'server/a/ownChoice.test.ts']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

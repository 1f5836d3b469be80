// Jest-only: the real package, loaded natively (see src/server/test/loadNatively.ts for why): sanitize-html
// is CommonJS, but its parser htmlparser2 (10) is an ES module only, which Jest's `require` refuses.
import { loadNatively } from '../test/loadNatively';

module.exports = loadNatively(require.resolve('sanitize-html'));

// Jest-only: the real package (ES modules only), loaded natively (see src/server/test/loadNatively.ts for why).
import { loadNatively } from '../test/loadNatively';

module.exports = loadNatively(require.resolve('openid-client'));

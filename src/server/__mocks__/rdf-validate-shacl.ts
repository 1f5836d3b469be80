// Jest-only: the real package, loaded natively (see src/server/test/loadNatively.ts for why): rdf-validate-shacl is an ES module only.
import { loadNatively } from '../test/loadNatively';

module.exports = loadNatively(require.resolve('rdf-validate-shacl'));

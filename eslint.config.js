// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const globals = require('globals');

// ---------------------------------------------------------------------------------------------
// Import direction (DESIGN.md, Layout and "bulletproof-react": shared → features → app, no feature
// imports another feature's internals, no import cycles), checked by import-x/no-restricted-paths on
// the paths the TypeScript resolver gives (so `@/…` and `../…` are the same thing).
//
// The three sides: src/shared imports nothing from web or server; web and server never import each other.
//
// Inside the SPA, three layers:
//   generic   src/web/components, src/web/api, src/web/i18n: building blocks that know no feature.
//   features  src/web/features/<area>.
//   app       src/web/app: the composition (App, AppProviders, router, layout, store.ts) imports features;
//             beside it sit the app's foundation modules below, which import no feature at run time and
//             which Redux Toolkit and the router make everybody share (typed hooks, the route table…).
//
// "A feature's internals": features have no public index file (a barrel would pull a lazy page's
// code into the first chunk), so the rule is by feature, not by file. Three features are the base the
// others build on, in this order, and may be imported by every feature after them:
//   session  (who is signed in: sessionSlice, its API)  ←  search (the saved search forms)
//            ←  map (the map picker, the records' map: Leaflet in lazy chunks)
//            ←  records (the generic record engine of DESIGN: list, edit, detail, workflow, driven by
//               the kind registry; every kind builds on it)
// Every other feature (entities, home, notifications, organic, settings, tasks, and any new one: the
// list is read from the folder) is a leaf: nothing outside it imports it except the app's composition.
// A leaf that needs something of another leaf moves it down (to records, a base feature, src/web/components
// or src/shared) instead.
//
// Tests and test helpers (*.test.ts(x), src/web/test, any `testing/` folder) wire the real store and
// router around the unit they test, so they are exempt from the SPA's layer rules (not from the three
// sides, nor from cycles).
// ---------------------------------------------------------------------------------------------

const WEB = 'src/web';
const FEATURES = `${WEB}/features`;
// `map` (the map picker and the records' map, issue 10 §3) is a base: records' lists and every kind's form
// with coordinates use it; it knows no record, its callers hand it points and links.
const BASE_FEATURES = ['session', 'search', 'map', 'records']; // in dependency order: each may import those before it
const ALL_FEATURES = fs
  .readdirSync(path.join(__dirname, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LEAF_FEATURES = ALL_FEATURES.filter((name) => !BASE_FEATURES.includes(name));
// The app's foundation: what features (and, for the first four, the generic layer) may import from src/web/app.
// tableSelectionsSlice.ts imports the store only to inject itself into the root reducer when the first
// selectable table loads (the store is always built before any page, so the import never starts a cycle).
const APP_FOUNDATION_FOR_GENERIC = ['hooks.ts', 'uiSlice.ts', 'routePaths.ts', 'router/routeHandle.ts', 'tableSelectionsSlice.ts'];
const APP_FOUNDATION_FOR_FEATURES = [...APP_FOUNDATION_FOR_GENERIC, 'store.ts', 'listenerMiddleware.ts', 'theme.ts'];
const GENERIC = [`${WEB}/components`, `${WEB}/api`, `${WEB}/i18n`];
const TEST_FILES = ['**/*.test.{ts,tsx}', `${WEB}/test/**`, '**/testing/**'];

/** @typedef {{ target: string | string[], from: string, except?: string[], message?: string }} Zone */

/** @type {Zone[]} */
const SIDE_ZONES = [
  { target: 'src/shared', from: WEB, message: 'src/shared imports nothing from the SPA.' },
  { target: 'src/shared', from: 'src/server', message: 'src/shared imports nothing from the server.' },
  { target: 'src/server', from: WEB, message: 'The server never imports the SPA (shared code goes to src/shared).' },
  { target: WEB, from: 'src/server', message: 'The SPA never imports the server (shared code goes to src/shared).' },
];

/** @type {Zone[]} */
const LAYER_ZONES = [
  {
    target: GENERIC,
    from: FEATURES,
    message: 'Generic building blocks (components, api, i18n) know no feature: pass what they need in, or move it down.',
  },
  {
    target: GENERIC,
    from: `${WEB}/app`,
    except: APP_FOUNDATION_FOR_GENERIC.map((file) => `./${file}`),
    message: `Generic building blocks may use only the app's foundation (${APP_FOUNDATION_FOR_GENERIC.join(', ')}).`,
  },
  {
    target: FEATURES,
    from: `${WEB}/app`,
    except: APP_FOUNDATION_FOR_FEATURES.map((file) => `./${file}`),
    message: `Features sit below the app: they may use only its foundation (${APP_FOUNDATION_FOR_FEATURES.join(', ')}).`,
  },
  ...BASE_FEATURES.map((name, index) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: BASE_FEATURES.slice(0, index + 1).map((base) => `./${base}`),
    message: `features/${name} is a base feature: it may import only ${BASE_FEATURES.slice(0, index).join(', ') || 'no other feature'}.`,
  })),
  ...LEAF_FEATURES.map((name) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [name, ...BASE_FEATURES].map((feature) => `./${feature}`),
    message: `A feature imports no other feature's internals: only the base features (${BASE_FEATURES.join(', ')}).`,
  })),
];

/**
 * Known violations, to remove in issue 9: each entry lets one file import the listed paths (relative
 * to the repository) and nothing else outside its zone, so that any new violation still fails.
 * They sit in files other engineers were editing when the rules came in.
 * @type {{ file: string, imports: string[], why: string }[]}
 */
const LAYER_EXCEPTIONS_TO_REMOVE_IN_ISSUE_9 = [
  {
    // The re-auth base query reads the session's type; sessionRenewal dispatches the session's actions.
    // Fix: the session state's type and its actions (sessionStarted, tokenRefreshed, loggedOut) move to
    // src/web/api (the api owns the token's life) and sessionSlice reacts to them.
    file: `${WEB}/api/rawBaseQuery.ts`,
    imports: [`${FEATURES}/session/sessionSlice.ts`],
    why: 'api → features/session',
  },
  {
    file: `${WEB}/api/sessionRenewal.ts`,
    imports: [`${FEATURES}/session/sessionSlice.ts`],
    why: 'api → features/session',
  },
  {
    // The full-screen sign-in pages borrow pieces of the app's layout. Fix: DocumentTitle, LanguageSwitch
    // and the brand assets are generic building blocks: move them to src/web/components.
    file: `${FEATURES}/session/LoginPage.tsx`,
    imports: [`${WEB}/app/layout/assets.ts`, `${WEB}/app/layout/DocumentTitle.tsx`, `${WEB}/app/layout/LanguageSwitch.tsx`],
    why: 'features/session → app/layout',
  },
  {
    file: `${FEATURES}/session/AuthCallbackPage.tsx`,
    imports: [`${WEB}/app/layout/DocumentTitle.tsx`],
    why: 'features/session → app/layout',
  },
];

/**
 * Files whose import cycles are known, to remove in issue 9 (import-x/no-cycle off for them only). Empty:
 * the tree had no run-time cycle when the rule came in (type-only imports do not count).
 * @type {{ file: string, why: string }[]}
 */
const CYCLE_EXCEPTIONS_TO_REMOVE_IN_ISSUE_9 = [];

/** @param {string} child @param {string} parent */
const isInside = (child, parent) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** The zones with `allowed` (repository paths) added to the exceptions of the zones they fall in. */
const withAllowed = (/** @type {Zone[]} */ zones, /** @type {string[]} */ allowed) =>
  zones.map((zone) => {
    const extra = allowed.filter((file) => isInside(file, zone.from)).map((file) => `./${path.relative(zone.from, file)}`);
    return extra.length ? { ...zone, except: [...(zone.except ?? []), ...extra] } : zone;
  });

const restrictedPaths = (/** @type {Zone[]} */ zones) => ['error', { basePath: __dirname, zones }];

module.exports = tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(__dirname, 'tsconfig.json') })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-restricted-paths': restrictedPaths(SIDE_ZONES),
    },
  },
  {
    // No import cycles. Type-only imports are not cycles (erased at build). ignoreExternal: node_modules
    // are not walked (they cannot import our files). Tests and browser specs are skipped: nothing imports
    // them, so they cannot close a cycle, and walking each one's whole graph was most of the rule's time.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...SIDE_ZONES, ...LAYER_ZONES]) },
  },
  ...LAYER_EXCEPTIONS_TO_REMOVE_IN_ISSUE_9.map(({ file, imports }) => ({
    files: [file],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(withAllowed([...SIDE_ZONES, ...LAYER_ZONES], imports)) },
  })),
  ...(CYCLE_EXCEPTIONS_TO_REMOVE_IN_ISSUE_9.length ? [{ files: CYCLE_EXCEPTIONS_TO_REMOVE_IN_ISSUE_9.map(({ file }) => file), rules: { 'import-x/no-cycle': 'off' } }] : []),
  {
    // The settings contracts are TypeBox schemas for the server: the SPA takes their types only, and its
    // values from the two TypeBox-free files, so that TypeBox never reaches the browser bundle.
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/shared/settings(/(?!paths$|vocabulary$).*)?$',
              allowTypeImports: true,
              message: 'The SPA imports only types from the settings contracts (values: @/shared/settings/paths or /vocabulary).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

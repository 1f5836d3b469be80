// @ts-check
/**
 * Builds the SPA (src/web) into dist/web; the API server serves that folder in production.
 * `npx webpack --mode production` or `--mode development` (source maps, unminified).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { version } = require('./package.json');

/**
 * Writes the entry's and the named chunk groups' files to dist/bundle-stats.json (outside the served
 * folder) for scripts/bundleBudget.ts, which checks what the first routes download.
 */
class BundleStatsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { entrypoints, namedChunkGroups, outputPath } = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, outputPath: true });
      const file = path.resolve(__dirname, 'dist/bundle-stats.json');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ outputPath, entrypoints, namedChunkGroups }, null, 1));
    });
  }
}

/**
 * Every text asset also as .br and .gz next to it: the server (@fastify/static's preCompressed) sends the
 * best one the browser accepts without compressing on each request. index.html too; images stay as they are.
 */
function precompressed() {
  const test = /\.(js|css|html|svg|json|txt)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * MUI's createTheme and ThemeProvider import its CSS-variables theming (createThemeWithVars, CssVarsProvider,
 * InitColorSchemeScript, about 15 KB gzip of the first load) whatever the theme; the app's theme has no CSS
 * variables nor colour schemes, for which both take their "NoVars" path. These two modules (webpack/) take
 * that path directly and refuse the other. MUI's package exports no deep paths, hence the replacement.
 */
function muiWithoutCssVariables() {
  const replace = (/** @type {string} */ file, /** @type {string} */ shim) =>
    new webpack.NormalModuleReplacementPlugin(new RegExp(`[\\\\/]@mui[\\\\/]material[\\\\/]styles[\\\\/]${file}\\.mjs$`), (result) => {
      // After resolution: the shim's own folder is the context its imports resolve from.
      if (!result.createData) return;
      result.createData.resource = path.resolve(__dirname, 'webpack', shim);
      result.createData.context = path.resolve(__dirname, 'webpack');
    });
  return [replace('createTheme', 'muiCreateTheme.mjs'), replace('ThemeProvider', 'muiThemeProvider.mjs')];
}

/**
 * Lazy pages (src/web/app/router/routes.tsx loads them) whose chunk keeps the vendor modules only it uses:
 * the reports (MUI X Charts, d3) and the organic tree (MUI X Tree View).
 */
const SELF_CONTAINED_PAGES =
  /[\\/]src[\\/]web[\\/](features[\\/](reports[\\/]ReportsPage|organic[\\/]OrganicPage|hub[\\/]hubClient)\.tsx?|app[\\/]router[\\/]importRoutePage\.tsx)$/;

/**
 * Whether every chunk holding `module` is the lazy chunk of the page module matching `page`: such a vendor
 * module then stays in that chunk instead of a vendor chunk of its own (one chunk less for the runtime to name).
 * @param {import('webpack').Module} module @param {import('webpack').ChunkGraph} chunkGraph @param {RegExp} page
 */
function onlyInChunkOf(module, chunkGraph, page) {
  let any = false;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    any = true;
    let holdsPage = false;
    for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
      if (page.test(m.nameForCondition() ?? '')) {
        holdsPage = true;
        break;
      }
    }
    if (!holdsPage) return false;
  }
  return any;
}

/** @param {unknown} _env @param {{ mode?: 'production' | 'development' | 'none' }} argv */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: path.resolve(__dirname, 'src/web/index.tsx'),
    output: {
      path: path.resolve(__dirname, 'dist/web'),
      // Content hashes let the server cache every asset forever; only index.html must be revalidated.
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      // Lazy chunks by id, not name, and a six-digit hash (the id already tells files apart; the hash only
      // tells one file's versions apart): the runtime in every first load names a hundred lazy chunks, and
      // names and two more hash digits each cost it ~0.2 KB gzip. The names stay in the stats the budget reads.
      chunkFilename: production ? 'js/[id].[contenthash:6].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // English is loaded when chosen, not with the first screen (see src/web/i18n/english.ts). Before '@'.
        '@/web/i18n/english$': path.resolve(__dirname, 'src/web/i18n/english.lazy.ts'),
        // Likewise the settings and record pages' Portuguese texts (src/web/i18n/featureTexts.ts).
        '@/web/i18n/featureTexts$': path.resolve(__dirname, 'src/web/i18n/featureTexts.lazy.ts'),
        '@': path.resolve(__dirname, 'src'),
        // persistence.ts takes redux-persist's storage and reconciler from lib/ (CommonJS, where its types
        // are); the bundle takes the same modules' ES build, which the rest of redux-persist already uses.
        'redux-persist/lib/storage$': path.resolve(__dirname, 'node_modules/redux-persist/es/storage/index.js'),
        'redux-persist/lib/stateReconciler/autoMergeLevel2$': path.resolve(__dirname, 'node_modules/redux-persist/es/stateReconciler/autoMergeLevel2.js'),
        // react-router 7 maps every condition to its development build (remix-run/react-router#12532,
        // #14102): production takes the production build, the same modules without the dev warnings.
        ...(production && {
          'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
          'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
        }),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|svg|jpe?g|gif|ico)$/, type: 'asset/resource' },
        // Leaflet's and its cluster plugin's style sheets as text (`import css from '….css?raw'`), put in a
        // <style> by the map's lazy chunk (features/map/leafletStyles.ts): no CSS loader for three files.
        { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' },
        // The dictionaries only declare texts: where no import uses one (pt.ts's complete `pt`, kept for
        // tests), it is left out of the chunk instead of riding along with the first load.
        { test: /[\\/]src[\\/]web[\\/]i18n[\\/][a-z]+\.(pt|en)\.ts$/, sideEffects: false },
        // MUI X Charts (the reports page's lazy chunk) reaches reselect through @base-ui/utils, asking for
        // exports Redux Toolkit does not use (lruMemoize, createSelectorCreator's options). Sharing the one
        // module would keep them in the first load's 'state' chunk: the charts take reselect's other build.
        {
          test: /[\\/]node_modules[\\/]@base-ui[\\/]utils[\\/]/,
          resolve: { alias: { reselect$: path.resolve(__dirname, 'node_modules/reselect/dist/reselect.legacy-esm.js') } },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        // The API base can be moved at build time (e.g. CESA_API_BASE=https://api.example/api); default is API_BASE.
        'process.env.CESA_API_BASE': JSON.stringify(process.env.CESA_API_BASE ?? ''),
        'process.env.APP_VERSION': JSON.stringify(version),
      }),
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'src/web/index.html'),
        // The page title until the router sets each route's own (see DocumentTitle).
        title: 'Backoffice',
        favicon: path.resolve(__dirname, 'public/favicon.svg'),
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: path.resolve(__dirname, 'public'), to: '.', globOptions: { ignore: ['**/favicon.svg'] } }],
      }),
      ...muiWithoutCssVariables(),
      // See optimization.moduleIds: webpack's 'deterministic' ids, their length fixed at four digits.
      ...(production ? [new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true })] : []),
      ...(production ? [...precompressed(), new BundleStatsPlugin()] : []),
    ],
    optimization: {
      // Module ids of four digits whatever the module count: MUI X Charts' modules (lazy) took the count past
      // webpack's 500 for four, and one more digit on every module reference cost the first load ~0.5 KB gzip.
      moduleIds: production ? false : 'named',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React and Redux change rarely and every route needs them: one long-cached chunk each. MUI has no such
          // group: forced into one chunk, it put components only lazy pages use into the first load (issue 8 §2).
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, name: 'react', priority: 30 },
          // Only what the first load uses: reselect's copy for the charts (above) stays with them.
          state: { test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|immer|reselect)[\\/]/, name: 'state', priority: 20, chunks: 'initial' },
          // Leaflet and its cluster plugin stay inside the map's one lazy chunk (features/map/mapViews.ts) rather
          // than a vendor chunk of their own: every async chunk costs the first load's runtime its id and hash.
          // Likewise what only the reports, the organic page, the import page or the hub's client uses (MUI X
          // Charts, d3, reselect's copy above, the tree view, @microsoft/signalr …) stays in its chunk.
          defaultVendors: {
            test: (/** @type {import('webpack').Module} */ module, /** @type {{ chunkGraph: import('webpack').ChunkGraph }} */ { chunkGraph }) =>
              /[\\/]node_modules[\\/](?!leaflet)/.test(module.nameForCondition() ?? '') && !onlyInChunkOf(module, chunkGraph, SELF_CONTAINED_PAGES),
            priority: -10,
            reuseExistingChunk: true,
          },
        },
      },
    },
    // Incremental rebuilds: the cache survives between runs (node_modules/.cache/webpack).
    cache: { type: 'filesystem', buildDependencies: { config: [__filename] } },
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 900_000, maxAssetSize: 900_000 },
    stats: 'errors-warnings',
  };
};

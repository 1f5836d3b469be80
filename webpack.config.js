// @ts-check
/**
 * Builds the SPA (src/web) into dist/web; the API server serves that folder in production.
 * `npx webpack --mode production` or `--mode development` (source maps, unminified).
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { version } = require('./package.json');

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
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.resolve(__dirname, 'src') },
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
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React, MUI and Redux change rarely: one long-cached vendor chunk each.
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, name: 'react', priority: 30 },
          mui: { test: /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/, name: 'mui', priority: 20 },
          state: { test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|immer|reselect)[\\/]/, name: 'state', priority: 20 },
        },
      },
    },
    // Incremental rebuilds: the cache survives between runs (node_modules/.cache/webpack).
    cache: { type: 'filesystem', buildDependencies: { config: [__filename] } },
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 900_000, maxAssetSize: 900_000 },
    stats: 'errors-warnings',
  };
};

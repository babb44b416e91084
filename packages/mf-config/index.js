// One webpack + Module Federation configuration for the shell and every remote.
// See docs/decisions/0002-build-and-federation.md for the choices made here.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { EsbuildPlugin } = require('esbuild-loader');
const { DEV_PORTS } = require('./dev-ports');
const { createShared, sharedReactRouterRule } = require('./shared');
const { RouteDefinitionsPlugin, exposesFor, loadDefinitions } = require('./route-definitions');
const { SERVER_FOLDER, createServerConfig } = require('./server');
const { precompressPlugins } = require('./precompress');

/**
 * TypeScript and JSX through swc, for the browser and the server builds alike. The
 * styled-components plugin gives every styled component a fixed id from its file and
 * place, namespaced by the app, so the class names the server renders are the ones the
 * browser hydrates, whatever order the modules load in (docs/decisions/0017).
 */
function scriptRule(isProduction, name) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          target: 'es2020',
          experimental: {
            plugins: [
              [
                require.resolve('@swc/plugin-styled-components'),
                { displayName: !isProduction, ssr: true, pure: true, namespace: name },
              ],
            ],
          },
        },
      },
    },
  };
}

/**
 * The federation runtime in the browser is the shell's, once per page: the shell's main.js
 * provides its runtime core and its webpack bundler runtime, and a remote's production build
 * uses them instead of carrying its own (docs/decisions/0016-javascript-before-first-paint.md
 * for the core, 0058-one-bundler-runtime.md for the bundler runtime). A remote's standalone
 * dev page runs in development, which keeps its own copies. Browser builds drop the
 * runtime's Node code.
 */
const PROVIDE_RUNTIME_CORE = path.join(__dirname, 'provide-runtime-core.mjs');
const USE_SHELL_BUNDLER_RUNTIME = path.join(__dirname, 'use-shell-bundler-runtime.mjs');
// The copy of the bundler runtime the federation plugin's entry imports (it resolves it from
// runtime-tools), and its version, which the shell announces and a remote expects.
const BUNDLER_RUNTIME_DIR = path.dirname(
  require.resolve('@module-federation/webpack-bundler-runtime/package.json', {
    paths: [path.dirname(require.resolve('@module-federation/runtime-tools'))],
  }),
);
const BUNDLER_RUNTIME_VERSION = require(path.join(BUNDLER_RUNTIME_DIR, 'package.json')).version;

function browserRuntime(isHost, isProduction) {
  const experiments = { optimization: { target: 'web' } };
  if (isHost)
    return {
      experiments,
      runtimePlugins: [[PROVIDE_RUNTIME_CORE, { bundlerRuntimeVersion: BUNDLER_RUNTIME_VERSION }]],
    };
  experiments.externalRuntime = isProduction;
  return { experiments, runtimePlugins: [] };
}

/** What the browser build needs besides the federation plugin for one runtime per page. */
function browserRuntimeWiring(webpack, isHost, isProduction) {
  if (isHost)
    return {
      alias: {
        '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js$': path.join(
          BUNDLER_RUNTIME_DIR,
          'dist',
          'initContainerEntry.js',
        ),
      },
      plugins: [],
    };
  if (!isProduction) return { alias: {}, plugins: [] };
  return {
    alias: {},
    plugins: [
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/,
        USE_SHELL_BUNDLER_RUNTIME,
      ),
      new webpack.DefinePlugin({
        __FEDERATION_BUNDLER_RUNTIME_VERSION__: JSON.stringify(BUNDLER_RUNTIME_VERSION),
      }),
    ],
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir  absolute folder of the app
 * @param {string} options.name    federation name (shell, discovery, guides, labs, partners)
 * @param {number} options.devPort port of the app's own dev server
 * @param {boolean} [options.isHost]
 *
 * Pages and home widgets come from the app's `src/routes.ts`: a remote exposes each
 * module named there and its build emits the definitions as routes.json.
 *
 * A production build is two webpack configurations, `browser` and `server`: the second
 * writes the app's Node build into dist/server/ (docs/decisions/0014-server-builds.md).
 * Development serves the browser build only.
 */
function createAppConfig({ appDir, name, devPort, isHost = false }) {
  return async (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    const definitions = await loadDefinitions(appDir, isHost);
    const exposes = isHost ? {} : exposesFor(appDir, definitions);
    // A publish writes a remote into its versioned release folder.
    const outputPath = process.env.MF_OUTPUT_PATH || path.join(appDir, 'dist');
    // Chunks carry a content hash and are cached for good. Entry chunks cannot:
    // the federation runtime refuses hash variables there, so they are served no-cache.
    const hashed = isProduction ? '.[contenthash:10]' : '';
    const runtimeWiring = browserRuntimeWiring(webpack, isHost, isProduction);
    const browser = {
      name: 'browser',
      mode: isProduction ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      // Production maps stay on disk for the team (size reports, stack traces): no script
      // names them, and the server never serves a .map file (docs/decisions/0024).
      devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // The shell lives at the site root; a remote resolves its chunks from
        // wherever its release folder is served.
        publicPath: isHost ? '/' : 'auto',
        filename: isHost ? 'assets/[name].js' : '[name].js',
        chunkFilename: isHost ? `assets/[name]${hashed}.js` : `[name]${hashed}.js`,
        uniqueName: name,
        // The server build writes its own folder, possibly at the same time.
        clean: { keep: (file) => file.split(/[\\/]/)[0] === SERVER_FOLDER },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: runtimeWiring.alias,
      },
      module: {
        rules: [
          sharedReactRouterRule(appDir),
          scriptRule(isProduction, name),
          {
            // Stylesheets a library ships (Leaflet's) come in as text, injected where they are used.
            test: /\.css$/i,
            type: 'asset/source',
          },
          {
            test: /\.(png|jpe?g|svg|webp)$/i,
            type: 'asset/resource',
            generator: {
              filename: isHost
                ? 'assets/[name].[contenthash:10][ext]'
                : '[name].[contenthash:10][ext]',
            },
          },
        ],
      },
      optimization: {
        minimize: isProduction,
        // An esbuild minifier keeps the remote's global only with format undefined.
        minimizer: [new EsbuildPlugin({ target: 'es2020', format: undefined, css: false })],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: createShared(appDir),
          manifest: true,
          dts: false,
          ...browserRuntime(isHost, isProduction),
        }),
        ...runtimeWiring.plugins,
        new RouteDefinitionsPlugin({ appDir, isHost, definitions }),
        new HtmlWebpackPlugin({
          template: path.join(appDir, 'src', 'index.html'),
          filename: 'index.html',
          inject: 'body',
          // The standalone page loads its scripts from the root at any deep URL.
          publicPath: '/',
          chunks: ['main'],
          scriptLoading: 'defer',
          minify: false,
        }),
        // Brotli and gzip siblings of the text files, served as they are (0015).
        ...(isProduction ? precompressPlugins() : []),
      ],
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:3000' }],
      },
      stats: 'errors-warnings',
    };
    if (!isProduction) return browser;
    const server = createServerConfig({
      appDir,
      name,
      isHost,
      exposes,
      outputPath,
      scriptRule: scriptRule(isProduction, name),
    });
    return [browser, server];
  };
}

module.exports = { DEV_PORTS, createAppConfig };

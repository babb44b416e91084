// The Node build of each app, written to dist/server/ beside the browser build.
// A remote's is a federation container the server loads at run time from the active
// release; the shell's is the render bundle that hosts them. See
// docs/decisions/0014-server-builds.md.
const path = require('node:path');
const { DefinePlugin, optimize } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SERVER_SINGLETONS, createServerShared, installedVersion } = require('./shared');

const SERVER_FOLDER = 'server';
/** The server build also exposes the app's route definitions, functions included. */
const ROUTES_MODULE = 'routes';
const SERVER_ENTRY_FILE = 'remoteEntry.js';
const RENDER_FILE = 'render.js';

/** Each shared library's installed version, for the shell's runtime `shared` option. */
function serverSharedVersions(appDir) {
  return Object.fromEntries(
    SERVER_SINGLETONS.map((request) => [request, installedVersion(appDir, request)]),
  );
}

/**
 * @param {object} options
 * @param {string} options.appDir
 * @param {string} options.name
 * @param {boolean} options.isHost
 * @param {Record<string, string>} options.exposes  the browser build's exposes
 * @param {string} options.outputPath               the browser build's folder
 * @param {object} options.scriptRule               the browser build's TypeScript rule
 */
function createServerConfig({ appDir, name, isHost, exposes, outputPath, scriptRule }) {
  const plugins = [
    // One file per build: the server reads a release's server build through one small
    // interface (ReleaseFiles) and never has to resolve chunk URLs. Nothing is lazy there.
    new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ];
  if (isHost) {
    plugins.push(
      new DefinePlugin({
        __SERVER_SHARED_VERSIONS__: JSON.stringify(serverSharedVersions(appDir)),
      }),
    );
  } else {
    plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: SERVER_ENTRY_FILE,
        // Data loaders and head builders run on the server only.
        exposes: { ...exposes, [`./${ROUTES_MODULE}`]: './src/routes.ts' },
        remotes: {},
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: createServerShared(appDir),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    );
  }
  return {
    name: 'server',
    mode: 'production',
    target: isHost ? 'node' : 'async-node',
    context: appDir,
    // A remote's only entry is its container (added by the federation plugin).
    entry: isHost ? { render: './src/server/render.tsx' } : {},
    devtool: false,
    output: {
      path: path.join(outputPath, SERVER_FOLDER),
      filename: '[name].js',
      chunkFilename: '[name].js',
      uniqueName: `${name}_server`,
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        scriptRule,
        {
          // Stylesheets a library ships (Leaflet's) come in as text, injected where they are used.
          test: /\.css$/i,
          type: 'asset/source',
        },
        {
          test: /\.(png|jpe?g|svg|webp)$/i,
          type: 'asset/resource',
          // The browser build already emits the file under the same hashed name.
          generator: {
            emit: false,
            filename: isHost
              ? 'assets/[name].[contenthash:10][ext]'
              : '[name].[contenthash:10][ext]',
          },
        },
      ],
    },
    // Readable stack traces in server logs; the size only costs the server's disk.
    optimization: { minimize: false },
    plugins,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { RENDER_FILE, SERVER_ENTRY_FILE, SERVER_FOLDER, createServerConfig };

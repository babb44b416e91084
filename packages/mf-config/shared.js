// The libraries that host and remotes load once. Each is a singleton so the shell
// and every remote see one router, one query client, one theme and one store.
// Versions come from the workspace catalog through each app's own package.json.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'styled-components',
  '@pizza-atlas/platform',
];

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Builds the `shared` option of ModuleFederationPlugin for the app in `appDir`. */
function createShared(appDir) {
  const shared = {};
  for (const request of SINGLETONS) {
    const pkgName = packageNameOf(request);
    const manifestPath = require.resolve(`${pkgName}/package.json`, { paths: [appDir] });
    const { version } = require(manifestPath);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

module.exports = { SINGLETONS, createShared };

const path = require('node:path');

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

// On the server the shell's render bundle provides these to every remote page. A page
// never mounts a root, and production builds never use the dev JSX runtime.
const SERVER_SINGLETONS = SINGLETONS.filter(
  (request) => request !== 'react-dom/client' && request !== 'react/jsx-dev-runtime',
);

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function installedVersion(appDir, request) {
  const manifestPath = require.resolve(`${packageNameOf(request)}/package.json`, {
    paths: [appDir],
  });
  return require(manifestPath).version;
}

// The browser shares react-router-dom as this module: only the names the apps use.
const SHARED_REACT_ROUTER = path.join(__dirname, 'shared-react-router.mjs');

/** Builds the `shared` option of ModuleFederationPlugin for the app in `appDir`. */
function createShared(appDir) {
  const shared = {};
  for (const request of SINGLETONS) {
    const version = installedVersion(appDir, request);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  shared['react-router-dom'].import = SHARED_REACT_ROUTER;
  return shared;
}

/**
 * The webpack rule that builds shared-react-router.mjs: esbuild bundles the names it lists
 * from the copy of react-router the app's react-router-dom depends on (its ES build), so
 * the shared module holds only their code. React stays an import, shared like everywhere;
 * it resolves from this package, whose react peers are the apps' copies.
 */
function sharedReactRouterRule(appDir) {
  const dom = require.resolve('react-router-dom/package.json', { paths: [appDir] });
  const manifest = require.resolve('react-router/package.json', { paths: [path.dirname(dom)] });
  return {
    test: SHARED_REACT_ROUTER,
    use: {
      loader: require.resolve('./prebundle-loader'),
      options: {
        alias: { 'react-router': path.join(path.dirname(manifest), require(manifest).module) },
        external: ['react', 'react-dom'],
      },
    },
  };
}

/**
 * `shared` of a remote's server build: the same singletons with `import: false`, so the
 * build carries no copy of its own and every page renders with the shell's React,
 * styled-components and router (one copy in the process, whatever the release count).
 */
function createServerShared(appDir) {
  const shared = {};
  for (const request of SERVER_SINGLETONS) {
    const version = installedVersion(appDir, request);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, import: false };
  }
  return shared;
}

module.exports = {
  SERVER_SINGLETONS,
  SHARED_REACT_ROUTER,
  SINGLETONS,
  createServerShared,
  createShared,
  installedVersion,
  sharedReactRouterRule,
};

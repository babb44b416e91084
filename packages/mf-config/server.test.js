const path = require('node:path');
const { createAppConfig } = require('./index');
const { SERVER_SINGLETONS, createServerShared } = require('./shared');

const REPO = path.resolve(__dirname, '..', '..');

describe('server builds', () => {
  it('share the singletons a page renders with, never bundled into a remote', () => {
    const shared = createServerShared(path.join(REPO, 'mfe-guides'));
    expect(Object.keys(shared).sort()).toEqual([...SERVER_SINGLETONS].sort());
    for (const entry of Object.values(shared)) {
      expect(entry).toMatchObject({ singleton: true, import: false });
    }
    expect(shared).not.toHaveProperty('react-dom/client');
  });

  it('come with every production build of a remote, as one Node container in dist/server', async () => {
    const appDir = path.join(REPO, 'mfe-guides');
    const factory = createAppConfig({ appDir, name: 'guides', devPort: 3102 });
    const [browser, server] = await factory({}, { mode: 'production' });
    expect(browser.name).toBe('browser');
    expect(server).toMatchObject({
      name: 'server',
      target: 'async-node',
      entry: {},
      output: { path: path.join(appDir, 'dist', 'server'), filename: '[name].js' },
    });
    const federation = server.plugins.find(
      (plugin) => plugin.constructor.name === 'ModuleFederationPlugin',
    );
    expect(federation._options).toMatchObject({
      name: 'guides',
      filename: 'remoteEntry.js',
      library: { type: 'commonjs-module' },
      remoteType: 'script',
    });
    // The browser's modules, plus the route definitions with their loaders and head builders.
    expect(Object.keys(federation._options.exposes)).toEqual([
      ...Object.keys(browser.plugins[0]._options.exposes),
      './routes',
    ]);
    expect(federation._options.exposes['./routes']).toBe('./src/routes.ts');
    // The browser build leaves the server folder alone when it cleans dist/.
    expect(browser.output.clean.keep('server/remoteEntry.js')).toBe(true);
    expect(browser.output.clean.keep('main.js')).toBe(false);
  });

  it('are left out of development, where each app serves its browser build', async () => {
    const factory = createAppConfig({
      appDir: path.join(REPO, 'mfe-guides'),
      name: 'guides',
      devPort: 3102,
    });
    const config = await factory({}, { mode: 'development' });
    expect(Array.isArray(config)).toBe(false);
  });
});

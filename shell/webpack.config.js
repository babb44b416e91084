const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { DEV_PORTS, createAppConfig } = require('@pizza-atlas/mf-config');

const base = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  devPort: DEV_PORTS.shell,
  isHost: true,
});

module.exports = async (env, argv) => {
  // A production build also returns the server build (dist/server/render.js).
  const configs = await base(env, argv);
  const config = Array.isArray(configs) ? configs[0] : configs;
  config.plugins.push(new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }));
  // The dev shell composes the site from each remote's own dev server (npm run dev).
  const devRemotes =
    argv.mode === 'development'
      ? Object.fromEntries(
          ['discovery', 'guides', 'labs', 'partners'].map((name) => [
            name,
            `http://localhost:${DEV_PORTS[name]}`,
          ]),
        )
      : null;
  config.plugins.push(new DefinePlugin({ __DEV_REMOTES__: JSON.stringify(devRemotes) }));
  // In development the shell asks the API for the manifest; the API must run on :3000.
  config.devServer.proxy.push({
    context: ['/remotes', '/sample-photos'],
    target: process.env.API_URL || 'http://localhost:3000',
  });
  return configs;
};

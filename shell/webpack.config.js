const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createAppConfig } = require('@pizza-atlas/mf-config');

const base = createAppConfig({ appDir: __dirname, name: 'shell', devPort: 3001, isHost: true });

module.exports = async (env, argv) => {
  const config = await base(env, argv);
  config.plugins.push(new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }));
  // In development the shell asks the API for the manifest; the API must run on :3000.
  config.devServer.proxy.push({
    context: ['/remotes'],
    target: process.env.API_URL || 'http://localhost:3000',
  });
  return config;
};

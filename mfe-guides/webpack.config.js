const { createAppConfig } = require('@pizza-atlas/mf-config');

// Every page and widget this remote owns; the shell maps routes to them
// (packages/platform/src/routes.ts).
module.exports = createAppConfig({
  appDir: __dirname,
  name: 'guides',
  devPort: 3102,
  exposes: {
    './StatePage': './src/expose/state-page.tsx',
    './CityPage': './src/expose/city-page.tsx',
    './ListingPage': './src/expose/listing-page.tsx',
  },
});

const { DEV_PORTS, createAppConfig } = require('@pizza-atlas/mf-config');

// Pages and home widgets are defined in src/routes.ts; each is exposed from src/expose/.
module.exports = createAppConfig({
  appDir: __dirname,
  name: 'partners',
  devPort: DEV_PORTS.partners,
});

const { createAppConfig } = require('@pizza-atlas/mf-config');

// Every page and widget this remote owns; the shell maps routes to them
// (packages/platform/src/routes.ts).
module.exports = createAppConfig({
  appDir: __dirname,
  name: 'labs',
  devPort: 3103,
  exposes: {
    './DiscoveryJourneyPage': './src/expose/discovery-journey-page.tsx',
    './PizzaIntelligencePage': './src/expose/pizza-intelligence-page.tsx',
    './WaitTimesPage': './src/expose/wait-times-page.tsx',
    './ArScannerPage': './src/expose/ar-scanner-page.tsx',
    './PizzaSocialPage': './src/expose/pizza-social-page.tsx',
    './LabsShowcase': './src/expose/labs-showcase.tsx',
  },
});

const { createAppConfig } = require('@pizza-atlas/mf-config');

// Every page and widget this remote owns; the shell maps routes to them
// (packages/platform/src/routes.ts).
module.exports = createAppConfig({
  appDir: __dirname,
  name: 'discovery',
  devPort: 3101,
  exposes: {
    './DirectoryPage': './src/expose/directory-page.tsx',
    './RestaurantPage': './src/expose/restaurant-page.tsx',
    './SubmitPage': './src/expose/submit-page.tsx',
    './HeroSearch': './src/expose/hero-search.tsx',
    './FeaturedPlaces': './src/expose/featured-places.tsx',
  },
});

const { createAppConfig } = require('@pizza-atlas/mf-config');

// Every page and widget this remote owns; the shell maps routes to them
// (packages/platform/src/routes.ts).
module.exports = createAppConfig({
  appDir: __dirname,
  name: 'partners',
  devPort: 3104,
  exposes: {
    './AdvertisePage': './src/expose/advertise-page.tsx',
    './AdvertiserSignupPage': './src/expose/advertiser-signup-page.tsx',
    './AdvertiserLoginPage': './src/expose/advertiser-login-page.tsx',
    './AdvertiserDashboardPage': './src/expose/advertiser-dashboard-page.tsx',
    './ContactPage': './src/expose/contact-page.tsx',
  },
});

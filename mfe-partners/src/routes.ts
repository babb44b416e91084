import { defineRemote } from '@pizza-atlas/platform/core';

const PRIVATE = 'noindex, nofollow';

// Every page of partners: the only place they are named. The build emits this (less the
// functions) as routes.json; webpack exposes each module from src/expose/<kebab-name>.tsx.
export default defineRemote({
  remote: 'partners',
  area: 'partner and contact pages',
  pages: [
    {
      path: '/advertise',
      module: 'AdvertisePage',
      head: {
        title: 'Advertise with Pizza Atlas',
        description: 'Advertising packages for pizza restaurant owners.',
        breadcrumb: 'Advertise',
      },
      footer: { group: 'platform', label: 'Advertise', order: 30 },
      sitemap: { label: 'Advertise', changefreq: 'monthly', priority: 0.4 },
    },
    {
      path: '/advertise/signup',
      module: 'AdvertiserSignupPage',
      head: {
        title: 'Advertiser Sign Up',
        description: 'Create an advertiser account for your pizza restaurant.',
        robots: PRIVATE,
      },
    },
    {
      path: '/advertiser/login',
      module: 'AdvertiserLoginPage',
      head: {
        title: 'Advertiser Sign In',
        description: 'Sign in to manage your Pizza Atlas listing.',
        robots: PRIVATE,
      },
      header: { label: 'Sign In', order: 100, placement: 'account' },
    },
    {
      path: '/advertiser/forgot-password',
      module: 'AdvertiserForgotPasswordPage',
      head: {
        title: 'Forgot Your Password?',
        description: 'Get a link to set a new password for your Pizza Atlas account.',
        robots: PRIVATE,
      },
    },
    {
      path: '/advertiser/confirm-address',
      module: 'AdvertiserConfirmAddressPage',
      head: {
        title: 'Confirm Your Address',
        description: 'Confirm the email address of your Pizza Atlas account.',
        robots: PRIVATE,
      },
    },
    {
      path: '/advertiser/reset-password',
      module: 'AdvertiserResetPasswordPage',
      head: {
        title: 'Set a New Password',
        description: 'Set a new password for your Pizza Atlas account.',
        robots: PRIVATE,
      },
    },
    {
      path: '/advertiser/dashboard',
      module: 'AdvertiserDashboardPage',
      head: {
        title: 'Advertiser Dashboard',
        description: 'Your listings and campaigns.',
        robots: PRIVATE,
      },
    },
    {
      path: '/contact',
      module: 'ContactPage',
      head: {
        title: 'Get In Touch',
        description: 'Contact the Pizza Atlas team.',
        robots: PRIVATE,
        breadcrumb: 'Contact',
      },
      header: { label: 'Contact', order: 50 },
      mobileMenu: { label: 'Contact', order: 50 },
      footer: { group: 'platform', label: 'Contact', order: 40 },
      sitemap: { label: 'Contact', changefreq: 'yearly', priority: 0.3 },
    },
  ],
});

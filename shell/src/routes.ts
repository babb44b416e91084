import { definePage, type PageHead } from '@pizza-atlas/platform/core';
import { guideIndexQueryOptions } from './api/get-guide-index';
import { mapSettingsQueryOptions } from './api/get-map-settings';
import { siteSourcesQueryOptions } from './api/get-site-sources';

/** The one home-page description: the page's head and the server's use the same text. */
export const HOME_DESCRIPTION =
  'Find the best pizza near you: search any US city, state or ZIP, read reviews, see wait times, and try AI picks, a pizza personality quiz and an AR menu scanner.';

/** The home page's head: WebSite JSON-LD (the origin and search URL) and the Organization. */
export function homeHead(origin: string): PageHead {
  return {
    title: 'AI Pizza Finder & AR Menu Scanner',
    description: HOME_DESCRIPTION,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Pizza Atlas',
        url: origin,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}/directory?location={location}`,
          'query-input': 'required name=location',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Pizza Atlas',
        url: origin,
        logo: `${origin}/favicon.svg`,
        description: HOME_DESCRIPTION,
      },
    ],
  };
}

// The shell's own pages. Like a remote's src/routes.ts, the build emits them as
// routes.json, which the server reads for status codes, head tags and the sitemap.
// `module` names the shell component that renders the page (see app/shell-pages.tsx).
const SHELL_PAGES = [
  definePage({
    path: '/',
    module: 'HomePage',
    head: { title: 'AI Pizza Finder & AR Menu Scanner', description: HOME_DESCRIPTION },
    buildHead: (_data, { url }) => homeHead(url.origin),
    header: { label: 'Home', order: 0 },
    mobileMenu: { label: 'Home', order: 0 },
    sitemap: { label: 'Home', changefreq: 'daily', priority: 1 },
  }),
  // Loaders that only fill the query client: no head builder takes their data.
  definePage<unknown>({
    path: '/about',
    module: 'AboutPage',
    // The listings' sources it credits. The API always answers; a failure is logged and
    // leaves the credits to the browser.
    load: ({ queryClient }) => queryClient.fetchQuery(siteSourcesQueryOptions()),
    head: {
      title: 'About',
      description: 'What Pizza Atlas is, what its labs do, and where its data comes from.',
      breadcrumb: 'About',
    },
    footer: { group: 'platform', label: 'About', order: 10 },
    sitemap: { label: 'About', changefreq: 'monthly', priority: 0.5 },
  }),
  definePage<unknown>({
    path: '/privacy',
    module: 'PrivacyPage',
    // The maps' tile source it names.
    load: ({ queryClient }) => queryClient.fetchQuery(mapSettingsQueryOptions()),
    head: {
      title: 'Privacy Policy',
      description: 'How Pizza Atlas collects, uses and protects information.',
      breadcrumb: 'Privacy Policy',
    },
    footer: { group: 'legal', label: 'Privacy Policy', order: 10 },
    sitemap: { label: 'Privacy Policy', changefreq: 'yearly', priority: 0.2 },
  }),
  definePage<unknown>({
    path: '/terms',
    module: 'TermsPage',
    // Whether sample places exist, so the sample disclaimer is rendered right on the server.
    load: ({ queryClient }) => queryClient.fetchQuery(siteSourcesQueryOptions()),
    head: {
      title: 'Terms of Service',
      description: 'The terms for using Pizza Atlas.',
      breadcrumb: 'Terms of Service',
    },
    footer: { group: 'legal', label: 'Terms of Service', order: 20 },
    sitemap: { label: 'Terms of Service', changefreq: 'yearly', priority: 0.2 },
  }),
  definePage({
    path: '/cookies',
    module: 'CookiesPage',
    head: {
      title: 'Cookie Policy',
      description: 'The cookies and storage Pizza Atlas uses.',
      breadcrumb: 'Cookie Policy',
    },
    footer: { group: 'legal', label: 'Cookie Policy', order: 30 },
    sitemap: { label: 'Cookie Policy', changefreq: 'yearly', priority: 0.2 },
  }),
  definePage<unknown>({
    path: '/sitemap',
    module: 'SitemapPage',
    // Every state, city and listing (shown while the guides are on the site).
    load: ({ queryClient }) => queryClient.fetchQuery(guideIndexQueryOptions()),
    head: {
      title: 'Site Map',
      description: 'Every page of Pizza Atlas, and every state, city and listing of its guides.',
      breadcrumb: 'Site Map',
    },
    footer: { group: 'platform', label: 'Site Map', order: 50 },
  }),
  // The staff console: in no header, footer or sitemap; the browser fills it in after
  // hydration (shell/src/staff/), so the cached page is the same for everyone.
  ...['/staff', '/staff/:section'].map((path) =>
    definePage({
      path,
      module: 'StaffPage',
      head: {
        title: 'Staff Console',
        description: 'Run Pizza Atlas: remotes and releases, moderation, claims and messages.',
        robots: 'noindex, nofollow',
      },
    }),
  ),
];

export default SHELL_PAGES;

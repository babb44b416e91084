import type { PageDefinition, PlatformManifest, RemoteEntry } from '@pizza-atlas/contracts';
import { matchPattern, resolveRoute, type SiteRoutes } from './routes';
import { footerGroups, headerLinks, mobileMenuLinks, sitemapEntries } from './navigation';
import { widgetsFor } from './widgets';
import { pageDefinitions } from './define-remote';
import { toReleaseDefinitions, toShellDefinitions } from './release-definitions';

const head = { title: 'T', description: 'D' };
const page = (fields: Partial<PageDefinition> & Pick<PageDefinition, 'path' | 'module'>) =>
  ({ head, hasLoader: false, hasHeadBuilder: false, ...fields }) as PageDefinition;

const remote = (
  name: RemoteEntry['name'],
  pages: PageDefinition[],
  widgets: RemoteEntry['widgets'] = [],
): RemoteEntry => ({
  name,
  version: '1',
  entry: `/remotes/${name}/1/mf-manifest.json`,
  area: `${name} area`,
  pages,
  widgets,
});

const shellPages = [
  page({ path: '/', module: 'HomePage', header: { label: 'Home', order: 0, placement: 'nav' } }),
  page({
    path: '/about',
    module: 'AboutPage',
    footer: { label: 'About', order: 10, group: 'platform' },
    sitemap: { label: 'About', changefreq: 'monthly', priority: 0.5 },
  }),
];

const manifest: PlatformManifest = {
  remotes: [
    remote(
      'discovery',
      [
        page({
          path: '/directory',
          module: 'DirectoryPage',
          header: { label: 'Directory', order: 10, placement: 'nav' },
          mobileMenu: { label: 'Directory', order: 10 },
          footer: { label: 'Pizza Directory', order: 10, group: 'features' },
          sitemap: { label: 'Pizza Directory', changefreq: 'daily', priority: 0.9 },
        }),
        page({ path: '/restaurant/:id', module: 'RestaurantPage' }),
      ],
      [
        { slot: 'home.hero', module: 'HeroSearch' },
        { slot: 'home.featured', module: 'FeaturedPlaces', reserve: '100vh' },
      ],
    ),
    remote('partners', [
      page({ path: '/advertise/:plan', module: 'PlanPage' }),
      page({ path: '/advertise/signup', module: 'AdvertiserSignupPage' }),
      page({
        path: '/advertiser/login',
        module: 'AdvertiserLoginPage',
        header: { label: 'Sign In', order: 100, placement: 'account' },
      }),
    ]),
    remote(
      'labs',
      [
        page({
          path: '/wait-times',
          module: 'WaitTimesPage',
          feature: 'wait-times',
          header: { label: 'Wait Times', order: 5, placement: 'nav' },
          footer: { label: 'Wait Times', order: 40, group: 'features' },
        }),
      ],
      [
        { slot: 'home.labs', module: 'LabsShowcase' },
        { slot: 'home.overlay', module: 'QuizOverlay', feature: 'quiz' },
      ],
    ),
  ],
  features: { quiz: false },
};
const site: SiteRoutes = { shellPages, manifest };

describe('matchPattern', () => {
  it('reads parameters and keeps their case', () => {
    expect(matchPattern('/restaurant/:id', '/restaurant/AbC-1')).toEqual({
      params: { id: 'AbC-1' },
      canonicalPath: '/restaurant/AbC-1',
    });
  });

  it.each([
    ['/Directory', '/directory'],
    ['/DIRECTORY/', '/directory'],
    ['/directory//', '/directory'],
    ['/directory', '/directory'],
  ])('matches %s whatever its case or trailing slash, canonically %s', (path, canonical) => {
    expect(matchPattern('/directory', path)?.canonicalPath).toBe(canonical);
  });

  it('decodes parameters and refuses malformed escapes and empty segments', () => {
    expect(matchPattern('/p/:listing', '/p/tony%27s')?.params).toEqual({ listing: "tony's" });
    expect(matchPattern('/p/:listing', '/p/%E0%A4%A')).toBeNull();
    expect(matchPattern('/states/:state/:city', '/states//x')).toBeNull();
    expect(matchPattern('/directory', '/directory/more')).toBeNull();
  });
});

describe('resolveRoute', () => {
  it('finds shell pages first, then the owning remote with its parameters', () => {
    expect(resolveRoute(site, '/about')).toMatchObject({
      kind: 'shell',
      page: { module: 'AboutPage' },
    });
    const match = resolveRoute(site, '/restaurant/42');
    expect(match).toMatchObject({
      kind: 'remote',
      remote: { name: 'discovery' },
      params: { id: '42' },
    });
  });

  it('prefers the most specific pattern', () => {
    expect(resolveRoute(site, '/advertise/signup')).toMatchObject({
      page: { module: 'AdvertiserSignupPage' },
    });
    expect(resolveRoute(site, '/advertise/gold')).toMatchObject({
      page: { module: 'PlanPage' },
      params: { plan: 'gold' },
    });
  });

  it('gives the canonical path of an odd spelling', () => {
    expect(resolveRoute(site, '/Directory/')).toMatchObject({
      kind: 'remote',
      canonicalPath: '/directory',
    });
  });

  it('leaves out pages of a switched-off lab and of a remote not in the snapshot', () => {
    expect(resolveRoute(site, '/wait-times').kind).toBe('remote');
    const off = { ...site, manifest: { ...manifest, features: { 'wait-times': false } } };
    expect(resolveRoute(off, '/wait-times').kind).toBe('not-found');
    const noGuides = resolveRoute(site, '/states/texas');
    expect(noGuides.kind).toBe('not-found');
  });
});

describe('navigation from the snapshot', () => {
  it('orders header links across the shell and remotes and keeps the account button apart', () => {
    expect(headerLinks(site)).toEqual({
      nav: [
        { label: 'Home', to: '/' },
        { label: 'Wait Times', to: '/wait-times' },
        { label: 'Directory', to: '/directory' },
      ],
      account: [{ label: 'Sign In', to: '/advertiser/login' }],
    });
    expect(mobileMenuLinks(site)).toEqual([{ label: 'Directory', to: '/directory' }]);
  });

  it('groups footer links, drops a switched-off lab and empty groups', () => {
    const off = { ...site, manifest: { ...manifest, features: { 'wait-times': false } } };
    expect(footerGroups(off)).toEqual([
      {
        key: 'features',
        title: 'Features',
        links: [{ label: 'Pizza Directory', to: '/directory' }],
      },
      { key: 'platform', title: 'Platform', links: [{ label: 'About', to: '/about' }] },
    ]);
  });

  it('lists sitemap pages without parameters', () => {
    expect(sitemapEntries(site).map((entry) => entry.to)).toEqual(['/about', '/directory']);
  });

  it('fills home slots with widgets whose lab feature is on', () => {
    expect(widgetsFor(site, 'home.hero')).toEqual([
      { remote: 'discovery', module: 'HeroSearch', area: 'discovery area' },
    ]);
    expect(widgetsFor(site, 'home.overlay')).toEqual([]);
  });

  it("names a widget by its own area when it has one, else by its remote's", () => {
    const named: SiteRoutes = {
      ...site,
      manifest: {
        ...site.manifest,
        remotes: [
          remote(
            'labs',
            [],
            [{ slot: 'home.labs', module: 'LabsShowcase', area: 'labs showcase' }],
          ),
        ],
      },
    };
    expect(widgetsFor(named, 'home.labs')).toEqual([
      { remote: 'labs', module: 'LabsShowcase', area: 'labs showcase' },
    ]);
  });

  it('gives a widget the height it reserves while its code loads', () => {
    expect(widgetsFor(site, 'home.featured')).toEqual([
      { remote: 'discovery', module: 'FeaturedPlaces', area: 'discovery area', reserve: '100vh' },
    ]);
  });
});

describe('release definitions', () => {
  it('keep the height a widget reserves, and refuse one that is not a plain length', () => {
    const routes = (reserve: string) => ({
      remote: 'discovery' as const,
      area: 'restaurant search',
      pages: [],
      widgets: [{ slot: 'home.featured' as const, module: 'FeaturedPlaces', reserve }],
    });
    expect(toReleaseDefinitions(routes('30rem')).widgets).toEqual([
      { slot: 'home.featured', module: 'FeaturedPlaces', reserve: '30rem' },
    ]);
    expect(() => toReleaseDefinitions(routes('100vh; background: red'))).toThrow(
      /A length in px, rem or vh/,
    );
  });

  it('ship every field but the functions, and say which functions the page has', () => {
    const definitions = toReleaseDefinitions({
      remote: 'discovery',
      area: 'restaurant search',
      pages: [
        {
          path: '/restaurant/:id',
          module: 'RestaurantPage',
          head,
          load: async () => ({ name: 'x' }),
          buildHead: () => head,
        },
      ],
    });
    expect(JSON.parse(JSON.stringify(definitions))).toEqual({
      remote: 'discovery',
      area: 'restaurant search',
      pages: [
        {
          path: '/restaurant/:id',
          module: 'RestaurantPage',
          head,
          hasLoader: true,
          hasHeadBuilder: true,
        },
      ],
      widgets: [],
    });
  });

  it('refuse a path that is not lower case or ends in a slash', () => {
    for (const path of ['/Directory', '/directory/', 'directory', '/a//b'])
      expect(() => toShellDefinitions([{ path, module: 'X', head }])).toThrow();
  });

  it('apply the schema defaults without zod in the browser (pageDefinitions)', () => {
    const pages = [
      { path: '/', module: 'HomePage', head },
      {
        path: '/about',
        module: 'AboutPage',
        head,
        header: { label: 'About', order: 1 },
        mobileMenu: { label: 'About', order: 1 },
        footer: { group: 'platform' as const, label: 'About', order: 1 },
        sitemap: { label: 'About' },
        load: async () => null,
      },
      {
        path: '/account',
        module: 'AccountPage',
        head,
        header: { label: 'Account', order: 2, placement: 'account' as const },
        sitemap: { label: 'Account', changefreq: 'yearly' as const, priority: 0.1 },
        buildHead: () => head,
      },
    ];
    expect(pageDefinitions(pages)).toEqual(toShellDefinitions(pages).pages);
  });
});

import type { PlatformManifest } from '@pizza-atlas/contracts';
import { REMOTE_ROUTES, matchPattern, resolveRoute } from './routes';
import { HEADER_LINKS, visibleLinks } from './navigation';

const everything: PlatformManifest = {
  remotes: ['discovery', 'guides', 'labs', 'partners'].map((name) => ({
    name: name as PlatformManifest['remotes'][number]['name'],
    version: '1',
    entry: `/remotes/${name}/1/mf-manifest.json`,
  })),
  features: {},
};

describe('route ownership', () => {
  it.each([
    ['/directory', 'discovery'],
    ['/restaurant/abc-123', 'discovery'],
    ['/submit', 'discovery'],
    ['/states/california', 'guides'],
    ['/states/california/los-angeles', 'guides'],
    ['/p/tonys-slice', 'guides'],
    ['/discovery-journey', 'labs'],
    ['/pizza-intelligence', 'labs'],
    ['/wait-times', 'labs'],
    ['/ar-scanner', 'labs'],
    ['/pizza-social', 'labs'],
    ['/advertise', 'partners'],
    ['/advertise/signup', 'partners'],
    ['/advertiser/login', 'partners'],
    ['/contact', 'partners'],
  ])('%s belongs to %s', (path, remote) => {
    const match = resolveRoute(everything, path);
    expect(match.kind).toBe('remote');
    expect(match.kind === 'remote' && match.route.remote).toBe(remote);
  });

  it.each(['/', '/about', '/privacy', '/terms', '/cookies', '/sitemap'])(
    '%s is the shell',
    (path) => {
      expect(resolveRoute(everything, path)).toEqual({ kind: 'shell', path });
    },
  );

  it('answers not-found for unknown paths and for routes of a disabled remote or lab', () => {
    expect(resolveRoute(everything, '/nope').kind).toBe('not-found');
    expect(resolveRoute(everything, '/restaurant').kind).toBe('not-found');
    const noGuides = {
      ...everything,
      remotes: everything.remotes.filter((r) => r.name !== 'guides'),
    };
    expect(resolveRoute(noGuides, '/states/texas').kind).toBe('not-found');
    const noWaits = { ...everything, features: { 'wait-times': false } };
    expect(resolveRoute(noWaits, '/wait-times').kind).toBe('not-found');
    expect(resolveRoute(noWaits, '/ar-scanner').kind).toBe('remote');
  });

  it('decodes parameters and refuses malformed escapes', () => {
    expect(matchPattern('/p/:listing', '/p/caf%C3%A9')).toEqual({ listing: 'café' });
    expect(matchPattern('/p/:listing', '/p/%E0%A4%A')).toBeNull();
    expect(matchPattern('/directory', '/directory/')).toEqual({});
  });

  it('has one owner per route pattern', () => {
    const paths = REMOTE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('hides header links of disabled remotes and labs', () => {
    const manifest = {
      ...everything,
      remotes: everything.remotes.filter((r) => r.name !== 'partners'),
      features: { 'discovery-journey': false },
    };
    expect(visibleLinks(manifest, HEADER_LINKS).map((link) => link.label)).toEqual([
      'Home',
      'Directory',
      'AI Intelligence',
      'Add Place',
    ]);
  });
});

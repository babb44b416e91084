import type { PlatformManifest } from '@pizza-atlas/contracts';
import { composeDevManifest } from './dev-remotes';

const published: PlatformManifest = {
  remotes: [
    {
      name: 'guides',
      version: '1.0.0',
      entry: '/remotes/guides/1.0.0/mf-manifest.json',
      area: 'state and city guides',
      pages: [],
      widgets: [],
    },
  ],
  features: { quiz: false },
};

const labsRoutes = {
  remote: 'labs',
  area: 'Pizza Atlas labs',
  pages: [
    {
      path: '/wait-times',
      module: 'WaitTimesPage',
      feature: 'wait-times',
      head: { title: 'Wait Times', description: 'How long the wait is.' },
    },
  ],
  widgets: [{ slot: 'home.labs', module: 'LabsShowcase' }],
};

function answering(byUrl: Record<string, unknown>): typeof fetch {
  return (async (url: string) => {
    if (!(url in byUrl)) throw new TypeError('connection refused');
    return { ok: true, json: async () => byUrl[url] } as Response;
  }) as unknown as typeof fetch;
}

describe('composeDevManifest', () => {
  it('takes each running dev server with the pages its source defines, keeps the rest', async () => {
    const manifest = await composeDevManifest(
      published,
      { guides: 'http://localhost:3102', labs: 'http://localhost:3103' },
      answering({ 'http://localhost:3103/routes.json': labsRoutes }),
    );
    expect(manifest.features).toEqual({ quiz: false });
    expect(manifest.remotes.map((entry) => [entry.name, entry.version, entry.entry])).toEqual([
      ['guides', '1.0.0', '/remotes/guides/1.0.0/mf-manifest.json'],
      ['labs', 'dev', 'http://localhost:3103/mf-manifest.json'],
    ]);
    expect(manifest.remotes[1]!.pages[0]).toMatchObject({ path: '/wait-times', hasLoader: false });
  });

  it('ignores a dev server that answers with another remote or bad definitions', async () => {
    const manifest = await composeDevManifest(
      published,
      { labs: 'http://localhost:3103', partners: 'http://localhost:3104' },
      answering({
        'http://localhost:3103/routes.json': { ...labsRoutes, remote: 'guides' },
        'http://localhost:3104/routes.json': { remote: 'partners', pages: 'nope' },
      }),
    );
    expect(manifest.remotes.map((entry) => entry.name)).toEqual(['guides']);
  });
});

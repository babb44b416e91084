import { PlatformManifestSchema, REMOTE_NAMES } from './platform';

describe('PlatformManifestSchema', () => {
  it('accepts a manifest of active remotes and lab flags', () => {
    const parsed = PlatformManifestSchema.parse({
      remotes: [
        {
          name: 'guides',
          version: '0.1.0-1',
          entry: '/remotes/guides/0.1.0-1/mf-manifest.json',
          area: 'state and city guides',
          pages: [
            {
              path: '/states/:state',
              module: 'StatePage',
              head: { title: 'State Pizza Guide', description: 'Pizza in a state.' },
              hasLoader: false,
              hasHeadBuilder: false,
            },
          ],
          widgets: [],
        },
      ],
      features: { quiz: false },
    });
    expect(parsed.remotes[0]?.name).toBe('guides');
    expect(parsed.features.quiz).toBe(false);
  });

  it('rejects a remote that is not part of the platform', () => {
    const result = PlatformManifestSchema.safeParse({
      remotes: [{ name: 'shell', version: '1', entry: '/x' }],
      features: {},
    });
    expect(result.success).toBe(false);
    expect(REMOTE_NAMES).not.toContain('shell');
  });
});

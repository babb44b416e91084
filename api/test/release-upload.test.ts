import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { getManifest } from '../src/platform/get-manifest';
import { createDeployToken } from '../src/platform/create-deploy-token';
import { listDeployTokens } from '../src/platform/list-deploy-tokens';
import { revokeDeployToken } from '../src/platform/revoke-deploy-token';
import { loadEnv } from '../src/env';
import { buildServer } from '../src/server';
import { TEST_DEFINITIONS } from './fixtures/release-definitions';
import { SHELL_SHARED, rawArchive, releaseArchive } from './fixtures/release-archive';
import { startReleaseTestSite, type ReleaseTestSite } from './release-test-site';
import { createTestDatabase, testEnv } from './test-database';

let site: ReleaseTestSite;
beforeAll(async () => {
  site = await startReleaseTestSite();
});
afterAll(() => site.close());

describe('deploy tokens', () => {
  it('turns away anonymous, wrong, revoked and other-remote tokens with JSON errors', async () => {
    const archive = await releaseArchive('guides', '0.9.0');
    const cases: [string | null, number, string][] = [
      [null, 401, 'UNAUTHORIZED'],
      ['pa_deploy_guides_wrong', 401, 'INVALID_TOKEN'],
      [site.tokens.labs!, 403, 'FORBIDDEN'],
    ];
    for (const [token, status, code] of cases) {
      const response = await site.upload('guides', archive, { token });
      expect([token, response.statusCode, response.json().error.code]).toEqual([
        token,
        status,
        code,
      ]);
    }
    expect(
      (await site.upload('guides', archive, { token: site.tokens.labs })).json().error.message,
    ).toBe('This deploy token is for labs; it cannot change guides.');
    const anonymousList = await site.app.inject('/api/platform/remotes/guides/releases');
    expect(anonymousList.statusCode).toBe(401);
    const anonymousRollback = await site.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/guides/activate',
      headers: { authorization: 'Basic Z3Vlc3Q6Z3Vlc3Q=' },
    });
    expect(anonymousRollback.statusCode).toBe(401);
    expect(anonymousRollback.headers['content-type']).toContain('application/json');

    const spare = await createDeployToken(site.db.sql, 'guides', 'to revoke');
    expect(await revokeDeployToken(site.db.sql, spare.id)).toBe(true);
    expect(await revokeDeployToken(site.db.sql, spare.id)).toBe(false);
    const revoked = await site.upload('guides', archive, { token: spare.token });
    expect([revoked.statusCode, revoked.json().error.code]).toEqual([401, 'INVALID_TOKEN']);
    expect(await site.listed('guides')).toEqual([]);
  });

  it('stores only a hash of each token and notes when it was last used', async () => {
    const [row] = await site.db.sql<{ token_hash: Buffer }[]>`
      select token_hash from deploy_tokens where remote = 'guides' order by id limit 1`;
    expect(row!.token_hash).toHaveLength(32);
    expect(row!.token_hash.toString('utf8')).not.toContain('pa_deploy');
    const guides = await listDeployTokens(site.db.sql, 'guides');
    expect(guides.map((token) => [token.label, token.revokedAt === null])).toEqual([
      ['to revoke', false],
      ['guides team', true],
    ]);
    expect(guides[1]!.lastUsedAt).toEqual(site.now());
  });

  it('answers an unknown remote with a JSON 404', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/header/prune',
    });
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('uploading a release', () => {
  it('stores and activates a release, and every file is served from the database', async () => {
    const response = await site.publish('guides', '1.0.0', { sourceHash: 'a'.repeat(64) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      remote: 'guides',
      version: '1.0.0',
      entry: '/remotes/guides/1.0.0/mf-manifest.json',
      active: true,
      files: 8,
      bytes: expect.any(Number),
      pruned: [],
    });
    const manifest = await getManifest(site.db.sql);
    expect(manifest.remotes).toEqual([
      expect.objectContaining({
        name: 'guides',
        version: '1.0.0',
        pages: TEST_DEFINITIONS.guides.pages,
      }),
    ]);
    expect(await site.listed('guides')).toEqual([
      expect.objectContaining({
        version: '1.0.0',
        active: true,
        sourceHash: 'a'.repeat(64),
        files: 8,
      }),
    ]);
    // The standalone dev page is not part of a release.
    expect((await site.app.inject('/remotes/guides/1.0.0/index.html')).statusCode).toBe(404);
  });

  it('serves release files with their type, caching rules and ETag revalidation', async () => {
    const cases: [string, string, string][] = [
      ['remoteEntry.js', 'text/javascript; charset=utf-8', 'no-cache'],
      ['mf-manifest.json', 'application/json; charset=utf-8', 'no-cache'],
      [
        '112.abcdef0123.js',
        'text/javascript; charset=utf-8',
        'public, max-age=31536000, immutable',
      ],
    ];
    for (const [file, type, cacheControl] of cases) {
      const response = await site.app.inject(`/remotes/guides/1.0.0/${file}`);
      expect([
        file,
        response.statusCode,
        response.headers['content-type'],
        response.headers['cache-control'],
      ]).toEqual([file, 200, type, cacheControl]);
      expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const again = await site.app.inject({
        url: `/remotes/guides/1.0.0/${file}`,
        headers: { 'if-none-match': response.headers.etag as string },
      });
      expect([file, again.statusCode, again.body]).toEqual([file, 304, '']);
    }
    expect((await site.app.inject('/remotes/guides/1.0.0/remoteEntry.js')).body).toBe(
      'var guides = "entry of guides";',
    );
    const head = await site.app.inject({
      method: 'HEAD',
      url: '/remotes/guides/1.0.0/remoteEntry.js',
    });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, '31', '']);
  });

  it("serves the menu scanner's OCR files: its gzipped language data is never encoded again", async () => {
    // Gzip bytes under the name tesseract.js asks for (docs/decisions/0019-menu-ocr.md).
    const traineddata = gzipSync(Buffer.from('eng traineddata '.repeat(200)));
    const wasm = Buffer.concat([Buffer.from('\0asm'), Buffer.alloc(4096)]);
    const archive = await releaseArchive('partners', '7.0.0', {
      extraFiles: { 'ocr/eng.traineddata': traineddata, 'ocr/core.wasm': wasm },
    });
    expect((await site.upload('partners', archive, { activate: false })).statusCode).toBe(201);
    const fetchFile = (file: string) =>
      site.app.inject({
        url: `/remotes/partners/7.0.0/${file}`,
        headers: { 'accept-encoding': 'br' },
      });

    const data = await fetchFile('ocr/eng.traineddata');
    expect([data.statusCode, data.headers['content-type']]).toEqual([200, 'application/gzip']);
    expect(data.headers['content-encoding']).toBeUndefined();
    expect(data.rawPayload.equals(traineddata)).toBe(true);

    // WebAssembly compresses well; it goes out compressed on the fly.
    const core = await fetchFile('ocr/core.wasm');
    expect([core.statusCode, core.headers['content-type']]).toEqual([200, 'application/wasm']);
    expect(core.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(core.rawPayload).equals(wasm)).toBe(true);
  });

  it('answers unknown releases, unknown files and paths outside a release with a plain 404', async () => {
    for (const url of [
      '/remotes/guides/9.9.9/remoteEntry.js',
      '/remotes/guides/1.0.0/missing.js',
      '/remotes/guides/1.0.0/../../../etc/passwd',
      '/remotes/guides/1.0.0/%2e%2e/%2e%2e/etc/passwd',
      '/remotes/guides/..%2f..%2fetc/passwd',
      '/remotes/shell/1.0.0/remoteEntry.js',
      '/remotes/guides/1.0.0/.hidden',
    ]) {
      const response = await site.app.inject(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('root:');
    }
  });

  it('takes the same files again as a no-op, and refuses other files under a published version', async () => {
    const again = await site.publish('guides', '1.0.0', { sourceHash: 'a'.repeat(64) });
    expect([again.statusCode, again.json().version, again.json().active]).toEqual([
      200,
      '1.0.0',
      true,
    ]);
    const other = await site.publish('guides', '1.0.0', { sourceHash: 'b'.repeat(64) });
    expect([other.statusCode, other.json().error]).toEqual([
      409,
      {
        code: 'RELEASE_EXISTS',
        message: 'guides 1.0.0 is already published; give the new release another version.',
      },
    ]);
  });

  it('stores a release without activating it when asked', async () => {
    const response = await site.upload('guides', await releaseArchive('guides', '1.1.0-rc'), {
      activate: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().active).toBe(false);
    expect((await getManifest(site.db.sql)).remotes[0]!.version).toBe('1.0.0');
  });
});

describe('checking a release', () => {
  async function refused(response: Awaited<ReturnType<ReleaseTestSite['upload']>>) {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    return { status: response.statusCode, ...response.json().error };
  }

  it('refuses archives that are not gzipped tars, or not sent as one', async () => {
    expect(await refused(await site.upload('guides', 'not an archive'))).toEqual({
      status: 400,
      code: 'INVALID_RELEASE',
      message: 'The release is not a gzipped tar archive.',
    });
    const json = await site.upload('guides', '{"release":1}', { contentType: 'application/json' });
    expect((await refused(json)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const text = await site.upload('guides', 'hello', { contentType: 'text/plain' });
    expect((await refused(text)).status).toBe(415);
  });

  it('refuses unsafe entries: "..", absolute paths, links and hidden files', async () => {
    const cases: [Parameters<typeof rawArchive>[0][number], RegExp][] = [
      [{ header: { name: '../escape.js' }, content: 'x' }, /"\.\.\/escape\.js" is not a safe path/],
      [{ header: { name: '/etc/cron.d/x.js' }, content: 'x' }, /is not a safe path/],
      [{ header: { name: 'a/../../b.js' }, content: 'x' }, /is not a safe path/],
      [{ header: { name: '.env' }, content: 'x' }, /is not a safe path/],
      [
        { header: { name: 'link.js', type: 'symlink', linkname: '/etc/passwd' } },
        /"link\.js" is a symlink/,
      ],
      [
        { header: { name: 'hard.js', type: 'link', linkname: 'remoteEntry.js' } },
        /"hard\.js" is a link/,
      ],
    ];
    for (const [entry, message] of cases) {
      const response = await site.upload('guides', await rawArchive([entry]));
      const error = await refused(response);
      expect([entry.header.name, error.code]).toEqual([entry.header.name, 'INVALID_RELEASE']);
      expect(error.message).toMatch(message);
    }
  });

  it('refuses a release too large unpacked, even when it packs small', async () => {
    // One file over the limit, and an archive that unpacks past what any release could be.
    for (const megabytes of [2, 8]) {
      const big = { header: { name: 'zeros.js' }, content: '0'.repeat(megabytes * 1024 * 1024) };
      const archive = await rawArchive([big]);
      expect(archive.length).toBeLessThan(50_000);
      expect(await refused(await site.upload('guides', archive))).toEqual({
        status: 413,
        code: 'RELEASE_TOO_LARGE',
        message: 'A release can be at most 1 MB unpacked.',
      });
    }
  });

  it('refuses a release with files missing, of the wrong remote, or of an unknown kind', async () => {
    const cases: [Promise<Buffer>, string | RegExp][] = [
      [
        releaseArchive('guides', '2.0.0', { omit: ['routes.json'] }),
        'The release has no routes.json.',
      ],
      [
        releaseArchive('guides', '2.0.0', { omit: ['remoteEntry.js'] }),
        'mf-manifest.json names remoteEntry.js, which is not in the release.',
      ],
      [
        releaseArchive('guides', '2.0.0', { omit: ['112.abcdef0123.js'] }),
        'mf-manifest.json names 112.abcdef0123.js, which is not in the release.',
      ],
      [
        releaseArchive('guides', '2.0.0', { definitions: TEST_DEFINITIONS.labs }),
        'routes.json is for "labs", but this release is for guides.',
      ],
      [
        releaseArchive('guides', '2.0.0', { extraFiles: { 'page.html': '<p>hi</p>' } }),
        'page.html is not a kind of file a release may hold (scripts, styles, JSON, source maps, images, fonts).',
      ],
      [
        releaseArchive('guides', '2.0.0', {
          extraFiles: {
            'routes.json': JSON.stringify({
              ...TEST_DEFINITIONS.guides,
              pages: [{ path: 'states' }],
            }),
          },
        }),
        /^routes\.json is not valid at pages\.0\.path: /,
      ],
    ];
    for (const [archive, message] of cases) {
      const error = await refused(await site.upload('guides', await archive));
      expect([error.status, error.code]).toEqual([400, 'INVALID_RELEASE']);
      expect(error.message).toMatch(message);
    }
  });

  it('refuses a page whose module the release does not expose', async () => {
    const { pages } = TEST_DEFINITIONS.guides;
    const routes = {
      ...TEST_DEFINITIONS.guides,
      pages: [...pages, { ...pages[0]!, path: '/guides-tour', module: 'TourPage' }],
    };
    const archive = await releaseArchive('guides', '2.0.0', {
      extraFiles: { 'routes.json': JSON.stringify(routes) },
    });
    expect((await refused(await site.upload('guides', archive))).message).toBe(
      'routes.json names the module TourPage, which mf-manifest.json does not expose.',
    );
  });

  it('refuses shared singletons of another major than the shell, naming library and versions', async () => {
    const response = await site.publish('guides', '2.0.0', {
      shared: { ...SHELL_SHARED, react: '18.3.1', 'react-router-dom': '6.30.0' },
    });
    expect(await refused(response)).toEqual({
      status: 409,
      code: 'INCOMPATIBLE_SHARED_LIBRARIES',
      message:
        "This guides release cannot run with the active shell: react 18.3.1 cannot run with the shell's react 19.3.1; react-router-dom 6.30.0 cannot run with the shell's react-router-dom 7.18.5. Rebuild it with the shell's versions.",
    });
    const platform = await site.publish('guides', '2.0.0', {
      shared: { ...SHELL_SHARED, '@pizza-atlas/platform': '2.0.0' },
    });
    expect((await refused(platform)).message).toContain(
      "@pizza-atlas/platform 2.0.0 cannot run with the shell's @pizza-atlas/platform 1.0.0",
    );
    // A newer minor of the same major runs with the shell's copy.
    const minor = await site.publish('guides', '2.0.0', {
      shared: { ...SHELL_SHARED, zustand: '5.2.0' },
    });
    expect(minor.statusCode).toBe(201);
  });

  it("refuses pages that collide with the shell's or another active remote's pages", async () => {
    expect((await site.publish('labs', '1.0.0')).statusCode).toBe(201);
    const takesWaitTimes = {
      ...TEST_DEFINITIONS.guides,
      pages: [
        ...TEST_DEFINITIONS.guides.pages,
        { ...TEST_DEFINITIONS.guides.pages[0]!, path: '/wait-times' },
      ],
    };
    expect(
      await refused(await site.publish('guides', '2.1.0', { definitions: takesWaitTimes })),
    ).toEqual({
      status: 409,
      code: 'PAGE_COLLISION',
      message: 'guides page /wait-times collides with /wait-times, which labs already serves.',
    });
    const takesAbout = {
      ...TEST_DEFINITIONS.guides,
      pages: [{ ...TEST_DEFINITIONS.guides.pages[0]!, path: '/about' }],
    };
    expect(
      (await refused(await site.publish('guides', '2.1.0', { definitions: takesAbout }))).message,
    ).toBe('guides page /about collides with /about, which the shell already serves.');
    const sameShape = {
      ...TEST_DEFINITIONS.guides,
      pages: [
        ...TEST_DEFINITIONS.guides.pages,
        { ...TEST_DEFINITIONS.guides.pages[2]!, path: '/p/:slug' },
      ],
    };
    expect(
      (await refused(await site.publish('guides', '2.1.0', { definitions: sameShape }))).message,
    ).toBe('guides declares /p/:slug and /p/:listing, which match the same paths.');
  });

  it('refuses every release while the site has no active shell release to check against', async () => {
    // Another site: its own database, with no shell published yet.
    const bareDb = await createTestDatabase();
    const bare = await buildServer({
      env: testEnv({ SHELL_DIST: path.join(site.dir, 'shell') }),
      sql: bareDb.sql,
      logger: false,
    });
    try {
      const { token } = await createDeployToken(bareDb.sql, 'guides');
      const response = await bare.inject({
        method: 'POST',
        url: '/api/platform/remotes/guides/releases',
        headers: { 'content-type': 'application/gzip', authorization: `Bearer ${token}` },
        payload: await releaseArchive('guides', '3.0.0'),
      });
      // A shell build on this server's disk is not what the site renders: it does not count.
      expect([response.statusCode, response.json().error.code]).toEqual([
        409,
        'SHELL_NOT_PUBLISHED',
      ]);
    } finally {
      await bare.close();
      await bareDb.drop();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every release endpoint', async () => {
    const { paths } = (await site.app.inject('/api/openapi.json')).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/platform/remotes/{remote}/releases',
        '/api/platform/remotes/{remote}/activate',
        '/api/platform/remotes/{remote}/prune',
      ]),
    );
    expect(Object.keys(paths['/api/platform/remotes/{remote}/releases'])).toEqual(['get', 'post']);
  });
});

describe('limits and settings', () => {
  it('rate-limits release writes per client with a JSON 429', async () => {
    const limited = await buildServer({
      env: testEnv({ SHELL_DIST: path.join(site.dir, 'shell') }),
      sql: site.db.sql,
      logger: false,
      releaseLimit: { max: 2, timeWindow: 60_000 },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/platform/remotes/partners/prune',
          headers: { authorization: `Bearer ${site.tokens.partners}` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().error.code).toBe('RATE_LIMITED');
      }
      expect(statuses).toEqual([200, 200, 429]);
      // Guessing tokens counts against the same limit.
      const guess = await limited.inject({
        method: 'POST',
        url: '/api/platform/remotes/partners/prune',
        headers: { authorization: 'Bearer pa_deploy_partners_guess' },
      });
      expect(guess.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('keeps three releases besides the active and previous, for 24 hours, up to 64 MB, by default', () => {
    const env = loadEnv({});
    expect([env.RELEASES_KEEP, env.RELEASE_GRACE_HOURS, env.RELEASE_MAX_MB]).toEqual([3, 24, 64]);
    expect(env.PIZZA_ATLAS_API_URL).toBeUndefined();
    expect(() => loadEnv({ PIZZA_ATLAS_API_URL: 'not a url' })).toThrow(/PIZZA_ATLAS_API_URL/);
  });
});

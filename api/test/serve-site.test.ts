import { renameSync } from 'node:fs';
import { setEnabled } from '../src/platform/set-enabled';
import { storeTestRelease } from './fixtures/release-archive';
import { TEST_DEFINITIONS } from './fixtures/release-definitions';
import { serverForFile } from './test-server';

const TEMPLATE = `<!doctype html><html><head><!--pa-head-->
<!--pa-snapshot--></head><body><div id="root"></div><script defer src="/assets/main.js"></script></body></html>`;

const file = serverForFile({
  shell: {
    template: TEMPLATE,
    files: {
      'assets/main.js': 'console.log(1)',
      'assets/112.0123456789.js': 'console.log(2)',
      'favicon.svg': '<svg/>',
    },
  },
  env: { PUBLIC_URL: 'https://pizza.example' },
  before: (sql) =>
    storeTestRelease(sql, 'guides', '1.0.0', {
      files: {
        'mf-manifest.json': '{}',
        'remoteEntry.js': 'var guides;',
        '__federation_expose_StatePage.abcdef0123.js': '1',
      },
    }),
});

function snapshotOf(html: string) {
  const match = /window\.__PIZZA_ATLAS__=(.*?);<\/script>/.exec(html);
  return JSON.parse(match![1]!);
}

describe('serving the site', () => {
  it('serves the home page with head tags and the inlined registry snapshot', async () => {
    const response = await file.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(response.body).toContain(
      "<title>AI Pizza Finder &amp; AR Menu Scanner | Pizza Atlas: America's Pizza Directory</title>",
    );
    expect(response.body).toContain('<link rel="canonical" href="https://pizza.example/">');
    expect(response.body).toContain(
      '<meta property="og:image" content="https://pizza.example/og-default.png">',
    );
    expect(snapshotOf(response.body).manifest.remotes).toEqual([
      {
        name: 'guides',
        version: '1.0.0',
        entry: '/remotes/guides/1.0.0/mf-manifest.json',
        area: 'state and city guides',
        pages: TEST_DEFINITIONS.guides.pages,
        widgets: [],
      },
    ]);
    expect(response.body).not.toContain('rel="preload"');
  });

  it('preloads the remote that owns the requested route', async () => {
    const response = await file.app.inject('/states/texas/austin');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<link rel="preload" href="/remotes/guides/1.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(response.body).toContain(
      '<link rel="preload" href="/remotes/guides/1.0.0/remoteEntry.js" as="script" fetchpriority="low">',
    );
  });

  it('takes head tags from the page definitions of the shell and of the remote release', async () => {
    const guide = await file.app.inject('/states/texas');
    expect(guide.body).toContain('<title>State Pizza Guide | Pizza Atlas');
    expect(guide.body).toContain(
      '<meta name="description" content="State Pizza Guide on Pizza Atlas.">',
    );
    const about = await file.app.inject('/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>About | Pizza Atlas');
  });

  it('redirects odd spellings of a page to its canonical path, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/About', '/about'],
      ['/about/', '/about'],
      ['/STATES/Texas/?from=x', '/states/Texas?from=x'],
      ['/P/tonys-slice', '/p/tonys-slice'],
    ];
    for (const [url, location] of cases) {
      const response = await file.app.inject(url);
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 301, location]);
    }
    expect((await file.app.inject('/Nowhere/')).statusCode).toBe(404);
  });

  it('answers unknown pages, and pages of inactive remotes, with the shell and status 404', async () => {
    for (const url of ['/no/such/page', '/directory']) {
      const response = await file.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>404 Page Not Found |');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a malformed page URL with the page, and a malformed API URL with a JSON 400', async () => {
    // The page's router takes the escape as written; its own loader decides (issue 13).
    const page = await file.app.inject('/p/%E0%A4%A');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id="root">');
    const api = await file.app.inject('/api/guides/listings/%E0%A4%A');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: "'/api/guides/listings/%E0%A4%A' is not a valid url component",
      },
    });
  });

  it('answers 404 for a disabled remote and brings its pages back when enabled', async () => {
    await setEnabled(file.db.sql, { kind: 'remote', name: 'guides' }, false);
    expect((await file.app.inject('/states/texas')).statusCode).toBe(404);
    await setEnabled(file.db.sql, { kind: 'remote', name: 'guides' }, true);
    expect((await file.app.inject('/states/texas')).statusCode).toBe(200);
  });

  it('keeps hostile paths inside the HTML and out of the snapshot script', async () => {
    const response = await file.app.inject('/p/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('serves hashed files for good, and entry files, main.js and the manifest no-cache', async () => {
    const cases: [string, string][] = [
      ['/assets/112.0123456789.js', 'public, max-age=31536000, immutable'],
      ['/assets/main.js', 'no-cache'],
      [
        '/remotes/guides/1.0.0/__federation_expose_StatePage.abcdef0123.js',
        'public, max-age=31536000, immutable',
      ],
      ['/remotes/guides/1.0.0/remoteEntry.js', 'no-cache'],
      ['/remotes/guides/1.0.0/mf-manifest.json', 'no-cache'],
    ];
    for (const [url, cacheControl] of cases) {
      const response = await file.app.inject(url);
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([
        url,
        200,
        cacheControl,
      ]);
    }
  });

  it('never serves the raw template, and answers missing files with a plain 404', async () => {
    const raw = await file.app.inject('/index.html');
    expect(raw.body).not.toContain('<!--pa-snapshot-->');
    expect((await file.app.inject('/remotes/guides/9.9.9/remoteEntry.js')).statusCode).toBe(404);
    expect((await file.app.inject('/remotes/../../etc/passwd')).statusCode).toBe(404);
    expect((await file.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('renders from the shell release, not from a local build (a 503 without one: shell-release.test.ts)', async () => {
    const { shellDist } = file;
    renameSync(shellDist, `${shellDist}-moved`);
    try {
      const response = await file.app.inject('/about');
      expect(response.statusCode).toBe(200);
      expect((await file.app.inject('/assets/main.js')).body).toBe('console.log(1)');
    } finally {
      renameSync(`${shellDist}-moved`, shellDist);
    }
  });

  it('still answers unknown API paths as JSON', async () => {
    const response = await file.app.inject('/api/missing');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

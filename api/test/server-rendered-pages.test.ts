import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { SCRIPTS_START_BY_MS } from '../src/web/render-page';
import { storeShellRelease, storeTestRelease } from './fixtures/release-archive';
import { SHELL_TEST_DEFINITIONS } from './fixtures/release-definitions';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

// The API's side of server rendering: it loads the shell's render bundle from the shell's
// build (here a small stand-in with the same interface), puts what it renders into the
// page and falls back to the page the browser renders whenever the bundle cannot help.

const TEMPLATE = `<!doctype html><html><head><!--pa-head-->
<!--pa-snapshot--></head><body><noscript>Needs JavaScript.</noscript>
<div id="root"></div><script defer src="/assets/main.js"></script></body></html>`;

/** A render bundle whose answers depend on the path; `edition` tells builds apart. */
function renderBundle(edition: string): string {
  return `
// As the federation runtime does: process-wide state in globals it cannot have deleted.
if (!Object.hasOwn(globalThis, '__FEDERATION__'))
  Object.defineProperty(globalThis, '__FEDERATION__', { value: {}, configurable: false, writable: true });
globalThis.__FEDERATION__.__INSTANCES__ ??= [];
globalThis.__FEDERATION__.__INSTANCES__.push('${edition}');
exports.createServerRenderer = function (options) {
  return {
    render: async function ({ url, manifest, origin }) {
      const { pathname } = new URL(url, origin);
      if (pathname === '/federation-instances')
        return page(200, '<h1>' + globalThis.__FEDERATION__.__INSTANCES__.join(' ') + '</h1>');
      if (pathname === '/old-path') return { kind: 'redirect', location: '/about' };
      if (pathname === '/shell-fails') return { kind: 'failed', error: new Error('frame broke') };
      if (pathname === '/renderer-throws') throw new Error('render bundle bug');
      if (pathname === '/health-from-loader') {
        const answer = await options.apiFetch('/api/health');
        const body = await answer.json();
        return page(200, '<h1>API says ' + body.status + ' (' + answer.status + ')</h1>');
      }
      if (pathname === '/with-area') {
        const page = pageOf(200, '<h1>A guide</h1>');
        page.areas = [
          { remote: 'guides', version: '1.0.0', module: 'StatePage', loads: 'with-page', rendered: 'server' },
          { remote: 'guides', version: '1.0.0', module: 'CityPage', loads: 'when-near', rendered: 'server' },
        ];
        return page;
      }
      if (pathname === '/restaurant/missing')
        return page(404, '<h1>Restaurant Not Found</h1>', { title: 'Restaurant Details', description: 'd', robots: 'noindex' });
      return page(200, '<h1>${edition} ' + pathname + ' for ' + origin + '</h1>');
    },
  };
};
function pageOf(status, html, head) { return page(status, html, head); }
function page(status, html, head) {
  return {
    kind: 'page',
    status,
    html,
    styles: '<style data-styled="active">.a{color:red}</style>',
    head: head || { title: 'Rendered title', description: 'Rendered description' },
    queries: { mutations: [], queries: [{ queryKey: ['x'], state: { data: '</script><b>' } }] },
    areas: [],
  };
}
`;
}

let db: TestDatabase;
let app: FastifyInstance;
let dir: string;
let bundleFile: string;

/** A new shell build with this server bundle, published and made active (0036). */
async function publishBundle(source: string, version: string) {
  writeFileSync(bundleFile, source);
  await storeShellRelease(db.sql, path.dirname(path.dirname(bundleFile)), { version });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pa-ssr-'));
  const shellDist = path.join(dir, 'shell');
  mkdirSync(path.join(shellDist, 'server'), { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(shellDist, 'routes.json'), JSON.stringify(SHELL_TEST_DEFINITIONS));
  bundleFile = path.join(shellDist, 'server', 'render.js');
  db = await createTestDatabase();
  await publishBundle(renderBundle('first'), 'shell-1');
  await storeTestRelease(db.sql, 'guides', '1.0.0', {
    files: {
      'mf-manifest.json': JSON.stringify({
        exposes: [
          {
            name: 'StatePage',
            assets: {
              js: { sync: ['406.abcdef0123.js', '__federation_expose_StatePage.0123456789.js'] },
            },
          },
          { name: 'CityPage', assets: { js: { sync: ['999.abcdef0123.js'] } } },
        ],
      }),
      'remoteEntry.js': 'var guides;',
    },
  });
  const env = testEnv({
    SHELL_DIST: shellDist,
    RELEASES_DIR: path.join(dir, 'releases'),
    PUBLIC_URL: 'https://pizza.example',
  });
  app = await buildServer({ env, sql: db.sql, serveWeb: true, logger: false });
});

afterAll(async () => {
  await app.close();
  await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

function rootOf(html: string): string {
  return /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? '';
}

function snapshotOf(html: string) {
  const match = /window\.__PIZZA_ATLAS__=(.*?);<\/script>/.exec(html);
  return JSON.parse(match![1]!);
}

describe('server-rendered pages', () => {
  it('puts the rendered page, its styles, head and queries into the HTML', async () => {
    const response = await app.inject('/about');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<h1>first /about for https://pizza.example</h1>');
    expect(response.body).toContain(
      "<title>Rendered title | Pizza Atlas: America's Pizza Directory</title>",
    );
    expect(response.body).toContain('<meta name="description" content="Rendered description">');
    // Styles go into the head, before the page paints.
    expect(response.body.indexOf('<style data-styled')).toBeLessThan(
      response.body.indexOf('</head>'),
    );
    // The page no longer says it needs JavaScript: its content is there.
    expect(response.body).not.toContain('<noscript>');
    const snapshot = snapshotOf(response.body);
    expect(snapshot.origin).toBe('https://pizza.example');
    expect(snapshot.queries.queries[0].state.data).toBe('</script><b>');
    expect(response.body).not.toContain('</script><b>');
  });

  it('answers with the status the render found, and redirects where it says', async () => {
    const missing = await app.inject('/restaurant/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(rootOf(missing.body)).toBe('<h1>Restaurant Not Found</h1>');
    expect(missing.body).toContain('<meta name="robots" content="noindex">');

    const moved = await app.inject('/old-path?x=1');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/about');
  });

  it('starts what each rendered area loads, and the shell, once the page has loaded', async () => {
    const response = await app.inject('/with-area');
    const folder = '/remotes/guides/1.0.0/';
    // Nothing the browser would fetch while it parses the page (decision 0075).
    expect(response.body).not.toMatch(/<script\b[^>]*\ssrc=/);
    expect(response.body).not.toContain('rel="preload" href="/remotes/');
    const starter = /<script nonce="[^"]+">(\(function\(d,w,p,e\)[\s\S]*?)<\/script><\/body>/.exec(
      response.body,
    );
    expect(starter).not.toBeNull();
    expect(starter![1]).toContain('w.addEventListener("load",loaded)');
    expect(starter![1]).toContain(`setTimeout(go,${SCRIPTS_START_BY_MS})`);
    const [, preloads, entry] = /\}\)\(document,window,(\[.*\]),("[^"]*")\)$/.exec(starter![1])!;
    expect(JSON.parse(entry!)).toBe('/assets/main.js');
    expect(JSON.parse(preloads!)).toEqual([
      [`${folder}mf-manifest.json`, 'fetch'],
      [`${folder}remoteEntry.js`, 'script'],
      [`${folder}406.abcdef0123.js`, 'script'],
      [`${folder}__federation_expose_StatePage.0123456789.js`, 'script'],
    ]);
    // Only the module the page shows with its first scripts: an area loaded as the visitor
    // nears it (CityPage here) is not preloaded.
    expect(response.body).not.toContain('999.abcdef0123.js');

    // Run in a stand-in page, each timer its own task (decision 0079): in a visible tab, once
    // loaded, one element a task, in order, the entry last; in a hidden one, all in one task.
    // Nothing more is added when the 10 s bound fires.
    const links = JSON.parse(preloads!).map(([href]: [string]) => `link ${href}`);
    expect(runStarter(starter![1], 'visible')).toEqual([
      ...links.map((link: string) => [link]),
      ['script /assets/main.js'],
    ]);
    expect(runStarter(starter![1], 'hidden')).toEqual([[...links, 'script /assets/main.js']]);
  });

  it('lets data loaders reach the API in-process', async () => {
    const response = await app.inject('/health-from-loader');
    expect(rootOf(response.body)).toBe('<h1>API says ok (200)</h1>');
  });

  it.each([
    ['reports that the shell failed', '/shell-fails'],
    ['throws', '/renderer-throws'],
  ])('sends the page the browser renders when the bundle %s', async (_, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(rootOf(response.body)).toBe('');
    expect(response.body).toContain('<noscript>');
    expect(snapshotOf(response.body).queries).toBeUndefined();
  });

  it('loads a new shell release with no restart, and survives a broken one', async () => {
    expect(rootOf((await app.inject('/federation-instances')).body)).toBe('<h1>first</h1>');
    await publishBundle(renderBundle('second'), 'shell-2');
    expect(rootOf((await app.inject('/about')).body)).toBe(
      '<h1>second /about for https://pizza.example</h1>',
    );
    // The new bundle starts from a fresh federation state, not the replaced bundle's.
    expect(rootOf((await app.inject('/federation-instances')).body)).toBe('<h1>second</h1>');

    await publishBundle('exports.createServerRenderer = (', 'shell-3');
    const broken = await app.inject('/about');
    expect(broken.statusCode).toBe(200);
    expect(rootOf(broken.body)).toBe('');
    expect(broken.body).toContain("<title>About | Pizza Atlas: America's Pizza Directory</title>");

    await publishBundle(renderBundle('third'), 'shell-4');
    expect(rootOf((await app.inject('/about')).body)).toBe(
      '<h1>third /about for https://pizza.example</h1>',
    );
  });
});

/** What the page's script starter adds, task by task, in a stand-in page already loaded. */
function runStarter(code: string, visibilityState: 'visible' | 'hidden'): string[][] {
  const tasks: (() => void)[] = [];
  const added: string[][] = [[]];
  const append = (node: Record<string, unknown>) =>
    added.at(-1)!.push(`${String(node.tag)} ${String(node.href ?? node.src)}`);
  const page = {
    readyState: 'complete',
    visibilityState,
    createElement: (tag: string) => ({ tag, setAttribute() {} }),
    head: { appendChild: append },
    body: { appendChild: append },
  };
  const window = { requestAnimationFrame: (frame: () => void) => tasks.push(frame) };
  const setTimeout = (task: () => void) => tasks.push(task);
  new Function('document', 'window', 'setTimeout', code)(page, window, setTimeout);
  while (tasks.length > 0) {
    added.push([]);
    tasks.shift()!();
  }
  return added.filter((turn) => turn.length > 0);
}

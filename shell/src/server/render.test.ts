/**
 * @jest-environment node
 */
// The shell's server bundle and guides' server build, built fresh (see
// test/server-builds.ts), loaded as the API will load them: with Node's own require.
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { SERVER_FETCH_GLOBAL } from '@pizza-atlas/api-client';
import {
  US_STATES,
  type PlatformManifest,
  type ReleaseDefinitions,
  type StateGuide,
} from '@pizza-atlas/contracts';
import { buildServerFixtures } from '../test/server-builds';
import type * as RenderBundle from './render';

const LOAD_BUDGET_MS = 800;
const RENDER_BUDGET_MS = 2000;
const COOLDOWN_MS = 30_000;

/** Timers the test fires by hand: no budget ever runs out on the wall clock. */
function manualTimers() {
  const pending = new Map<number, { ms: number; callback: () => void }>();
  // Those waiting for a timer of some length to be set, each told once it is.
  const waiting: { ms: number; found: () => void }[] = [];
  let next = 0;
  const take = (ms: number) => {
    const found = [...pending].find(([, timer]) => timer.ms === ms);
    if (!found) return false;
    pending.delete(found[0]);
    found[1].callback();
    return true;
  };
  return {
    timers: {
      setTimeout: (callback: () => void, ms: number) => {
        pending.set(++next, { ms, callback });
        const index = waiting.findIndex((waiter) => waiter.ms === ms);
        if (index >= 0) waiting.splice(index, 1)[0]!.found();
        return next;
      },
      clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    },
    /** Runs out the budget of `ms` once something waits on it (as soon as it is set). */
    async expire(ms: number) {
      if (take(ms)) return;
      await new Promise<void>((found) => waiting.push({ ms, found }));
      take(ms);
    },
  };
}

/** The API as guides' loaders reach it: a state guide for any state, a 404 otherwise. */
async function guidesApi(input: RequestInfo | URL): Promise<Response> {
  const slug = /^\/api\/guides\/states\/([^/]+)$/.exec(String(input))?.[1];
  // As the API: the slug, or the state's code in any case.
  const state = US_STATES.find(
    (entry) => entry.slug === slug || entry.code === slug?.toUpperCase(),
  );
  if (!state)
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No' } }), {
      status: 404,
    });
  const guide: StateGuide = {
    state,
    cities: [],
    popularCities: [],
    topCitiesPopulation: 0,
    placeCount: 0,
    about: [`Pizza in ${state.name}.`],
  };
  return new Response(JSON.stringify(guide), { headers: { 'content-type': 'application/json' } });
}

let bundle: typeof RenderBundle;
let root: string;
let releasesDir: string;
let guides: ReleaseDefinitions;

beforeAll(async () => {
  const builds = await buildServerFixtures();
  root = builds.root;
  releasesDir = builds.releasesDir;
  guides = builds.guidesDefinitions as ReleaseDefinitions;
  bundle = createRequire(__filename)(builds.renderBundle);
  // Remote server builds run in Node's own context (server-remotes.ts), not in Jest's
  // sandbox, so their api-client looks for the server's fetch on that context's global.
  (vm.runInThisContext('globalThis') as Record<string, unknown>)[SERVER_FETCH_GLOBAL] = guidesApi;
}, 120_000);

afterAll(() => rm(root, { recursive: true, force: true }));

function snapshotWithGuides(version: string): PlatformManifest {
  return {
    remotes: [
      {
        name: 'guides',
        version,
        entry: `/remotes/guides/${version}/mf-manifest.json`,
        area: guides.area,
        pages: guides.pages,
        widgets: guides.widgets,
      },
    ],
    features: {},
  };
}

/** Release files that count which versions were read. */
function countingFiles() {
  const reads: string[] = [];
  const folder = bundle.folderReleaseFiles(releasesDir);
  return {
    reads,
    files: {
      read: (release: RenderBundle.ReleaseRef, file: string) => {
        reads.push(release.version);
        return folder.read(release, file);
      },
    },
  };
}

function expectShellFrame(html: string) {
  expect(html).toContain('Skip to content');
  expect(html).toMatch(/<header[^>]*>/);
  expect(html).toMatch(/<footer[^>]*>/);
  expect(html).toContain('Privacy Policy');
}

describe('server rendering of a remote page', () => {
  it('renders guides’ state page inside the shell frame, with every style collected', async () => {
    const renderer = bundle.createServerRenderer({
      apiFetch: guidesApi as typeof fetch,
      files: bundle.folderReleaseFiles(releasesDir),
      timers: manualTimers().timers,
    });
    const result = await renderer.render({
      url: '/states/texas',
      manifest: snapshotWithGuides('1.0.0'),
    });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.status).toBe(200);
    expectShellFrame(result.html);
    expect(result.dataErrors.map((e) => String(e.error))).toEqual([]);
    expect(result.html).toMatch(/<h1[^>]*>Texas Pizza Guide<\/h1>/);
    expect(result.html).toContain('Pizza in Texas.');
    expect(result.html).toContain('data-app="guides"');
    expect(result.areas).toEqual([
      {
        remote: 'guides',
        version: '1.0.0',
        module: 'StatePage',
        loads: 'with-page',
        rendered: 'server',
      },
    ]);
    // The page's heading is styled by guides' copy of the design system, through the
    // shell's styled-components: its rules are in the shell's sheet.
    const headingClass = /<h1 class="([^"]+)"/.exec(result.html)![1].split(' ').pop();
    expect(result.styles).toContain('data-styled');
    expect(result.styles).toContain(`.${headingClass}{`);
  });

  it('puts the answer’s Content-Security-Policy nonce on every style and script it writes', async () => {
    const renderer = bundle.createServerRenderer({
      apiFetch: guidesApi as typeof fetch,
      files: bundle.folderReleaseFiles(releasesDir),
      timers: manualTimers().timers,
    });
    const result = await renderer.render({
      url: '/states/texas',
      manifest: snapshotWithGuides('1.0.0'),
      nonce: 'dGVzdC1ub25jZQ==',
    });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    // Data blocks (JSON-LD) never run, so no policy needs a nonce on them.
    const tags = [...`${result.styles}${result.html}`.matchAll(/<(?:style|script)\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('application/ld+json'));
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((tag) => !tag.includes(' nonce="dGVzdC1ub25jZQ=="'))).toEqual([]);
  });

  it('answers a 301 to the spelling the page data names, and a 404 when the loader finds nothing', async () => {
    const renderer = bundle.createServerRenderer({
      apiFetch: guidesApi as typeof fetch,
      files: bundle.folderReleaseFiles(releasesDir),
      timers: manualTimers().timers,
    });
    const manifest = snapshotWithGuides('1.0.0');
    expect(await renderer.render({ url: '/states/tx?from=home', manifest })).toEqual({
      kind: 'redirect',
      location: '/states/texas?from=home',
    });
    const missing = await renderer.render({ url: '/states/nowhere', manifest });
    if (missing.kind !== 'page') throw new Error(`expected a page, got ${missing.kind}`);
    expect(missing.status).toBe(404);
    expect(missing.head.robots).toBe('noindex');
  });

  it('sends a big page in place, never outlined to be revealed by a script later', async () => {
    const renderer = bundle.createServerRenderer({
      apiFetch: guidesApi as typeof fetch,
      files: bundle.folderReleaseFiles(releasesDir),
      timers: manualTimers().timers,
    });
    const result = await renderer.render({
      url: '/states/texas',
      manifest: snapshotWithGuides('1.5.0-large'),
    });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.html.length).toBeGreaterThan(20_000);
    // React outlines a boundary over its chunk size (a hidden copy, swapped in by $RC once
    // the reveal throttle allows): the footer would move when the page appeared.
    expect(result.html).not.toContain('<!--$?-->');
    expect(result.html).not.toContain('$RC');
    expect(result.html.indexOf('Pizza Pizza')).toBeLessThan(result.html.indexOf('<footer'));
  });

  it('switches to a newly activated release with no restart, and never reuses the old one', async () => {
    const { files, reads } = countingFiles();
    const renderer = bundle.createServerRenderer({
      apiFetch: guidesApi as typeof fetch,
      files,
      timers: manualTimers().timers,
    });
    const lead = async (version: string) => {
      const result = await renderer.render({
        url: '/states/ohio',
        manifest: snapshotWithGuides(version),
      });
      if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
      return /<h1[^>]*>[^<]*<\/h1><p[^>]*>([^<]*)/.exec(result.html)?.[1];
    };
    expect(await lead('1.0.0')).toBe('Where to find pizza in ');
    expect(await lead('1.0.0')).toBe('Where to find pizza in ');
    expect(await lead('1.1.0')).toBe('Second edition: where to find pizza in ');
    expect(renderer.loadedVersions()).toEqual({ guides: '1.1.0' });
    // A rollback loads the earlier release again from its files.
    expect(await lead('1.0.0')).toBe('Where to find pizza in ');
    expect(reads).toEqual(['1.0.0', '1.1.0', '1.0.0']);
  });
});

describe('a remote that cannot be rendered on the server', () => {
  it.each([
    ['has no server build', '1.4.0-missing', 'missing'],
    ['fails to load', '1.3.0-bad-entry', 'failed'],
    ['throws while rendering', '1.2.0-throws', 'threw'],
  ])(
    'is left to the browser when it %s; the shell frame still renders',
    async (_, version, reason) => {
      const renderer = bundle.createServerRenderer({
        apiFetch: guidesApi as typeof fetch,
        files: bundle.folderReleaseFiles(releasesDir),
        timers: manualTimers().timers,
      });
      const result = await renderer.render({
        url: '/states/utah',
        manifest: snapshotWithGuides(version),
      });
      if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
      expect(result.status).toBe(200);
      expectShellFrame(result.html);
      expect(result.html).not.toContain('Pizza Guide</h1>');
      // React's mark for a boundary the browser renders, around the area's loading state.
      expect(result.html).toContain('<!--$!-->');
      expect(result.areas).toEqual([
        expect.objectContaining({
          remote: 'guides',
          module: 'StatePage',
          rendered: 'browser',
          reason,
        }),
      ]);
    },
  );

  it('is left to the browser when its release never answers within the budget, at once for a while', async () => {
    const clock = manualTimers();
    const reads: string[] = [];
    const renderer = bundle.createServerRenderer({
      apiFetch: guidesApi as typeof fetch,
      files: {
        read: (release) => {
          reads.push(release.version);
          return new Promise<string | null>(() => undefined);
        },
      },
      loadBudgetMs: LOAD_BUDGET_MS,
      loadCooldownMs: COOLDOWN_MS,
      renderBudgetMs: RENDER_BUDGET_MS,
      timers: clock.timers,
    });
    const render = () =>
      renderer.render({ url: '/states/iowa', manifest: snapshotWithGuides('1.0.0') });
    const rendering = render();
    // The page module and the release's route definitions each wait their budget.
    await clock.expire(LOAD_BUDGET_MS);
    await clock.expire(LOAD_BUDGET_MS);
    const result = await rendering;
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expectShellFrame(result.html);
    expect(result.html).toContain('<!--$!-->');
    expect(result.areas).toEqual([
      expect.objectContaining({ rendered: 'browser', reason: 'timeout' }),
    ]);
    expect(reads).toEqual(['1.0.0']);

    // While the release cools down, a render does not wait for it, nor read it again.
    const soon = await render();
    if (soon.kind !== 'page') throw new Error(`expected a page, got ${soon.kind}`);
    expect(soon.areas).toEqual([
      expect.objectContaining({ rendered: 'browser', reason: 'timeout' }),
    ]);
    expect(reads).toEqual(['1.0.0']);

    // Then it is loaded afresh.
    await clock.expire(COOLDOWN_MS);
    const later = render();
    await clock.expire(LOAD_BUDGET_MS);
    await clock.expire(LOAD_BUDGET_MS);
    await later;
    expect(reads).toEqual(['1.0.0', '1.0.0']);
  });
  it('keeps a release that loads slower than its budget: once loaded, pages render it on the server', async () => {
    const clock = manualTimers();
    const folder = bundle.folderReleaseFiles(releasesDir);
    const reads: string[] = [];
    // The release's first file arrives only when the test lets it: after the budget ran out.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const renderer = bundle.createServerRenderer({
      apiFetch: guidesApi as typeof fetch,
      files: {
        read: async (ref, file) => {
          reads.push(file);
          if (reads.length === 1) await released;
          return folder.read(ref, file);
        },
      },
      loadBudgetMs: LOAD_BUDGET_MS,
      loadCooldownMs: COOLDOWN_MS,
      renderBudgetMs: RENDER_BUDGET_MS,
      timers: clock.timers,
    });
    const render = async () => {
      const result = await renderer.render({
        url: '/states/iowa',
        manifest: snapshotWithGuides('1.0.0'),
      });
      if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
      return result;
    };
    const first = render();
    await clock.expire(LOAD_BUDGET_MS);
    await clock.expire(LOAD_BUDGET_MS);
    expect((await first).areas).toEqual([
      expect.objectContaining({ rendered: 'browser', reason: 'timeout' }),
    ]);
    // Still loading: a render leaves the area to the browser without waiting for it.
    expect((await render()).areas).toEqual([
      expect.objectContaining({ rendered: 'browser', reason: 'timeout' }),
    ]);

    release();
    await renderer.settled();
    const readsWhenLoaded = reads.length;
    const after = await render();
    expect(after.areas).toEqual([expect.objectContaining({ rendered: 'server' })]);
    expect(after.html).toContain('Iowa');
    // The load that ran late was kept: nothing of the release was read again.
    expect(reads.filter((file) => file === 'remoteEntry.js')).toHaveLength(1);
    expect(reads.length).toBe(readsWhenLoaded);
  });
});

describe('server rendering of a shell page with a data loader', () => {
  const DATA_BUDGET_MS = 1500;
  const EMPTY: PlatformManifest = { remotes: [], features: {} };
  const SOURCES = {
    catalog: { sample: 0, osm: 3, overture: 0, csv: 0, submission: 0 },
    provider: null,
  };

  /** The API as the page's loader reaches it: one answer, and what was asked. */
  function api(answer: () => Promise<Response>) {
    const asked: string[] = [];
    const apiFetch = ((input: string) => {
      asked.push(input);
      return answer();
    }) as unknown as typeof fetch;
    return { asked, apiFetch };
  }
  const json = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  it('runs the loader into the query client: the about page renders its credits and sends them', async () => {
    const { asked, apiFetch } = api(json(200, SOURCES));
    const renderer = bundle.createServerRenderer({
      files: bundle.folderReleaseFiles(releasesDir),
      apiFetch,
      timers: manualTimers().timers,
    });
    const result = await renderer.render({ url: '/about', manifest: EMPTY });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(asked).toEqual(['/api/site/sources']);
    expect(result.status).toBe(200);
    expect(result.dataErrors).toEqual([]);
    expect(result.html).toContain('from OpenStreetMap: © OpenStreetMap contributors');
    expect(result.html).not.toContain('Loading where');
    expect(result.head).toMatchObject({ title: 'About' });
    expect(result.queries.queries).toEqual([
      expect.objectContaining({
        queryKey: ['site', 'sources'],
        state: expect.objectContaining({ data: SOURCES }),
      }),
    ]);
  });

  it('is a 404 with its own screen when the loader finds nothing, as a remote page is', async () => {
    const { apiFetch } = api(json(404, { error: { code: 'NOT_FOUND', message: 'none' } }));
    const renderer = bundle.createServerRenderer({
      files: bundle.folderReleaseFiles(releasesDir),
      apiFetch,
      timers: manualTimers().timers,
    });
    const result = await renderer.render({ url: '/about', manifest: EMPTY });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.status).toBe(404);
    expect(result.head).toMatchObject({ title: 'About', robots: 'noindex' });
  });

  it('is a 410 with its own screen when the API says the page is gone, and sends that answer', async () => {
    const gone = {
      error: { code: 'PLACE_REMOVED', message: 'No longer listed' },
      removed: {
        id: 'p1',
        name: 'Gone Pie',
        city: 'Chicago',
        state: 'IL',
        removed_at: '2026-11-20',
      },
      nearby: [],
    };
    const { apiFetch } = api(json(410, gone));
    const renderer = bundle.createServerRenderer({
      files: bundle.folderReleaseFiles(releasesDir),
      apiFetch,
      timers: manualTimers().timers,
    });
    const result = await renderer.render({ url: '/about', manifest: EMPTY });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.status).toBe(410);
    expect(result.head).toMatchObject({ robots: 'noindex' });
    // The browser shows the same answer (the nearby places) without asking again.
    expect(result.queries.queries).toEqual([
      expect.objectContaining({
        state: expect.objectContaining({
          status: 'error',
          error: expect.objectContaining({ status: 410, code: 'PLACE_REMOVED', answer: gone }),
        }),
      }),
    ]);
  });

  it('renders without the data once the budget runs out; the browser fetches it', async () => {
    const clock = manualTimers();
    const { apiFetch } = api(() => new Promise<Response>(() => undefined));
    const renderer = bundle.createServerRenderer({
      files: bundle.folderReleaseFiles(releasesDir),
      apiFetch,
      dataBudgetMs: DATA_BUDGET_MS,
      timers: clock.timers,
    });
    const rendering = renderer.render({ url: '/about', manifest: EMPTY });
    await clock.expire(DATA_BUDGET_MS);
    const result = await rendering;
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    expect(result.status).toBe(200);
    expect(result.html).toContain('Loading where this site’s listings come from');
    expect(result.queries.queries).toEqual([]);
    expect(result.dataErrors).toEqual([expect.objectContaining({ module: 'page data' })]);
  });
});

describe('the site frame drawn once and put into each page (decision 0074)', () => {
  const SOURCES = (sample: number) => ({
    catalog: { sample, osm: 3, overture: 0, csv: 0, submission: 0 },
    provider: null,
  });

  /** The guides' API, and the site's sources with `sample` sample places. */
  const api = (sample: number) =>
    (async (input: RequestInfo | URL) =>
      String(input) === '/api/site/sources'
        ? new Response(JSON.stringify(SOURCES(sample)), {
            headers: { 'content-type': 'application/json' },
          })
        : guidesApi(input)) as typeof fetch;

  const renderers = (sample: number) => {
    const make = (frameCache: boolean) =>
      bundle.createServerRenderer({
        apiFetch: api(sample),
        files: bundle.folderReleaseFiles(releasesDir),
        timers: manualTimers().timers,
        frameCache,
      });
    return { joined: make(true), whole: make(false) };
  };

  async function page(renderer: RenderBundle.ServerRenderer, request: RenderBundle.RenderRequest) {
    const result = await renderer.render(request);
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    return result;
  }

  it('renders each page byte for byte as the whole render does, header, footer, styles and data', async () => {
    const { joined, whole } = renderers(0);
    const manifest = snapshotWithGuides('1.0.0');
    const requests: RenderBundle.RenderRequest[] = [
      // A remote page; again with the frame kept; another state; a page a menu link names
      // (its link is aria-current); a shell page with data; a 404; a nonce; another origin.
      { url: '/states/texas', manifest },
      { url: '/states/ohio', manifest },
      { url: '/states/ohio?from=home', manifest },
      { url: '/', manifest },
      { url: '/about', manifest },
      { url: '/nowhere/at-all', manifest },
      { url: '/states/nowhere', manifest },
      { url: '/states/utah', manifest, nonce: 'dGVzdC1ub25jZQ==' },
      { url: '/states/utah', manifest, origin: 'https://pizza.example' },
    ];
    for (const request of requests) {
      const [a, b] = [await page(joined, request), await page(whole, request)];
      expect({ url: request.url, html: a.html }).toEqual({ url: request.url, html: b.html });
      expect(a.styles).toBe(b.styles);
      expect(a.status).toBe(b.status);
      // The same data (the times it was fetched and sent aside).
      const data = (queries: typeof a.queries) =>
        queries.queries.map((query) => [query.queryKey, query.state.status, query.state.data]);
      expect(data(a.queries)).toEqual(data(b.queries));
      expectShellFrame(a.html);
    }
    // The home page's menu link is the current page's; a state page has none.
    const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const home = await page(joined, { url: '/', manifest });
    expect(header(home.html)).toMatch(/<a aria-current="page" class="active" href="\/"/);
    const texas = await page(joined, { url: '/states/texas', manifest });
    expect(header(texas.html)).toContain('href="/"');
    expect(header(texas.html)).not.toContain('aria-current');
    // The share links name the origin asked for.
    const other = await page(joined, {
      url: '/states/texas',
      manifest,
      origin: 'https://pizza.example',
    });
    expect(other.html).toContain(encodeURIComponent('https://pizza.example'));
    expect(texas.html).not.toContain(encodeURIComponent('https://pizza.example'));
  });

  it('draws the frame once per key and registry snapshot, not once per page', async () => {
    const { joined } = renderers(0);
    const manifest = snapshotWithGuides('1.0.0');
    for (const url of ['/states/texas', '/states/ohio', '/states/utah', '/states/maine'])
      await page(joined, { url, manifest });
    expect(joined.framesDrawn()).toBe(1);
    // A page a menu link names has a frame of its own; a new snapshot draws afresh.
    await page(joined, { url: '/', manifest });
    expect(joined.framesDrawn()).toBe(2);
    await page(joined, { url: '/states/texas', manifest: snapshotWithGuides('1.0.0') });
    expect(joined.framesDrawn()).toBe(3);
  });

  it('keeps the sample disclaimer to the catalogs that hold sample places', async () => {
    for (const sample of [0, 12]) {
      const { joined, whole } = renderers(sample);
      const manifest = snapshotWithGuides('1.0.0');
      // The about page loads the sources (the footer knows); a state page does not.
      for (const url of ['/states/texas', '/about', '/states/ohio']) {
        const [a, b] = [
          await page(joined, { url, manifest }),
          await page(whole, { url, manifest }),
        ];
        expect(a.html).toBe(b.html);
      }
      const about = await page(joined, { url: '/about', manifest });
      expect(about.html.includes('places in the sample catalog are fictional')).toBe(sample > 0);
    }
  });
});

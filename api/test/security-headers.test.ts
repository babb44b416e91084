import type { FastifyInstance } from 'fastify';
import { routePolicy } from '../src/http/content-security-policy';
import { PERMISSIONS_POLICY } from '../src/http/register-security-headers';
import { startFixtureSite, type FixtureSite } from './fixture-site';

// Issue 13: every answer's security headers (docs/decisions/0024). Pages get a policy with
// a fresh nonce on each of their inline scripts and styles; JSON and files a policy that
// loads nothing; HSTS only when the public URL is https.

let site: FixtureSite;
let app: FastifyInstance;

beforeAll(async () => {
  site = await startFixtureSite({ MAP_TILES: 'http://tiles.test:8080/{z}/{x}/{y}.png' });
  app = site.app;
  // A route with its own policy, as a docs UI would declare it.
  app.get(
    '/api/own-policy',
    { securityHeaders: routePolicy({ scriptSrc: ["'self'"], styleSrc: ["'self'"] }) },
    async () => ({ ok: true }),
  );
});

afterAll(() => site.close());

type Headers = Record<string, string | string[] | number | undefined>;

/** A Content-Security-Policy as directive → sources. */
function policyOf(headers: Headers): Map<string, string[]> {
  const header = headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(headers: Headers) {
  const policy = policyOf(headers);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The public URL is http here: a browser told HSTS would lock the local site out.
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** The nonce of a page's policy, and that the policy admits no other inline script. */
function nonceOf(headers: Headers): string {
  const scripts = policyOf(headers).get('script-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  const nonces = scripts.filter((source) => source.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  return nonces[0]!.slice("'nonce-".length, -1);
}

describe('a page', () => {
  it('carries a policy whose nonce is on every inline script and style, and the usual headers', async () => {
    const response = await app.inject('/about');
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    const nonce = nonceOf(response.headers);
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    const policy = policyOf(response.headers);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    // The OCR engine's WebAssembly, its worker, and the map's plain-http tile server.
    expect(policy.get('script-src')).toContain("'wasm-unsafe-eval'");
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:', 'http://tiles.test:8080']),
    );
    expect(policy.has('upgrade-insecure-requests')).toBe(false);

    const inline = [...response.body.matchAll(/<(?:script|style)\b(?![^>]*\ssrc=)[^>]*>/g)].map(
      ([tag]) => tag,
    );
    // The theme script, the first-paint style and the registry snapshot.
    expect(inline).toHaveLength(3);
    expect(inline.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
    // Where styled-components and Leaflet's stylesheet read it in the browser.
    expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  });

  it('gets a fresh nonce on every answer, and keeps one ETag while the page is the same', async () => {
    const first = await app.inject('/about');
    const second = await app.inject('/about');
    expect(nonceOf(second.headers)).not.toBe(nonceOf(first.headers));
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers a revalidation with a 304 without a policy, so the stored page keeps its own', async () => {
    const first = await app.inject('/about');
    const again = await app.inject({
      url: '/about',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('carries the page policy on a 404 page too', async () => {
    const response = await app.inject('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectCommonHeaders(response.headers);
    expect(response.body).toContain(`nonce="${nonceOf(response.headers)}"`);
  });
});

describe('answers that are not pages', () => {
  it('JSON loads nothing: default-src none', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
    expect(policyOf(response.headers).get('default-src')).toEqual(["'none'"]);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('JSON errors carry the same headers', async () => {
    const response = await app.inject('/api/missing');
    expect(response.statusCode).toBe(404);
    expectCommonHeaders(response.headers);
    expect(policyOf(response.headers).get('default-src')).toEqual(["'none'"]);
  });

  it('the shell’s files are same-origin resources that load nothing', async () => {
    for (const url of ['/assets/main.js', '/favicon.svg']) {
      const response = await app.inject(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expectCommonHeaders(response.headers);
      expect(policyOf(response.headers).get('default-src')).toEqual(["'none'"]);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('a release’s files may be loaded by other sites, and run as a worker from this origin', async () => {
    const response = await app.inject('/remotes/guides/1.0.0/remoteEntry.js');
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const policy = policyOf(response.headers);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('a route may set its own policy, keeping the base directives', async () => {
    const response = await app.inject('/api/own-policy');
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
    const policy = policyOf(response.headers);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });
});

describe('with an https public URL', () => {
  let secure: FixtureSite;

  beforeAll(async () => {
    secure = await startFixtureSite({ PUBLIC_URL: 'https://pizza.example' });
  });

  afterAll(() => secure.close());

  it('tells browsers to come back over https only, on pages, JSON and files', async () => {
    for (const url of ['/about', '/api/health', '/assets/main.js', '/no-such-page']) {
      const response = await secure.app.inject(url);
      expect([url, response.headers['strict-transport-security']]).toEqual([
        url,
        'max-age=31536000',
      ]);
    }
  });

  it('upgrades every request a page makes', async () => {
    const policy = policyOf((await secure.app.inject('/about')).headers);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    // The default tiles are https, which `https:` already admits.
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });
});

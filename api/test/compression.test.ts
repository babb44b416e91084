import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serverForFile } from './test-server';

// A page big enough to be worth compressing, like the real shell with its snapshot.
const TEMPLATE = `<!doctype html><html><head><!--pa-head-->
<!--pa-snapshot--></head><body><div id="root"></div>${'<p>pizza</p>'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('slice '.repeat(500))});`;

const file = serverForFile({
  shell: {
    template: TEMPLATE,
    files: {
      'assets/main.0123456789.js': SCRIPT,
      'assets/crust.png': Buffer.alloc(4096, 7),
    },
  },
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

describe('compression', () => {
  it('sends pages and scripts in gzip as the client asks', async () => {
    // A page's nonce is new in every answer: its gzip is made once and spliced (send-page.ts).
    const page = await file.app.inject({ url: '/', headers: BROWSER });
    expect(page.headers['content-encoding']).toBe('gzip');
    // Header names in Vary are case-insensitive; pages go out as cached answers do.
    expect(String(page.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');

    const script = await file.app.inject({
      url: '/assets/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(script.rawPayload).toString()).toBe(SCRIPT);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves images, small answers and clients that ask for nothing alone', async () => {
    const image = await file.app.inject({ url: '/assets/crust.png', headers: BROWSER });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);

    const range = await file.app.inject({
      url: '/assets/main.0123456789.js',
      headers: { ...BROWSER, range: 'bytes=0-9' },
    });
    // The shell's files come from its release (0036), which answers whole files and does
    // not offer ranges (a server may ignore Range): the whole script, never a broken slice.
    expect(range.statusCode).toBe(200);
    expect(range.headers['accept-ranges']).not.toBe('bytes');
    const decode = { br: brotliDecompressSync, gzip: gunzipSync }[
      String(range.headers['content-encoding']) as 'br' | 'gzip'
    ];
    expect((decode ? decode(range.rawPayload) : range.rawPayload).toString()).toBe(SCRIPT);

    const health = await file.app.inject({ url: '/api/health', headers: BROWSER });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });

    const plain = await file.app.inject('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });
});

describe('request bodies', () => {
  it('are not inflated: a gzipped body is refused like any body that is not JSON', async () => {
    const response = await file.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'A', email: 'a@example.com' })),
    });
    expect(response.statusCode).toBe(400);
    // Inflated, it would have reached validation (it lacks a message); it never parsed.
    expect(response.json().error.code).not.toBe('VALIDATION_ERROR');
  });
});

describe('page validators', () => {
  it('lets a CDN keep a page briefly and answers 304 to a browser that has it', async () => {
    const page = await file.app.inject('/');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(page.headers.etag).toMatch(/^W\/"/);
    const again = await file.app.inject({
      url: '/',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps pages that are not found out of shared caches', async () => {
    const missing = await file.app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers.etag).toBeUndefined();
  });
});

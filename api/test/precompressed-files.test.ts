import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { releaseArchive, storeShellRelease } from './fixtures/release-archive';
import { startReleaseTestSite, type ReleaseTestSite } from './release-test-site';

/** A script big enough to be worth compressing, different for each name. */
function script(name: string): Buffer {
  return Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const ${name}${i} = "pizza place ${i}";`).join(
      '\n',
    ),
  );
}

/** A file with the copies the build writes beside it. */
function withCopies(file: string, content: Buffer): Record<string, Buffer> {
  return {
    [file]: content,
    [`${file}.br`]: brotliCompressSync(content),
    [`${file}.gz`]: gzipSync(content, { level: 9 }),
  };
}

const ENTRY = script('entry');
const CHUNK = script('chunk');
const sha256 = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('hex')}"`;

let site: ReleaseTestSite;
beforeAll(async () => {
  site = await startReleaseTestSite();
  const published = await site.publish('guides', '1.0.0', {
    extraFiles: {
      ...withCopies('remoteEntry.js', ENTRY),
      ...withCopies('112.abcdef0123.js', CHUNK),
    },
  });
  expect(published.statusCode).toBe(201);
});
afterAll(() => site.close());

function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return site.app.inject({ url, headers });
}

/** The body as the client reads it, after undoing the Content-Encoding sent. */
function decoded(response: LightMyRequestResponse): Buffer {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  expect(encoding).toBeUndefined();
  return body;
}

describe('release files with precompressed copies', () => {
  const url = '/remotes/guides/1.0.0/remoteEntry.js';

  it('sends the brotli copy to clients that accept brotli, as stored, with its own length and ETag', async () => {
    const response = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const copy = brotliCompressSync(ENTRY);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': String(copy.length),
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      etag: sha256(copy),
    });
    // Sent as stored: not compressed a second time on the way out.
    expect(response.rawPayload.equals(copy)).toBe(true);
    expect(decoded(response).equals(ENTRY)).toBe(true);
  });

  it('sends the gzip copy to clients that accept gzip only', async () => {
    const response = await get(url, { 'accept-encoding': 'gzip, deflate' });
    const copy = gzipSync(ENTRY, { level: 9 });
    expect(response.headers).toMatchObject({
      'content-encoding': 'gzip',
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': String(copy.length),
      vary: 'accept-encoding',
      etag: sha256(copy),
    });
    expect(response.rawPayload.equals(copy)).toBe(true);
  });

  it('sends the file as it is to clients that accept neither', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const headers of cases) {
      const response = await get(url, headers);
      expect([headers, response.statusCode, response.headers['content-encoding']]).toEqual([
        headers,
        200,
        undefined,
      ]);
      expect(response.headers).toMatchObject({
        'content-length': String(ENTRY.length),
        vary: 'accept-encoding',
        etag: sha256(ENTRY),
      });
      expect(response.rawPayload.equals(ENTRY)).toBe(true);
    }
  });

  it('honours q=0 and weights, even next to "*"', async () => {
    const cases: [string, string | undefined][] = [
      ['br;q=0, gzip', 'gzip'],
      ['*, br;q=0', 'gzip'],
      ['BR;Q=0, *;q=0.5', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['*;q=0', undefined],
      ['gzip;q=0.9, br;q=0.5', 'gzip'],
      ['gzip;q=0.5, br;q=0.5', 'br'],
      ['*', 'br'],
      ['br;q=2, gzip', 'gzip'],
    ];
    for (const [accept, encoding] of cases) {
      const response = await get(url, { 'accept-encoding': accept });
      expect([accept, response.statusCode, response.headers['content-encoding']]).toEqual([
        accept,
        200,
        encoding,
      ]);
      expect(decoded(response).equals(ENTRY)).toBe(true);
    }
  });

  it('answers 304 for the ETag of the encoding the client would get, and 200 for another', async () => {
    const br = await get(url, { 'accept-encoding': 'br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const plain = await get(url);
    const etags = [br, gzip, plain].map((response) => response.headers.etag);
    expect(new Set(etags).size).toBe(3);

    const again = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    expect(again.headers).toMatchObject({ etag: br.headers.etag, vary: 'accept-encoding' });
    expect(again.headers['content-encoding']).toBeUndefined();

    const otherEncoding = await get(url, {
      'accept-encoding': 'gzip',
      'if-none-match': br.headers.etag as string,
    });
    expect([otherEncoding.statusCode, otherEncoding.headers['content-encoding']]).toEqual([
      200,
      'gzip',
    ]);
    expect(otherEncoding.headers.etag).toBe(gzip.headers.etag);
  });

  it('keeps hashed files immutable in every encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await get('/remotes/guides/1.0.0/112.abcdef0123.js', {
        'accept-encoding': accept,
      });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(response).equals(CHUNK)).toBe(true);
    }
  });

  it('gives the copies no URLs of their own', async () => {
    for (const file of ['remoteEntry.js.br', 'remoteEntry.js.gz', '112.abcdef0123.js.br']) {
      const response = await get(`/remotes/guides/1.0.0/${file}`, { 'accept-encoding': 'br' });
      expect([file, response.statusCode]).toEqual([file, 404]);
    }
  });

  it('sends a file without copies as before, compressed on the fly when the client accepts it', async () => {
    const manifestUrl = '/remotes/guides/1.0.0/mf-manifest.json';
    const plain = await get(manifestUrl);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.rawPayload.length));
    expect(plain.headers.vary).toBe('accept-encoding');
    const compressed = await get(manifestUrl, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    // One Vary entry, though both this route and @fastify/compress name the header.
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(decoded(compressed).equals(plain.rawPayload)).toBe(true);
  });
});

describe('uploading precompressed copies', () => {
  async function refusal(extraFiles: Record<string, string | Buffer>) {
    const response = await site.upload(
      'guides',
      await releaseArchive('guides', '2.0.0', { extraFiles }),
    );
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'INVALID_RELEASE']);
    return response.json().error.message as string;
  }

  it('refuses a copy without its file, of a file that is not text, or that decodes to something else', async () => {
    expect(await refusal({ 'lost.js.br': brotliCompressSync(CHUNK) })).toBe(
      'lost.js.br is a compressed copy of lost.js, which is not in the release.',
    );
    expect(await refusal({ 'logo.png': Buffer.from('png'), 'logo.png.gz': gzipSync('png') })).toBe(
      'logo.png.gz: only text files (scripts, styles, JSON, source maps, SVG) have compressed copies.',
    );
    expect(
      await refusal({ 'remoteEntry.js.br': brotliCompressSync('var guides = "something else";') }),
    ).toBe('remoteEntry.js.br does not decompress to remoteEntry.js.');
    expect(await refusal({ 'remoteEntry.js.gz': Buffer.from('not gzip at all') })).toBe(
      'remoteEntry.js.gz does not decompress to remoteEntry.js.',
    );
    // Longer than its file once decoded: refused without inflating it all.
    expect(
      await refusal({
        ...withCopies('remoteEntry.js', ENTRY),
        'remoteEntry.js.gz': gzipSync(Buffer.concat([ENTRY, ENTRY])),
      }),
    ).toBe('remoteEntry.js.gz does not decompress to remoteEntry.js.');
    expect(await refusal({ 'notes.br': brotliCompressSync('notes') })).toBe(
      'notes.br is not a kind of file a release may hold (scripts, styles, JSON, source maps, images, fonts).',
    );
  });

  it('leaves copies of the standalone dev page out of the archive', async () => {
    const response = await site.upload(
      'guides',
      await releaseArchive('guides', '3.0.0', {
        extraFiles: withCopies('index.html', script('page')),
      }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await site.db.sql<{ paths: string[] }[]>`
      select array_agg(path order by path) as paths from release_files
      where remote = 'guides' and version = '3.0.0'`;
    expect(row!.paths.filter((file) => file.startsWith('index.html'))).toEqual([]);
  });
});

describe("the shell's precompressed files", () => {
  const MAIN = script('main');
  const SHELL_CHUNK = script('shell');

  beforeAll(async () => {
    const assets = path.join(site.dir, 'shell', 'assets');
    for (const [file, content] of Object.entries({
      ...withCopies('main.js', MAIN),
      ...withCopies('262.0123456789.js', SHELL_CHUNK),
    })) {
      writeFileSync(path.join(assets, file), content);
    }
    // The shell is served from its active release (decision 0036): this build becomes one.
    await storeShellRelease(site.db.sql, path.join(site.dir, 'shell'), {
      version: 'shell-2',
      now: site.now(),
    });
  });

  it('sends the copy the client accepts, as stored, with the type and caching of the file', async () => {
    const cases: [string, string | undefined, Buffer][] = [
      ['gzip, deflate, br', 'br', brotliCompressSync(MAIN)],
      ['gzip', 'gzip', gzipSync(MAIN, { level: 9 })],
      ['br;q=0, gzip', 'gzip', gzipSync(MAIN, { level: 9 })],
      ['identity', undefined, MAIN],
    ];
    const etags = new Set<string>();
    const types = new Set<string>();
    for (const [accept, encoding, body] of cases) {
      const response = await get('/assets/main.js', { 'accept-encoding': accept });
      expect([accept, response.statusCode, response.headers['content-encoding']]).toEqual([
        accept,
        200,
        encoding,
      ]);
      expect(response.headers).toMatchObject({
        'content-length': String(body.length),
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
      });
      expect(response.rawPayload.equals(body)).toBe(true);
      etags.add(response.headers.etag as string);
      types.add(response.headers['content-type'] as string);
    }
    expect(etags.size).toBe(3);
    // The type of the file in every encoding, never that of a .br or .gz file.
    expect([...types]).toEqual([
      expect.stringMatching(/^(text|application)\/javascript; charset=utf-8$/),
    ]);
  });

  it('answers 304 for the ETag of the copy the client would get', async () => {
    const first = await get('/assets/main.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/main.js', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    const gzip = await get('/assets/main.js', {
      'accept-encoding': 'gzip',
      'if-none-match': first.headers.etag as string,
    });
    expect([gzip.statusCode, gzip.headers['content-encoding']]).toEqual([200, 'gzip']);
  });

  it('keeps hashed files immutable in every encoding, and gives the copies no URLs', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await get('/assets/262.0123456789.js', { 'accept-encoding': accept });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(response).equals(SHELL_CHUNK)).toBe(true);
    }
    for (const file of ['main.js.br', 'main.js.gz', '262.0123456789.js.br']) {
      const response = await get(`/assets/${file}`, { 'accept-encoding': 'br' });
      expect([file, response.statusCode]).toEqual([file, 404]);
    }
  });
});

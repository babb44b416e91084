import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PHOTO_UPLOAD } from '@pizza-atlas/contracts';
import type { FastifyInstance } from 'fastify';
import { postMultipart, type GeneratedFile } from './http-multipart';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testClock } from './test-clock';
import {
  buildVisitorWritesApp,
  nextClientAddress,
  paddedImageParts,
  submitForPhotos,
} from './visitor-writes-app';

// Large uploads in parallel over real HTTP while the server's memory is sampled: files go
// to storage as they arrive, so the server holds a few pieces per upload, never the files.
// The client runs in the same process but makes each body as it sends it (one 64 KB slice
// per upload), so what grows is the server's.
let db: TestDatabase;
let app: FastifyInstance;
let origin: string;
const clock = testClock('2026-11-20T18:00:00Z');
const MB = 1024 * 1024;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildVisitorWritesApp(db.sql, { clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

const submit = () => submitForPhotos(app, origin, 'Heavy Pizza');

function file(index: number, size: number): GeneratedFile {
  const png = index % 2 === 0;
  return {
    filename: `big${index}.${png ? 'png' : 'jpg'}`,
    contentType: png ? 'image/png' : 'image/jpeg',
    ...paddedImageParts(png ? 'png' : 'jpeg', size),
    size,
  };
}

function upload(submission: { url: string; token: string }, files: GeneratedFile[]) {
  return postMultipart(submission.url, files, {
    'x-upload-token': submission.token,
    'x-forwarded-for': nextClientAddress(),
  });
}

// A full collection on demand: what the server holds, without the garbage not yet collected.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * JavaScript objects and buffers still reachable. Two collections: after one, buffers it
 * found unreachable may not be released yet (V8 frees them in the background).
 */
function liveBytes(): number {
  collectGarbage();
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

interface MemoryPeaks {
  rss: number;
  live: number;
}

/**
 * Samples the process until stopped: resident memory often (garbage included, as an
 * operator sees it), and live memory after a full collection every 100 ms.
 */
function sampleMemory(): () => MemoryPeaks {
  const peaks = { rss: process.memoryUsage.rss(), live: liveBytes() };
  let ticks = 0;
  const timer = setInterval(() => {
    peaks.rss = Math.max(peaks.rss, process.memoryUsage.rss());
    ticks += 1;
    if (ticks % 20 === 0) peaks.live = Math.max(peaks.live, liveBytes());
  }, 5);
  return () => {
    clearInterval(timer);
    return {
      rss: Math.max(peaks.rss, process.memoryUsage.rss()),
      live: Math.max(peaks.live, liveBytes()),
    };
  };
}

async function storedBytes(restaurantId: string): Promise<{ photos: number; bytes: number }> {
  const [row] = await db.sql<{ photos: number; bytes: number }[]>`
    select count(*)::int as photos, coalesce(sum(byte_size), 0)::int as bytes
    from restaurant_photos where restaurant_id = ${restaurantId}`;
  return row!;
}

describe('memory during large parallel uploads', () => {
  it('stays far below the bytes sent, and refuses over-size files storing nothing', async () => {
    // Warm up: the first upload loads the code paths every later one uses.
    const warm = await submit();
    expect((await upload(warm, [file(0, 1 * MB)])).status).toBe(201);

    const atLimit = await Promise.all([submit(), submit(), submit()]);
    const overLimit = await Promise.all([submit(), submit(), submit()]);
    const perFile = PHOTO_UPLOAD.maxBytesPerFile;
    const sixAtTheLimit = Array.from({ length: 6 }, (_, i) => file(i, perFile));
    const before = { rss: process.memoryUsage.rss(), live: liveBytes() };
    const stop = sampleMemory();
    const [accepted, refused] = await Promise.all([
      Promise.all(atLimit.map((s) => upload(s, sixAtTheLimit))),
      Promise.all(overLimit.map((s) => upload(s, [file(0, 1 * MB), file(1, 40 * MB)]))),
    ]);
    const peak = stop();
    const sentAtLimit = atLimit.length * 6 * perFile;
    const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
    process.stdout.write(
      `photo upload memory, ${mb(sentAtLimit)} stored and ${overLimit.length} files of 40 MB refused: ` +
        `rss ${mb(before.rss)} before, peak ${mb(peak.rss)} (+${mb(peak.rss - before.rss)}); ` +
        `live ${mb(before.live)} before, peak ${mb(peak.live)} (+${mb(peak.live - before.live)})\n`,
    );

    for (const answer of accepted) expect(answer.status).toBe(201);
    // Buffered whole, the three accepted uploads alone would hold 180 MB at once.
    expect(peak.live - before.live).toBeLessThan(sentAtLimit / 4);
    for (const [i, s] of atLimit.entries()) {
      expect(await storedBytes(s.id)).toEqual({ photos: 6, bytes: 6 * perFile });
      expect(accepted[i]!.body.photos).toHaveLength(6);
    }
    for (const [i, s] of overLimit.entries()) {
      expect(refused[i]!.status).toBe(413);
      expect(refused[i]!.body.error).toEqual({
        code: 'PHOTO_TOO_LARGE',
        message: 'Each photo can be at most 10 MB.',
      });
      // Neither the too-large photo nor the good one before it is kept.
      expect(await storedBytes(s.id)).toEqual({ photos: 0, bytes: 0 });
    }
    // No piece of a refused upload is left behind either.
    const [pieces] = await db.sql<{ stored: number; photos: number }[]>`
      select (select coalesce(sum(octet_length(bytes)), 0)::float8 from restaurant_photo_chunks) as stored,
             (select coalesce(sum(byte_size), 0)::float8 from restaurant_photos) as photos`;
    expect(pieces!.stored).toBe(pieces!.photos);
    // A bound for a stuck upload, not a speed check: 180 MB sent while the heap is collected
    // twice every 100 ms takes minutes beside two CPU burners.
  }, 300_000);
});

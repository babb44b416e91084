import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PHOTO_UPLOAD } from '@pizza-atlas/contracts';
import type { FastifyInstance } from 'fastify';
import { createSql } from '../src/db/client';
import { guardDatabase } from '../src/db/guard-database';
import { postMultipart, type GeneratedFile } from './http-multipart';
import { eventually } from './eventually';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testClock } from './test-clock';
import {
  buildVisitorWritesApp,
  nextClientAddress,
  tinyJpeg,
  tinyPng,
  submitForPhotos,
} from './visitor-writes-app';

// Uploads race over real HTTP (a listening server, many sockets at once), not inject: the
// per-place limit must hold however the requests interleave in the server and the database.
let db: TestDatabase;
let app: FastifyInstance;
let origin: string;
const clock = testClock('2026-11-20T18:00:00Z');

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

const submit = () => submitForPhotos(app, origin, 'Racing Pizza');

function photos(count: number): GeneratedFile[] {
  return Array.from({ length: count }, (_, i) => {
    const head = i % 2 === 0 ? tinyPng() : tinyJpeg();
    return {
      filename: `p${i}.${i % 2 === 0 ? 'png' : 'jpg'}`,
      contentType: i % 2 === 0 ? 'image/png' : 'image/jpeg',
      head,
      size: head.length,
    };
  });
}

async function storedPhotoIds(restaurantId: string): Promise<string[]> {
  const rows = await db.sql<{ id: string }[]>`
    select id from restaurant_photos where restaurant_id = ${restaurantId} order by id`;
  return rows.map((row) => row.id);
}

describe('parallel photo uploads to one place', () => {
  it.each([
    ['ten uploads of six photos', 10, () => 6],
    ['twenty-four uploads of one to four photos', 24, (i: number) => (i % 4) + 1],
  ])('%s never store more than the limit', async (_name, uploads, sizeOf) => {
    const submission = await submit();
    const answers = await Promise.all(
      Array.from({ length: uploads }, (_, i) =>
        postMultipart(submission.url, photos(sizeOf(i)), {
          'x-upload-token': submission.token,
          'x-forwarded-for': nextClientAddress(),
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe('TOO_MANY_PHOTOS');
    }
    const acceptedIds = accepted
      .flatMap((answer) => answer.body.photos as { id: string }[])
      .map((photo) => photo.id)
      .sort();
    const stored = await storedPhotoIds(submission.id);
    // Never past the limit, and every photo an answer acknowledged is there (no more).
    expect(stored.length).toBeLessThanOrEqual(PHOTO_UPLOAD.maxFiles);
    expect(stored).toEqual(acceptedIds);
    expect(accepted.length).toBeGreaterThan(0);
  });
});

async function piecesOf(restaurantId: string): Promise<number> {
  const [{ n }] = await db.sql<{ n: number }[]>`
    select count(*)::int as n from restaurant_photo_chunks c
    join restaurant_photos p on p.id = c.photo_id where p.restaurant_id = ${restaurantId}`;
  return n;
}

/** Once the database shows what `check` asks (the upload is handled in the server). */
async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  await eventually(check, { what, intervalMs: 25 });
}

describe('an upload cut short', () => {
  it('leaves nothing behind when the client goes away midway', async () => {
    // As in production, through the guarded pool, which sends no write for a client that
    // has gone: the clean-up must happen all the same.
    const guarded = guardDatabase({
      createPool: () => createSql(db.url, { max: 5 }),
      probe: () => Promise.resolve(),
    });
    const guardedApp = await buildVisitorWritesApp(guarded.sql, { clock });
    try {
      await guardedApp.listen({ port: 0, host: '127.0.0.1' });
      const port = (guardedApp.server.address() as AddressInfo).port;
      const submission = await submit();
      const boundary = 'cut-short';
      const req = httpRequest(`http://127.0.0.1:${port}/api/restaurants/${submission.id}/photos`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(5 * 1024 * 1024),
          'x-upload-token': submission.token,
        },
      });
      req.on('error', () => undefined);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      req.write(Buffer.concat([tinyPng(), Buffer.alloc(1024 * 1024)]));
      // Part of the photo is stored as it arrives; then the client is gone.
      await waitFor(async () => (await piecesOf(submission.id)) > 0, 'a piece stored');
      req.destroy();
      await waitFor(async () => (await piecesOf(submission.id)) === 0, 'the pieces removed');
      expect(await storedPhotoIds(submission.id)).toEqual([]);
      // The 5 MB it declared were charged up front; what never arrived is given back.
      const charged = async () => {
        const [row] = await db.sql<{ bytes: number }[]>`
          select bytes::float8 as bytes from upload_byte_counts`;
        return row?.bytes ?? 0;
      };
      await waitFor(async () => (await charged()) < 2 * 1024 * 1024, 'the bytes given back');
      expect(await charged()).toBeGreaterThan(0);
    } finally {
      await guardedApp.close();
      await guarded.close();
    }
  });
});

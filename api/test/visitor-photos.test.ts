import type { FastifyInstance } from 'fastify';
import { PHOTOS_RECEIVED_MESSAGE } from '@pizza-atlas/contracts';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testClock } from './test-clock';
import {
  buildVisitorWritesApp,
  multipartBody,
  nextClientAddress,
  paddedImage,
  tinyJpeg,
  tinyPng,
  type FilePart,
} from './visitor-writes-app';

let db: TestDatabase;
let app: FastifyInstance;
const SUBMITTED_AT = '2026-11-20T18:00:00Z';
const clock = testClock(SUBMITTED_AT);

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildVisitorWritesApp(db.sql, { clock });
});

beforeEach(() => clock.set(SUBMITTED_AT));

afterAll(async () => {
  await app.close();
  await db.drop();
});

interface Submission {
  id: string;
  token: string;
  url: string;
}

async function submit(): Promise<Submission> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/restaurants',
    payload: { name: 'Photo Pizza', address: '5 Oven Rd' },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(201);
  const { restaurant, photoUpload } = response.json();
  return { id: restaurant.id, token: photoUpload.token, url: photoUpload.url };
}

function upload(
  url: string,
  token: string | undefined,
  files: FilePart[],
  fields: Record<string, string> = {},
) {
  const { payload, headers } = multipartBody(files, fields);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: token === undefined ? headers : { ...headers, 'x-upload-token': token },
    remoteAddress: nextClientAddress(),
  });
}

const png = (name = 'pie.png'): FilePart => ({
  filename: name,
  contentType: 'image/png',
  bytes: tinyPng(),
});
const jpeg = (name = 'slice.jpg'): FilePart => ({
  filename: name,
  contentType: 'image/jpeg',
  bytes: tinyJpeg(),
});

async function photoCount(restaurantId: string): Promise<number> {
  const [{ n }] = await db.sql<{ n: number }[]>`
    select count(*)::int as n from restaurant_photos where restaurant_id = ${restaurantId}`;
  return n;
}

describe('photo uploads for a fresh submission', () => {
  it('stores a real PNG and JPEG byte for byte', async () => {
    const submission = await submit();
    expect(submission.url).toBe(`/api/restaurants/${submission.id}/photos`);
    const response = await upload(submission.url, submission.token, [png(), jpeg()]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      photos: [
        {
          id: expect.any(String),
          contentType: 'image/png',
          byteSize: tinyPng().length,
          createdAt: '2026-11-20T18:00:00.000Z',
        },
        {
          id: expect.any(String),
          contentType: 'image/jpeg',
          byteSize: tinyJpeg().length,
          createdAt: '2026-11-20T18:00:00.000Z',
        },
      ],
      remaining: 4,
      message: PHOTOS_RECEIVED_MESSAGE,
    });
    const rows = await db.sql<{ content_type: string; bytes: Buffer }[]>`
      select p.content_type,
             (select string_agg(c.bytes, ''::bytea order by c.seq)
              from restaurant_photo_chunks c where c.photo_id = p.id) as bytes
      from restaurant_photos p
      where p.restaurant_id = ${submission.id} order by p.content_type desc`;
    expect(rows.map((row) => row.content_type)).toEqual(['image/png', 'image/jpeg']);
    expect(rows[0].bytes.equals(tinyPng())).toBe(true);
    expect(rows[1].bytes.equals(tinyJpeg())).toBe(true);
  });

  it('goes by the bytes, not the name or declared type', async () => {
    const submission = await submit();
    // A JPEG sent as "photo.png" with image/png is still stored as the JPEG it is.
    const renamed = await upload(submission.url, submission.token, [
      { filename: 'photo.png', contentType: 'image/png', bytes: tinyJpeg() },
    ]);
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json().photos[0].contentType).toBe('image/jpeg');

    const fakes: FilePart[] = [
      { filename: 'notes.png', contentType: 'image/png', bytes: Buffer.from('just some text\n') },
      {
        filename: 'page.jpg',
        contentType: 'image/jpeg',
        bytes: Buffer.from('<svg onload=alert(1)>'),
      },
      {
        filename: 'anim.gif',
        contentType: 'image/gif',
        bytes: Buffer.from('GIF89a\x01\x00\x01\x00'),
      },
      { filename: 'empty.png', contentType: 'image/png', bytes: Buffer.alloc(0) },
      {
        filename: 'half.png',
        contentType: 'image/png',
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      },
    ];
    for (const fake of fakes) {
      const response = await upload(submission.url, submission.token, [png(), fake]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'UNSUPPORTED_PHOTO',
        message:
          'Photo 2 is not a PNG, JPEG or WebP image. Only PNG, JPEG and WebP photos can be uploaded.',
      });
    }
    // A refused request stores none of its files, not even the good one before the bad.
    expect(await photoCount(submission.id)).toBe(1);
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const submission = await submit();
    const big = paddedImage('png', 10 * 1024 * 1024 + 1);
    const response = await upload(submission.url, submission.token, [
      { filename: 'huge.png', contentType: 'image/png', bytes: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'PHOTO_TOO_LARGE',
      message: 'Each photo can be at most 10 MB.',
    });
    expect(await photoCount(submission.id)).toBe(0);

    const justUnder = paddedImage('png', 10 * 1024 * 1024);
    const ok = await upload(submission.url, submission.token, [
      { filename: 'big.png', contentType: 'image/png', bytes: justUnder },
    ]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().photos[0].byteSize).toBe(10 * 1024 * 1024);
  });

  it('allows six photos per submission in all', async () => {
    const submission = await submit();
    const seven = Array.from({ length: 7 }, (_, i) => png(`p${i}.png`));
    const tooMany = await upload(submission.url, submission.token, seven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('TOO_MANY_PHOTOS');
    expect(await photoCount(submission.id)).toBe(0);

    expect((await upload(submission.url, submission.token, seven.slice(0, 4))).statusCode).toBe(
      201,
    );
    const threeMore = await upload(submission.url, submission.token, seven.slice(0, 3));
    expect(threeMore.statusCode).toBe(400);
    expect(threeMore.json().error).toEqual({
      code: 'TOO_MANY_PHOTOS',
      message: 'You can add 2 more photos to this place (at most 6).',
    });
    const twoMore = await upload(submission.url, submission.token, seven.slice(0, 2));
    expect(twoMore.statusCode).toBe(201);
    expect(twoMore.json().remaining).toBe(0);
    const full = await upload(submission.url, submission.token, [png()]);
    expect(full.statusCode).toBe(400);
    expect(full.json().error.message).toBe('This place already has the most photos allowed (6).');
    expect(await photoCount(submission.id)).toBe(6);
  });

  it('keeps the limit when two uploads race', async () => {
    const submission = await submit();
    const four = Array.from({ length: 4 }, () => png());
    const results = await Promise.all([
      upload(submission.url, submission.token, four),
      upload(submission.url, submission.token, four),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await photoCount(submission.id)).toBe(4);
  });

  it('refuses uploads without the submission’s own live token', async () => {
    const submission = await submit();
    const other = await submit();
    const refused = {
      code: 'UPLOAD_NOT_ALLOWED',
      message:
        'Photos can only be added with the upload link of a place you submitted, within an hour of submitting it.',
    };
    for (const token of [undefined, '', 'wrong-token', other.token, 'x'.repeat(300)]) {
      const response = await upload(submission.url, token, [png()]);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual(refused);
    }
    const unknown = await upload(
      '/api/restaurants/00000000-0000-0000-0000-000000000000/photos',
      submission.token,
      [png()],
    );
    expect(unknown.statusCode).toBe(403);
    expect(await photoCount(submission.id)).toBe(0);
  });

  it('keeps the upload link open for one hour after the submission, on the server’s clock', async () => {
    const submission = await submit();
    clock.advanceMinutes(59);
    expect((await upload(submission.url, submission.token, [png()])).statusCode).toBe(201);
    clock.advanceMinutes(1);
    const expired = await upload(submission.url, submission.token, [png()]);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.code).toBe('UPLOAD_NOT_ALLOWED');
    expect(await photoCount(submission.id)).toBe(1);
  });

  it('gives a honeypot submission a token that opens nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/restaurants',
      payload: { name: 'Bot', address: 'Bot', website_confirm: 'x' },
      remoteAddress: nextClientAddress(),
    });
    const { photoUpload } = response.json();
    expect((await upload(photoUpload.url, photoUpload.token, [png()])).statusCode).toBe(403);
  });

  it('answers non-uuid ids with 404, JSON with 415, and an empty form with 400', async () => {
    const submission = await submit();
    const notUuid = await upload('/api/restaurants/not-a-uuid/photos', submission.token, [png()]);
    expect(notUuid.statusCode).toBe(404);
    expect(notUuid.json().error.code).toBe('NOT_FOUND');

    const json = await app.inject({
      method: 'POST',
      url: submission.url,
      payload: { photo: 'data:image/png;base64,AAAA' },
      headers: { 'x-upload-token': submission.token },
      remoteAddress: nextClientAddress(),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe('Send photos as multipart/form-data.');

    const empty = await upload(submission.url, submission.token, [], { caption: 'no file' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toEqual({
      code: 'NO_PHOTOS',
      message: 'Choose at least one PNG, JPEG or WebP photo to upload.',
    });

    const garbage = await app.inject({
      method: 'POST',
      url: submission.url,
      payload: 'not really multipart',
      headers: {
        'content-type': 'multipart/form-data; boundary=nothing',
        'x-upload-token': submission.token,
      },
      remoteAddress: nextClientAddress(),
    });
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
    expect(garbage.json().error.code).toBe('MALFORMED_UPLOAD');

    const fields = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x']));
    const crowded = await upload(submission.url, submission.token, [png()], fields);
    expect(crowded.statusCode).toBe(413);
    expect(crowded.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await photoCount(submission.id)).toBe(0);
  });

  it('serves a photo of many pieces back byte for byte once its place is approved', async () => {
    const submission = await submit();
    // 2.5 MB: ten pieces of 256 KB, read back over several queries.
    const bytes = paddedImage('jpeg', 2.5 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i + 200] = i % 251;
    const response = await upload(submission.url, submission.token, [
      { filename: 'wide.jpg', contentType: 'image/jpeg', bytes },
    ]);
    expect(response.statusCode).toBe(201);
    const [{ id }] = response.json().photos;
    const [{ pieces }] = await db.sql<{ pieces: number }[]>`
      select count(*)::int as pieces from restaurant_photo_chunks where photo_id = ${id}`;
    expect(pieces).toBe(10);
    expect((await app.inject(`/api/photos/${id}`)).statusCode).toBe(404);

    await db.sql`update restaurants set approved = true where id = ${submission.id}`;
    const served = await app.inject(`/api/photos/${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-length']).toBe(String(bytes.length));
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('takes no photos once staff have decided the place', async () => {
    const approved = await submit();
    await db.sql`update restaurants set approved = true where id = ${approved.id}`;
    const rejected = await submit();
    await db.sql`update restaurants set rejected = true where id = ${rejected.id}`;
    for (const submission of [approved, rejected]) {
      const response = await upload(submission.url, submission.token, [png()]);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('UPLOAD_NOT_ALLOWED');
      expect(await photoCount(submission.id)).toBe(0);
    }
  });

  it('clears uploads a stopped server left unfinished for an hour', async () => {
    const submission = await submit();
    const [left] = await db.sql<{ id: string }[]>`
      insert into restaurant_photos (restaurant_id, content_type, byte_size, uploading, created_at)
      values (${submission.id}, 'image/png', 0, true, '2026-11-20T16:59:00Z') returning id`;
    await db.sql`
      insert into restaurant_photo_chunks (photo_id, seq, bytes) values (${left!.id}, 0, ${tinyPng()})`;
    // Unfinished, it does not count against the place's six.
    const six = Array.from({ length: 6 }, (_, i) => png(`p${i}.png`));
    expect((await upload(submission.url, submission.token, six)).statusCode).toBe(201);
    const [{ n }] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from restaurant_photos where id = ${left!.id}`;
    expect(n).toBe(0);
  });

  it('deletes the photos with their submission', async () => {
    const submission = await submit();
    expect((await upload(submission.url, submission.token, [png()])).statusCode).toBe(201);
    await db.sql`delete from restaurants where id = ${submission.id}`;
    expect(await photoCount(submission.id)).toBe(0);
    const [{ n }] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from restaurant_upload_grants where restaurant_id = ${submission.id}`;
    expect(n).toBe(0);
  });
});

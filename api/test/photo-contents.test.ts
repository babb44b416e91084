import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { findImageEnd } from '../src/photos/image-end';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testClock } from './test-clock';
import {
  buildVisitorWritesApp,
  multipartBody,
  nextClientAddress,
  type FilePart,
} from './visitor-writes-app';
import {
  animatedWebp,
  HTML_PAGE,
  jpegWithExifThumbnail,
  pngClaimingSize,
  pngThenHtml,
  pngWithAncillaryChunks,
  realImage,
  truncatedJpeg,
  zipArchive,
} from './fixtures/lying-images';

// Issue 25, item 5: a photo is decoded whole once it is stored, before the upload is
// accepted. Files that only start like an image, decoys of huge size and damaged files are
// refused with 400 and a reason, and leave nothing stored; real PNG, JPEG and WebP pass.
let db: TestDatabase;
let app: FastifyInstance;
const clock = testClock('2026-11-20T18:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildVisitorWritesApp(db.sql, { clock });
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

async function submit(): Promise<{ id: string; token: string; url: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/restaurants',
    payload: { name: 'Honest Pixels Pizza', address: '5 Oven Rd' },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(201);
  const { restaurant, photoUpload } = response.json();
  return { id: restaurant.id, token: photoUpload.token, url: photoUpload.url };
}

async function upload(files: FilePart[]) {
  const submission = await submit();
  const { payload, headers } = multipartBody(files);
  const response = await app.inject({
    method: 'POST',
    url: submission.url,
    payload,
    headers: { ...headers, 'x-upload-token': submission.token },
    remoteAddress: nextClientAddress(),
  });
  return { response, submission };
}

async function stored(restaurantId: string) {
  const [row] = await db.sql<{ photos: number; pieces: number }[]>`
    select (select count(*)::int from restaurant_photos where restaurant_id = ${restaurantId}) as photos,
           (select count(*)::int from restaurant_photo_chunks c
              join restaurant_photos p on p.id = c.photo_id
             where p.restaurant_id = ${restaurantId}) as pieces`;
  return row!;
}

const part = (filename: string, contentType: string, bytes: Buffer): FilePart => ({
  filename,
  contentType,
  bytes,
});

it('accepts real PNG, JPEG and WebP photos, typed by what they are', async () => {
  const files = [
    part('pie.png', 'image/png', await realImage('png')),
    part('slice.jpg', 'image/jpeg', await realImage('jpeg')),
    part('crust.webp', 'image/webp', await realImage('webp')),
    // The declared type is not believed: these are a JPEG and a WebP.
    part('mislabelled.png', 'image/png', await realImage('jpeg')),
    part('mislabelled.jpg', 'application/octet-stream', await realImage('webp')),
  ];
  const { response, submission } = await upload(files);
  expect(response.statusCode).toBe(201);
  expect(response.json().photos.map((photo: { contentType: string }) => photo.contentType)).toEqual(
    ['image/png', 'image/jpeg', 'image/webp', 'image/jpeg', 'image/webp'],
  );
  expect(await stored(submission.id)).toMatchObject({ photos: 5 });
});

const DAMAGED =
  'Photo 2 could not be read: the image is damaged or incomplete. Save it again as a PNG, JPEG or WebP and send that.';

it.each([
  ['a PNG header followed by HTML', () => pngThenHtml(), 'UNREADABLE_PHOTO', DAMAGED],
  [
    'a PNG that says it is 20,000 × 20,000 pixels',
    () => pngClaimingSize(20_000, 20_000),
    'PHOTO_TOO_MANY_PIXELS',
    'Photo 2 is 20,000 × 20,000 pixels. Photos can be at most 50 megapixels.',
  ],
  [
    'a PNG just over 50 megapixels (10,000 × 5,001)',
    () => pngClaimingSize(10_000, 5_001),
    'PHOTO_TOO_MANY_PIXELS',
    'Photo 2 is 10,000 × 5,001 pixels. Photos can be at most 50 megapixels.',
  ],
  ['a truncated JPEG', () => truncatedJpeg(), 'UNREADABLE_PHOTO', DAMAGED],
  [
    'a JPEG start followed by text',
    async () => Buffer.concat([(await realImage('jpeg')).subarray(0, 40), Buffer.alloc(500, 65)]),
    'UNREADABLE_PHOTO',
    DAMAGED,
  ],
  [
    'a WebP header over something else',
    async () => Buffer.concat([(await realImage('webp')).subarray(0, 16), Buffer.alloc(500, 7)]),
    'UNREADABLE_PHOTO',
    DAMAGED,
  ],
])('refuses %s with 400 and a reason, storing nothing', async (_, make, code, message) => {
  const files = [
    part('good.png', 'image/png', await realImage('png')),
    part('bad.png', 'image/png', await make()),
  ];
  const { response, submission } = await upload(files);
  expect([response.statusCode, response.json().error]).toEqual([400, { code, message }]);
  // Neither the bad file nor the good one before it is kept, nor any piece of them.
  expect(await stored(submission.id)).toEqual({ photos: 0, pieces: 0 });
});

it('refuses a real image of another format (GIF, TIFF) by its first bytes', async () => {
  for (const format of ['gif', 'tiff'] as const) {
    const bytes = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c33' },
    })
      .toFormat(format)
      .toBuffer();
    const { response, submission } = await upload([part(`x.${format}`, 'image/png', bytes)]);
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'UNSUPPORTED_PHOTO']);
    expect(await stored(submission.id)).toEqual({ photos: 0, pieces: 0 });
  }
});

// Decoders stop at the image's end and ignore what follows, so a real image with an HTML
// page or a ZIP after it decodes: its end is found by its structure instead.
const TRAILING =
  'Photo 2 has data after the end of the image. Save it again as a PNG, JPEG or WebP and send that.';

const progressiveJpeg = async () =>
  sharp(await realImage('png', 640, 480))
    .jpeg({ progressive: true })
    .toBuffer();

it.each([
  ['a PNG', () => realImage('png')],
  ['a PNG with ancillary chunks', pngWithAncillaryChunks],
  ['a JPEG', () => realImage('jpeg')],
  ['a JPEG with an EXIF thumbnail', jpegWithExifThumbnail],
  ['a progressive JPEG', progressiveJpeg],
  ['a lossy WebP', () => realImage('webp')],
  [
    'a lossless WebP',
    async () =>
      sharp(await realImage('png'))
        .webp({ lossless: true })
        .toBuffer(),
  ],
  ['an animated WebP', animatedWebp],
])('refuses %s with an HTML page or a ZIP after its end', async (_, make) => {
  for (const after of [HTML_PAGE, zipArchive(), Buffer.from([0])]) {
    const files = [
      part('good.png', 'image/png', await realImage('png')),
      part('polyglot', 'image/png', Buffer.concat([await make(), after])),
    ];
    const { response, submission } = await upload(files);
    expect([response.statusCode, response.json().error]).toEqual([
      400,
      { code: 'PHOTO_TRAILING_DATA', message: TRAILING },
    ]);
    expect(await stored(submission.id)).toEqual({ photos: 0, pieces: 0 });
  }
});

it('accepts photos as phones, cameras and editors write them', async () => {
  const files = [
    part('chunks.png', 'image/png', await pngWithAncillaryChunks()),
    part('camera.jpg', 'image/jpeg', await jpegWithExifThumbnail()),
    part('progressive.jpg', 'image/jpeg', await progressiveJpeg()),
    part(
      'lossless.webp',
      'image/webp',
      await sharp(await realImage('png'))
        .webp({ lossless: true })
        .toBuffer(),
    ),
    part('animated.webp', 'image/webp', await animatedWebp()),
  ];
  const { response, submission } = await upload(files);
  expect(response.statusCode).toBe(201);
  expect(await stored(submission.id)).toMatchObject({ photos: 5 });
});

it('finds the end of a JPEG whose data holds EOI bytes inside a thumbnail and across reads', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'image-end-'));
  try {
    // Large enough that the entropy-coded data spans several of the walk's 64 KiB reads.
    const large = await realImage('jpeg', 1200, 900);
    const camera = await jpegWithExifThumbnail();
    expect(camera.indexOf(Buffer.from([0xff, 0xd9]))).toBeLessThan(camera.length - 2);
    for (const bytes of [large, camera, await progressiveJpeg()]) {
      const file = path.join(folder, 'photo.jpg');
      await writeFile(file, Buffer.concat([bytes, HTML_PAGE]));
      expect(await findImageEnd(file, 'image/jpeg')).toEqual({
        end: bytes.length,
        size: bytes.length + HTML_PAGE.length,
      });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

import type { AddressInfo } from 'node:net';
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

// The photo bytes one client may send in an hour (PHOTO_UPLOAD_MB_PER_HOUR, 2 MB here),
// over real HTTP: refused up front by the declared length, or mid-stream when the body
// does not declare it, and never passed by uploads in parallel.
let db: TestDatabase;
let app: FastifyInstance;
let origin: string;
const clock = testClock('2026-11-20T18:35:00Z');
const MB = 1024 * 1024;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildVisitorWritesApp(db.sql, { clock, env: { PHOTO_UPLOAD_MB_PER_HOUR: '2' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

beforeEach(() => clock.set('2026-11-20T18:35:00Z'));

afterAll(async () => {
  await app.close();
  await db.drop();
});

const submit = () => submitForPhotos(app, origin, 'Budget Pizza');

const photo = (size: number): GeneratedFile => ({
  filename: 'pie.png',
  contentType: 'image/png',
  ...paddedImageParts('png', size),
  size,
});

function upload(
  submission: { url: string; token: string },
  client: string,
  files: GeneratedFile[],
  options: { chunked?: boolean; declaredLength?: number } = {},
) {
  return postMultipart(
    submission.url,
    files,
    { 'x-upload-token': submission.token, 'x-forwarded-for': client },
    options,
  );
}

async function stored(restaurantIds: string[]) {
  const [row] = await db.sql<{ photos: number; bytes: number }[]>`
    select count(*)::int as photos, coalesce(sum(byte_size), 0)::int as bytes
    from restaurant_photos where restaurant_id = any(${restaurantIds}::uuid[])`;
  return row!;
}

/** Pieces of photos still marked uploading: what a refused upload would leave behind. */
async function leftPieces(restaurantIds: string[]): Promise<number> {
  const [{ n }] = await db.sql<{ n: number }[]>`
    select count(*)::int as n from restaurant_photo_chunks c
    join restaurant_photos p on p.id = c.photo_id
    where p.restaurant_id = any(${restaurantIds}::uuid[]) and p.uploading`;
  return n;
}

const SPENT = {
  code: 'UPLOAD_LIMIT_REACHED',
  message:
    'Photo uploads are limited to 2 MB an hour from each visitor, and this upload would go over it. Please try again in 25 minutes.',
};

describe('photo bytes per client per hour', () => {
  it('refuses an upload that would pass the budget before reading it, with 429 and when to retry', async () => {
    const client = nextClientAddress();
    const first = await submit();
    expect((await upload(first, client, [photo(1.5 * MB)])).status).toBe(201);

    const second = await submit();
    const refused = await upload(second, client, [photo(1 * MB)]);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual(SPENT);
    expect(refused.headers['retry-after']).toBe(String(25 * 60));
    // The rest of the body is not waited for: the connection closes with the answer.
    expect(refused.headers.connection).toBe('close');
    expect(await stored([second.id])).toEqual({ photos: 0, bytes: 0 });

    // Another client has its own budget.
    expect((await upload(second, nextClientAddress(), [photo(1.5 * MB)])).status).toBe(201);

    // The next hour on the server's clock starts the count again.
    clock.set('2026-11-20T19:00:00Z');
    const third = await submit();
    expect((await upload(third, client, [photo(1.5 * MB)])).status).toBe(201);
  });

  it('gives back what was declared but never read', async () => {
    const client = nextClientAddress();
    const submission = await submit();
    // Refused at its first bytes (not an image): 1.5 MB declared, nothing of it kept.
    const text: GeneratedFile = {
      filename: 'notes.png',
      contentType: 'image/png',
      head: Buffer.from('just some text\n'),
      size: 1.5 * MB,
    };
    const refused = await upload(submission, client, [text]);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('UNSUPPORTED_PHOTO');
    expect((await upload(submission, client, [photo(1.5 * MB)])).status).toBe(201);
  });

  it('counts a body sent without its length as it arrives, and keeps nothing of a refused one', async () => {
    const client = nextClientAddress();
    const submission = await submit();
    const refused = await upload(submission, client, [photo(1 * MB), photo(1.5 * MB)], {
      chunked: true,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual(SPENT);
    expect(await stored([submission.id])).toEqual({ photos: 0, bytes: 0 });
    expect(await leftPieces([submission.id])).toBe(0);
    // What was read still counts: the client has less than 1 MB left this hour.
    expect((await upload(submission, client, [photo(1 * MB)])).status).toBe(429);
  });

  it('holds when one client uploads to many places at once', async () => {
    const client = nextClientAddress();
    const places = await Promise.all(Array.from({ length: 8 }, () => submit()));
    const answers = await Promise.all(places.map((place) => upload(place, client, [photo(MB)])));
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(429);
      expect(answer.body.error?.code).toBe('UPLOAD_LIMIT_REACHED');
    }
    const accepted = answers.filter((answer) => answer.status === 201);
    const total = await stored(places.map((place) => place.id));
    expect(total.photos).toBe(accepted.length);
    expect(total.bytes).toBeLessThanOrEqual(2 * MB);
    expect(await leftPieces(places.map((place) => place.id))).toBe(0);
  });

  it('refuses a body declared larger than the place can take, before reading it', async () => {
    const submission = await submit();
    const answer = await upload(submission, nextClientAddress(), [photo(1024)], {
      declaredLength: 1024 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This upload is larger than the 6 photos of 10 MB this place can still take.',
    });
    expect(answer.headers.connection).toBe('close');
  });
});

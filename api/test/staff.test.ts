import { ACCOUNT_MESSAGES, HONEYPOT_FIELD, PHOTOS_FLAGGED_MESSAGE } from '@pizza-atlas/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { replacePhotoBytes } from '../src/photos/replace-photo-bytes';
import { buildServer } from '../src/server';
import { createTestAccount, SAME_ORIGIN, signIn, type SignedInClient } from './accounts-kit';
import { eventually } from './eventually';
import { pngClaimingSize, pngThenHtml, realImage } from './fixtures/lying-images';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeShellRelease, storeTestRelease, writeShellBuild } from './fixtures/release-archive';
import { testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';
import { nextClientAddress } from './visitor-writes-app';

let db: TestDatabase;
let app: FastifyInstance;
/** A shell build of our own: releases are checked against it, whatever shell/dist holds. */
const shellDir = mkdtempSync(path.join(os.tmpdir(), 'pa-staff-shell-'));
let staff: SignedInClient;
let advertiser: SignedInClient;
const clock = testClock('2026-11-24T15:00:00Z');
const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  db = await createTestDatabase();
  writeShellBuild(shellDir);
  await storeShellRelease(db.sql, shellDir);
  app = await buildServer({
    env: testEnv({ TRUST_PROXY: 'true', SHELL_DIST: shellDir }),
    sql: db.sql,
    logger: false,
    clock,
    writeLimit: { max: 2, timeWindow: 60_000 },
  });
  await app.ready();
  const staffAccount = await createTestAccount(db.sql, { role: 'staff' });
  staff = await signIn(app, staffAccount.email);
  const advertiserAccount = await createTestAccount(db.sql, { role: 'advertiser' });
  advertiser = await signIn(app, advertiserAccount.email);
});

afterAll(async () => {
  await app.close();
  await db.drop();
  rmSync(shellDir, { recursive: true, force: true });
});

function send(
  method: InjectOptions['method'],
  url: string,
  who: SignedInClient | null,
  payload?: unknown,
  extra: Record<string, string> = {},
) {
  const write = method !== 'GET';
  return app.inject({
    method,
    url,
    payload: payload as InjectOptions['payload'],
    remoteAddress: nextClientAddress(),
    headers: {
      ...(who ? (write ? who.writeHeaders : { cookie: who.cookie }) : SAME_ORIGIN),
      ...extra,
    },
  });
}

/** Every route the server declares under /api/staff, with its parameters filled in. */
function staffRoutes(): { method: string; url: string }[] {
  return app.routeList
    .filter((route) => route.url.startsWith('/api/staff/') && route.method !== 'HEAD')
    .map((route) => ({
      method: route.method,
      url: route.url
        .replace(':remote', 'labs')
        .replace(':key', 'quiz')
        .replace(/:[a-zA-Z]+/g, SOME_ID),
    }));
}

describe('every staff route', () => {
  it('is found in the server’s own route list (a new one is covered at once)', () => {
    const urls = staffRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls.length).toBeGreaterThanOrEqual(17);
    expect(urls).toContain('GET /api/staff/platform');
    expect(urls).toContain(`POST /api/staff/submissions/${SOME_ID}/approve`);
    expect(urls).toContain(`PUT /api/staff/messages/${SOME_ID}/handled`);
  });

  it('answers 401 without a session, before reading any body', async () => {
    for (const route of staffRoutes()) {
      const response = await send(route.method, route.url, null, { enabled: 'not a boolean' });
      expect([route.method, route.url, response.statusCode]).toEqual([
        route.method,
        route.url,
        401,
      ]);
      expect(response.json().error.code).toBe('NOT_SIGNED_IN');
    }
  });

  it('answers 403 to an advertiser', async () => {
    for (const route of staffRoutes()) {
      const response = await send(route.method, route.url, advertiser, { enabled: true });
      expect([route.url, response.statusCode]).toEqual([route.url, 403]);
    }
  });

  it('refuses a staff write without the CSRF token, or from another site', async () => {
    const writes = staffRoutes().filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(9);
    for (const route of writes) {
      const noToken = await app.inject({
        method: route.method as InjectOptions['method'],
        url: route.url,
        payload: { enabled: true, handled: true },
        headers: { cookie: staff.cookie, ...SAME_ORIGIN },
      });
      expect([route.url, noToken.statusCode]).toEqual([route.url, 403]);
      expect(noToken.json().error.message).toBe(ACCOUNT_MESSAGES.csrf);
      const crossSite = await send(
        route.method,
        route.url,
        staff,
        { enabled: true },
        {
          'sec-fetch-site': 'cross-site',
        },
      );
      expect([route.url, crossSite.statusCode]).toEqual([route.url, 403]);
    }
  });

  it('never lets a staff answer be cached', async () => {
    const response = await send('GET', '/api/staff/platform', staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the platform', () => {
  it('switches a remote and a lab feature off and on, recording each change', async () => {
    const off = await send('PUT', '/api/staff/lab-features/wait-times/enabled', staff, {
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().labFeatures).toContainEqual({
      key: 'wait-times',
      label: 'Wait times',
      enabled: false,
    });
    const manifest = await app.inject('/api/platform/manifest');
    expect(manifest.json().features['wait-times']).toBe(false);

    const remote = await send('PUT', '/api/staff/remotes/guides/enabled', staff, {
      enabled: false,
    });
    expect(remote.json().remotes.find((r: { name: string }) => r.name === 'guides').enabled).toBe(
      false,
    );
    await send('PUT', '/api/staff/remotes/guides/enabled', staff, { enabled: true });
    await send('PUT', '/api/staff/lab-features/wait-times/enabled', staff, { enabled: true });

    const audit = (await send('GET', '/api/staff/audit?limit=4', staff)).json().entries;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'lab.enable',
      'remote.enable',
      'remote.disable',
      'lab.disable',
    ]);
    expect(audit[3]).toMatchObject({
      target: 'lab:wait-times',
      before: { enabled: true },
      after: { enabled: false },
      createdAt: '2026-11-24T15:00:00.000Z',
    });
    expect(audit[3].staff.email).toMatch(/^staff-/);
  });

  it('rolls a remote back through the release API with the staff session, and records it', async () => {
    await storeTestRelease(db.sql, 'partners', '1.0.0', { now: new Date('2026-11-20T10:00:00Z') });
    await storeTestRelease(db.sql, 'partners', '1.1.0', { now: new Date('2026-11-21T10:00:00Z') });
    const listed = (await send('GET', '/api/staff/platform', staff)).json();
    const partners = listed.remotes.find((r: { name: string }) => r.name === 'partners');
    expect(partners.activeVersion).toBe('1.1.0');
    expect(partners.releases.map((r: { version: string }) => r.version)).toEqual([
      '1.1.0',
      '1.0.0',
    ]);

    const anonymous = await send('POST', '/api/platform/remotes/partners/activate', null, {});
    expect(anonymous.statusCode).toBe(401);
    const asAdvertiser = await send(
      'POST',
      '/api/platform/remotes/partners/activate',
      advertiser,
      {},
    );
    expect(asAdvertiser.statusCode).toBe(403);

    const back = await send('POST', '/api/platform/remotes/partners/activate', staff, {});
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ remote: 'partners', from: '1.1.0', to: '1.0.0' });
    const [entry] = (await send('GET', '/api/staff/audit?limit=1', staff)).json().entries;
    expect(entry).toMatchObject({
      action: 'release.activate',
      target: 'remote:partners',
      before: { activeVersion: '1.1.0' },
      after: { activeVersion: '1.0.0' },
    });
  });
});

/**
 * A JPEG that carries GPS coordinates in its EXIF, as phone photos do. Noisy, as a photo
 * is, so it is stored in several pieces that approval reads back as a stream.
 */
async function photoWithGps(): Promise<Buffer> {
  return sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: '#c0392b',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PizzaPhone', Model: 'Slice 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 52/1 3/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '87/1 37/1 41/1',
      },
    })
    .toBuffer();
}

async function submitPlace(
  name: string,
  address: string,
  photo?: Buffer,
  style = 'chicago',
): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    insert into restaurants (name, address, phone, website, pizza_style, features, description,
                             image_url, is_user_submitted, approved, created_at)
    values (${name}, ${address}, '(312) 555-0199', 'https://example.com', ${style},
            ${db.sql.array(['delivery', 'outdoor'])}, 'Deep dish.', '', true, false, ${clock.now()})
    returning id`;
  if (photo) {
    const [stored] = await db.sql<{ id: string }[]>`
      insert into restaurant_photos (restaurant_id, content_type, byte_size)
      values (${row!.id}, 'image/jpeg', ${photo.length}) returning id`;
    await replacePhotoBytes(db.sql, stored!.id, photo, 'image/jpeg');
  }
  return row!.id;
}

/** Stores a photo for a submission as the upload would have, without checking it. */
async function storePhoto(
  restaurantId: string,
  bytes: Buffer,
  type: 'image/png' | 'image/jpeg',
  secondsAfter: number,
) {
  const at = new Date(clock.now().getTime() + secondsAfter * 1000);
  const [stored] = await db.sql<{ id: string }[]>`
    insert into restaurant_photos (restaurant_id, content_type, byte_size, created_at)
    values (${restaurantId}, ${type}, ${bytes.length}, ${at}) returning id`;
  await replacePhotoBytes(db.sql, stored!.id, bytes, type);
  return stored!.id;
}

describe('submitted places', () => {
  it('lists a pending submission with its photo and where its address is', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const id = await submitPlace(
      'Lakeview Deep Pan',
      '2400 N Clark St, Chicago, IL 60614',
      original,
    );
    const { submissions } = (await send('GET', '/api/staff/submissions', staff)).json();
    const listed = submissions.find((s: { id: string }) => s.id === id);
    expect(listed).toMatchObject({
      status: 'pending',
      name: 'Lakeview Deep Pan',
      geocode: { city: 'Chicago', state: 'IL', zipCode: '60614' },
    });
    expect(listed.photos).toHaveLength(1);
    const preview = await send('GET', listed.photos[0].url, staff);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    // The public never sees a photo before approval.
    const publicUrl = `/api/photos/${listed.photos[0].id}`;
    expect((await app.inject(publicUrl)).statusCode).toBe(404);
  });

  it("keeps the suite of a submitted address and the visitor's pizza style", async () => {
    const id = await submitPlace(
      'Suite Test Slices',
      '2450 N Lincoln Park W, Suite 1200-B, Chicago, IL 60614',
      undefined,
      'new-york',
    );
    const approved = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {});
    expect(approved.statusCode).toBe(200);
    const place = (
      await app.inject(`/api/restaurants/catalog/${approved.json().catalogId}`)
    ).json();
    expect(place.location).toMatchObject({
      address1: '2450 N Lincoln Park W, Suite 1200-B',
      city: 'Chicago',
      zip_code: '60614',
    });
    expect(place.categories).toEqual([
      { alias: 'pizza', title: 'Pizza' },
      { alias: 'newyork', title: 'New York Style' },
    ]);
  });

  it('approves one: search, its city page and the sitemap list it, its photo cleaned', async () => {
    const original = await photoWithGps();
    const id = await submitPlace(
      'Wrigleyville Pie Co',
      '3600 N Clark St, Chicago, IL 60613',
      original,
    );
    const approved = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {});
    expect(approved.statusCode).toBe(200);
    const { catalogId, path } = approved.json();
    expect(path).toBe(`/restaurant/${catalogId}`);

    const search = (
      await app.inject('/api/restaurants/search?location=60613&limit=50&radius=5000')
    ).json();
    const found = search.restaurants.find((r: { id: string }) => r.id === catalogId);
    expect(found).toMatchObject({
      name: 'Wrigleyville Pie Co',
      location: { address1: '3600 N Clark St', city: 'Chicago', state: 'IL', zip_code: '60613' },
      display_phone: '(312) 555-0199',
      features: expect.arrayContaining(['delivery', 'outdoor_seating']),
      categories: [
        { alias: 'pizza', title: 'Pizza' },
        { alias: 'deepdish', title: 'Deep Dish' },
      ],
      attribution: { name: 'Suggested by a visitor', is_sample: false },
    });
    const city = (await app.inject('/api/guides/states/illinois/cities/chicago')).json();
    expect(JSON.stringify(city)).toContain('Wrigleyville Pie Co');

    // The photo: public now, upright, within 1600 px, with no EXIF (no GPS) left.
    const photoPath = found.image_url as string;
    expect(photoPath).toMatch(/^\/api\/photos\//);
    const photo = await app.inject(photoPath);
    expect(photo.statusCode).toBe(200);
    // The original, in several pieces, was read back as a stream and cleaned.
    expect(original.length).toBeGreaterThan(4 * 256 * 1024);
    expect(Number(photo.headers['content-length'])).toBe(photo.rawPayload.length);
    expect(photo.headers['cache-control']).toContain('immutable');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(photo.rawPayload.includes(Buffer.from('PizzaPhone'))).toBe(false);

    const twice = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {});
    expect(twice.statusCode).toBe(409);
    const [entry] = (await send('GET', '/api/staff/audit?limit=1', staff)).json().entries;
    expect(entry).toMatchObject({ action: 'submission.approve', target: `submission:${id}` });
  });

  it('links a place the catalog already has, and gives it the visitor’s photo', async () => {
    const small = () =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: '#e67e22' } })
        .jpeg()
        .toBuffer();
    const first = await submitPlace('Roscoe Village Slices', '2150 W Roscoe St, Chicago, IL 60618');
    const made = await send('POST', `/api/staff/submissions/${first}/approve`, staff, {});
    expect(made.statusCode).toBe(200);
    const { catalogId } = made.json();
    // As if OpenStreetMap had it: the place a visitor suggests again, not knowing.
    const [before] = await db.sql<{ photos: string[] }[]>`
      update catalog_restaurants set source = 'osm', source_id = 'node/4242'
      where id = ${catalogId} returning photos`;
    expect(before!.photos).toEqual([]);

    // The same place suggested again, at the same door, with a photo: one place, not two.
    const again = await submitPlace(
      'Roscoe Village Slices',
      '2150 W Roscoe St, Chicago, IL 60618',
      await small(),
    );
    const linked = await send('POST', `/api/staff/submissions/${again}/approve`, staff, {});
    expect(linked.statusCode).toBe(200);
    expect(linked.json().catalogId).toBe(catalogId);
    const place = (await app.inject(`/api/restaurants/catalog/${catalogId}`)).json();
    expect(place.photos).toHaveLength(1);
    expect(place.image_url).toBe(place.photos[0]);
    expect((await app.inject(place.photos[0])).statusCode).toBe(200);
  });

  it('flags stored photos it cannot process (200, nothing approved); staff drop them and approve the rest', async () => {
    const id = await submitPlace(
      'Bucktown Bad Bytes',
      '1800 N Damen Ave, Chicago, IL 60647',
      await realImage('jpeg'),
    );
    await db.sql`update restaurant_photos set created_at = ${clock.now()} where restaurant_id = ${id}`;
    // Stored before uploads were decoded whole: a polyglot and a decoy of 400 megapixels.
    const polyglot = await storePhoto(id, await pngThenHtml(), 'image/png', 1);
    const decoy = await storePhoto(id, await pngClaimingSize(20_000, 20_000), 'image/png', 2);

    const first = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      approved: false,
      flaggedPhotos: [
        {
          id: polyglot,
          reason: expect.stringMatching(/^Photo 2 could not be read as an image \(.+\)\.$/),
        },
        {
          id: decoy,
          reason: expect.stringMatching(/^Photo 3 is larger than 50 megapixels \(.+\)\.$/),
        },
      ],
      message: PHOTOS_FLAGGED_MESSAGE,
    });
    const { flaggedPhotos } = first.json();
    // Nothing approved yet; the staff list shows each photo flagged with its reason.
    const { submissions } = (await send('GET', '/api/staff/submissions', staff)).json();
    const listed = submissions.find((s: { id: string }) => s.id === id);
    expect(listed.status).toBe('pending');
    expect(listed.photos.map((photo: { problem: string | null }) => photo.problem)).toEqual([
      null,
      flaggedPhotos[0].reason,
      flaggedPhotos[1].reason,
    ]);

    // A drop list that is not photo ids is a 400, not a 500.
    const bad = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {
      dropPhotos: ['../x'],
    });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);

    const approved = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {
      dropPhotos: [polyglot, decoy],
    });
    expect(approved.statusCode).toBe(200);
    const { catalogId, droppedPhotos } = approved.json();
    expect(approved.json()).toMatchObject({ approved: true, path: `/restaurant/${catalogId}` });
    expect(droppedPhotos).toEqual(flaggedPhotos);
    // The good photo is public; the two others are gone.
    const [place] = await db.sql<{ photos: string[] }[]>`
      select photos from catalog_restaurants where id = ${catalogId}`;
    expect(place!.photos).toHaveLength(1);
    expect((await app.inject(place!.photos[0]!)).statusCode).toBe(200);
    for (const photoId of [polyglot, decoy]) {
      expect((await app.inject(`/api/photos/${photoId}`)).statusCode).toBe(404);
    }
    const [{ n }] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from restaurant_photos where restaurant_id = ${id}`;
    expect(n).toBe(1);
    const [entry] = (await send('GET', '/api/staff/audit?limit=1', staff)).json().entries;
    expect(entry.after.droppedPhotos).toEqual(droppedPhotos);
  });

  it('asks staff where a place is when its address does not say, and takes their answer', async () => {
    const id = await submitPlace('Mystery Slice', 'Behind the old mill');
    const refused = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('ADDRESS_NOT_PLACED');
    const corrected = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {
      city: 'Austin',
      state: 'tx',
    });
    expect(corrected.statusCode).toBe(200);
    const bad = await send('POST', `/api/staff/submissions/${SOME_ID}/approve`, staff, {
      state: 'Texas',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('suggests a pin and stores the point staff confirmed, refusing one far away or outside the US', async () => {
    const id = await submitPlace('Door Pin Pizza', '1200 N State St, Chicago, IL 60610');
    // No geocoder in tests (GEOCODER=none): the pin starts at the ZIP centre.
    const suggested = await send('GET', `/api/staff/submissions/${id}/pin`, staff);
    expect(suggested.statusCode).toBe(200);
    const { pin, geocoder } = suggested.json();
    expect(pin).toMatchObject({ precision: 'zip', source: 'gazetteer' });
    expect(geocoder).toBe('off');

    // Springfield, IL is about 290 km away: a slip, refused with the distance.
    const far = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {
      latitude: 39.7817,
      longitude: -89.6501,
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.code).toBe('PIN_TOO_FAR');
    expect(far.json().error.message).toMatch(/km from this address/);
    const abroad = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {
      latitude: 48.8566,
      longitude: 2.3522,
    });
    expect(abroad.statusCode).toBe(400);
    const half = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {
      latitude: 41.9,
    });
    expect(half.statusCode).toBe(400);

    const door = { latitude: 41.90395, longitude: -87.62864 };
    const approved = await send('POST', `/api/staff/submissions/${id}/approve`, staff, door);
    expect(approved.statusCode).toBe(200);
    const [stored] = await db.sql<{ latitude: number; longitude: number }[]>`
      select latitude, longitude from catalog_restaurants where id = ${approved.json().catalogId}`;
    expect(Number(stored!.latitude)).toBeCloseTo(door.latitude, 5);
    expect(Number(stored!.longitude)).toBeCloseTo(door.longitude, 5);
    const [entry] = (await send('GET', '/api/staff/audit?limit=1', staff)).json().entries;
    expect(JSON.stringify(entry)).toContain('"pin":"confirmed"');
    expect(JSON.stringify(entry)).toContain('41.90395');
  });

  it('records a pin dragged on a map without streets as moved without a map: approximate, directions by address', async () => {
    // Tests run with MAP_TILES=none: the console's map has no streets.
    const dragged = await submitPlace('Blank Map Pies', '1300 N State St, Chicago, IL 60610');
    const approved = await send('POST', `/api/staff/submissions/${dragged}/approve`, staff, {
      latitude: 41.9061,
      longitude: -87.6285,
      pinFrom: 'map',
    });
    expect(approved.statusCode).toBe(200);
    const [entry] = (await send('GET', '/api/staff/audit?limit=1', staff)).json().entries;
    expect(entry.after.pin).toBe('moved without a map');
    const place = (
      await app.inject(`/api/restaurants/catalog/${approved.json().catalogId}`)
    ).json();
    expect(place.coordinates_approximate).toBe(true);

    // At the centre: approximate too. Typed from another map: the staff's word, the place's point.
    const centre = await submitPlace('Centre Pies', '1310 N State St, Chicago, IL 60610');
    const atCentre = (
      await send('POST', `/api/staff/submissions/${centre}/approve`, staff, {})
    ).json();
    expect(
      (await app.inject(`/api/restaurants/catalog/${atCentre.catalogId}`)).json()
        .coordinates_approximate,
    ).toBe(true);
    const typed = await submitPlace('Typed Pies', '1320 N State St, Chicago, IL 60610');
    const atDoor = (
      await send('POST', `/api/staff/submissions/${typed}/approve`, staff, {
        latitude: 41.9065,
        longitude: -87.6286,
        pinFrom: 'typed',
      })
    ).json();
    expect(
      (await app.inject(`/api/restaurants/catalog/${atDoor.catalogId}`)).json()
        .coordinates_approximate,
    ).toBeUndefined();
    const [typedEntry] = (await send('GET', '/api/staff/audit?limit=1', staff)).json().entries;
    expect(typedEntry.after.pin).toBe('confirmed');
    const bad = await send('POST', `/api/staff/submissions/${typed}/approve`, staff, {
      pinFrom: 'guess',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('rejects one, which then never shows', async () => {
    const id = await submitPlace('Nope Pizza', '1 Main St, Austin, TX 78701');
    const rejected = await send('POST', `/api/staff/submissions/${id}/reject`, staff, {
      note: 'Closed years ago.',
    });
    expect(rejected.statusCode).toBe(200);
    const { submissions } = (
      await send('GET', '/api/staff/submissions?status=rejected', staff)
    ).json();
    expect(submissions.map((s: { id: string }) => s.id)).toContain(id);
    const pending = (await send('GET', '/api/staff/submissions', staff)).json().submissions;
    expect(pending.map((s: { id: string }) => s.id)).not.toContain(id);
  });
});

describe('the same place twice (decision 0086)', () => {
  /** As an OpenStreetMap import lists it: at its door on North Halsted Street. */
  async function importedPlace(sourceId: string, latitude = 41.92372, longitude = -87.64895) {
    const [place] = await db.sql<{ id: string }[]>`
      insert into catalog_restaurants (source, source_id, name, address1, city, state, zip_code,
                                       phone, display_phone, latitude, longitude, attribution)
      values ('osm', ${sourceId}, 'Halsted Street Pizzeria', '2314 North Halsted Street',
              'Chicago', 'IL', '60614', '+13125550101', '(312) 555-0101',
              ${latitude}, ${longitude}, '© OpenStreetMap contributors')
      returning id`;
    return place!.id;
  }

  async function suggest(payload: Record<string, unknown>) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/restaurants',
      payload,
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  async function pending(id: string) {
    const { submissions } = (await send('GET', '/api/staff/submissions', staff)).json();
    return submissions.find((s: { id: string }) => s.id === id);
  }

  it('tells the visitor and staff the place is listed, and merges it there: one place, both credited', async () => {
    // The tester's fixture: the import's point ten miles from its street address.
    const listed = await importedPlace('node/2314', 41.78, -87.6);
    const sent = await suggest({
      name: 'Halsted Street Pizzeria',
      address: '2314 North Halsted Street, Chicago, IL 60614',
      phone: '(312) 555-0101',
      website: 'https://halsted.example',
      features: ['delivery', 'outdoor'],
    });
    // Recorded all the same, and the visitor is told where the listed one is.
    expect(sent.restaurant.approved).toBe(false);
    expect(sent.alreadyListed).toMatchObject({
      id: listed,
      name: 'Halsted Street Pizzeria',
      path: `/restaurant/${listed}`,
      because: ['address', 'phone'],
    });
    expect(sent.message).toMatch(/already listed/);
    // Written another way, it is the same place.
    const variant = await suggest({
      name: 'Halsted St. Pizzeria',
      address: '2314 N Halsted St, Chicago, IL 60614',
    });
    expect(variant.alreadyListed).toMatchObject({ id: listed, because: ['address'] });
    // Another branch down the street is not.
    const branch = await suggest({
      name: 'Halsted Street Pizzeria',
      address: '900 N Halsted St, Chicago, IL 60642',
      phone: '(312) 555-0900',
    });
    expect(branch.alreadyListed).toBeNull();
    expect(branch.message).not.toMatch(/already listed/);

    const card = await pending(sent.restaurant.id);
    expect(card.samePlace).toMatchObject({ id: listed, path: `/restaurant/${listed}` });
    expect((await pending(branch.restaurant.id)).samePlace).toBeNull();
    // The approval's pin answer says so too (near a geocoder's door, it finds more).
    const pin = (
      await send('GET', `/api/staff/submissions/${sent.restaurant.id}/pin`, staff)
    ).json();
    expect(pin.samePlace).toMatchObject({ id: listed });

    const badBody = await send(
      'POST',
      `/api/staff/submissions/${sent.restaurant.id}/merge`,
      staff,
      {
        placeId: 'not-a-place',
      },
    );
    expect([badBody.statusCode, badBody.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const merged = await send('POST', `/api/staff/submissions/${sent.restaurant.id}/merge`, staff, {
      placeId: listed,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ approved: true, catalogId: listed });
    const [place] = await db.sql<
      { website: string | null; features: string[]; also_from: { source: string }[] }[]
    >`select website, features, also_from from catalog_restaurants where id = ${listed}`;
    expect(place!.website).toBe('https://halsted.example');
    expect(place!.features).toEqual(expect.arrayContaining(['delivery', 'outdoor_seating']));
    expect(place!.also_from).toEqual([
      expect.objectContaining({ source: 'submission', source_id: sent.restaurant.id }),
    ]);
    const [{ n }] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from catalog_restaurants where name like 'Halsted St%'`;
    expect(n).toBe(1);
    const { submissions } = (
      await send('GET', '/api/staff/submissions?status=approved', staff)
    ).json();
    expect(submissions.find((s: { id: string }) => s.id === sent.restaurant.id)).toMatchObject({
      status: 'approved',
      merged: true,
      catalogId: listed,
    });
    const [entry] = (await send('GET', '/api/staff/audit?limit=1', staff)).json().entries;
    expect(entry).toMatchObject({
      action: 'submission.merge',
      target: `submission:${sent.restaurant.id}`,
      after: { status: 'merged', mergedInto: listed },
    });
    // A merged submission's place is its source's to list, not the visitor's to remove.
    const remove = await send(
      'POST',
      `/api/staff/submissions/${sent.restaurant.id}/remove`,
      staff,
      {
        reason: 'Duplicate',
      },
    );
    expect([remove.statusCode, remove.json().error.code]).toEqual([409, 'MERGED_PLACE']);
    const twice = await send('POST', `/api/staff/submissions/${sent.restaurant.id}/merge`, staff, {
      placeId: listed,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('merges at approval when the pin is within 75 m of a similar name (credits both, keeps the id)', async () => {
    const listed = await importedPlace('node/2314-near');
    const id = await submitPlace('Halsted St. Pizzeria', '2314 N Halsted St, Chicago, IL 60614');
    // The door, about 20 m from the import's point.
    const approved = await send('POST', `/api/staff/submissions/${id}/approve`, staff, {
      latitude: 41.92355,
      longitude: -87.64899,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().catalogId).toBe(listed);
    const [place] = await db.sql<{ also_from: { source: string }[] }[]>`
      select also_from from catalog_restaurants where id = ${listed}`;
    expect(place!.also_from.map((credit) => credit.source)).toEqual(['submission']);
    await db.sql`update catalog_restaurants set removed_at = now() where id = ${listed}`;
  });

  it('takes an approved visitor’s place off the directory with a reason (410) and lists it again', async () => {
    const id = await submitPlace('Gone Soon Slices', '1550 N Milwaukee Ave, Chicago, IL 60622');
    const { catalogId } = (
      await send('POST', `/api/staff/submissions/${id}/approve`, staff, {})
    ).json();
    expect((await app.inject(`/api/restaurants/catalog/${catalogId}`)).statusCode).toBe(200);
    const searchIds = async () =>
      (
        await app.inject(
          '/api/restaurants/search?location=60622&limit=50&radius=5000&sort=distance',
        )
      )
        .json()
        .restaurants.map((r: { id: string }) => r.id);
    expect(await searchIds()).toContain(catalogId);

    const noReason = await send('POST', `/api/staff/submissions/${id}/remove`, staff, {});
    expect([noReason.statusCode, noReason.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const removed = await send('POST', `/api/staff/submissions/${id}/remove`, staff, {
      reason: 'Closed in October.',
    });
    expect(removed.statusCode).toBe(200);
    const page = await app.inject(`/api/restaurants/catalog/${catalogId}`);
    expect(page.statusCode).toBe(410);
    expect(page.json().error.message).toMatch(/taken off the directory/);
    expect(await searchIds()).not.toContain(catalogId);
    expect((await app.inject('/sitemap.xml')).body).not.toContain(catalogId);
    const { submissions } = (
      await send('GET', '/api/staff/submissions?status=approved', staff)
    ).json();
    expect(submissions.find((s: { id: string }) => s.id === id)).toMatchObject({
      merged: false,
      removedAt: expect.any(String),
    });
    const [entry] = (await send('GET', '/api/staff/audit?limit=1', staff)).json().entries;
    expect(entry).toMatchObject({
      action: 'place.remove',
      target: `place:${catalogId}`,
      after: { listed: false, reason: 'Closed in October.' },
    });
    const again = await send('POST', `/api/staff/submissions/${id}/remove`, staff, {
      reason: 'Twice',
    });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'ALREADY_REMOVED']);

    const relisted = await send('POST', `/api/staff/submissions/${id}/relist`, staff, {
      reason: 'Reopened.',
    });
    expect(relisted.statusCode).toBe(200);
    expect((await app.inject(`/api/restaurants/catalog/${catalogId}`)).statusCode).toBe(200);
    expect(await searchIds()).toContain(catalogId);
    const [last] = (await send('GET', '/api/staff/audit?limit=1', staff)).json().entries;
    expect(last).toMatchObject({ action: 'place.relist', after: { listed: true } });
    const pendingOne = await submitPlace('Not Yet Pizza', '1 Main St, Austin, TX 78701');
    const notApproved = await send('POST', `/api/staff/submissions/${pendingOne}/remove`, staff, {
      reason: 'x',
    });
    expect([notApproved.statusCode, notApproved.json().error.code]).toEqual([409, 'NOT_APPROVED']);
  });
});

describe('reviews', () => {
  it('hides a review from the public list and restores it, keeping the count in step', async () => {
    const [place] = await db.sql<{ id: string }[]>`
      insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                       rating, review_count, attribution)
      values ('csv', 'hide-me', 'Review Test Pizza', 'Austin', 'TX', 30.27, -97.74, 4, 10, 'Test')
      returning id`;
    const posted = await app.inject({
      method: 'POST',
      url: `/api/restaurants/catalog/${place!.id}/reviews`,
      remoteAddress: nextClientAddress(),
      payload: { rating: 1, reviewText: 'Test review, please ignore.', reviewerName: 'Tester' },
    });
    expect(posted.statusCode).toBe(201);
    const reviewId = posted.json().review.id;
    const publicReviews = async () =>
      (await app.inject(`/api/restaurants/catalog/${place!.id}/reviews`)).json();
    expect((await publicReviews()).reviews.map((r: { id: string }) => r.id)).toContain(reviewId);

    const listed = (await send('GET', '/api/staff/reviews?q=please%20ignore', staff)).json()
      .reviews;
    expect(listed).toEqual([expect.objectContaining({ id: reviewId, hidden: false, rating: 1 })]);
    expect(
      (await send('POST', `/api/staff/reviews/${reviewId}/hide`, staff, { reason: 'Spam' }))
        .statusCode,
    ).toBe(200);
    expect((await publicReviews()).reviews).toEqual([]);
    const [hidden] = await db.sql<{ review_count: number }[]>`
      select review_count from catalog_restaurants where id = ${place!.id}`;
    expect(hidden!.review_count).toBe(10);
    const hiddenList = (await send('GET', '/api/staff/reviews?status=hidden', staff)).json()
      .reviews;
    expect(hiddenList.map((r: { id: string }) => r.id)).toContain(reviewId);

    expect(
      (await send('POST', `/api/staff/reviews/${reviewId}/restore`, staff, { reason: 'Fair' }))
        .statusCode,
    ).toBe(200);
    expect((await publicReviews()).reviews.map((r: { id: string }) => r.id)).toContain(reviewId);
    expect(
      (await send('POST', `/api/staff/reviews/${SOME_ID}/hide`, staff, { reason: 'Spam' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('claims, inbox and rejections', () => {
  it('approves a claim once per place and refuses another', async () => {
    const [place] = await db.sql<{ id: string }[]>`
      insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude, attribution)
      values ('csv', 'claim-staff', 'Owned Pizza', 'Austin', 'TX', 30.27, -97.74, 'Test')
      returning id`;
    const second = await createTestAccount(db.sql, { role: 'advertiser' });
    const secondClient = await signIn(app, second.email);
    const first = await send('POST', '/api/account/claims', advertiser, {
      restaurantId: place!.id,
    });
    const other = await send('POST', '/api/account/claims', secondClient, {
      restaurantId: place!.id,
    });
    const pending = (await send('GET', '/api/staff/claims', staff)).json().claims;
    // Both arrived at the same instant: in either order.
    expect(pending.map((c: { id: string }) => c.id).sort()).toEqual(
      [first.json().id, other.json().id].sort(),
    );
    expect(
      pending.every((c: { account: { email: string } }) => /^advertiser-/.test(c.account.email)),
    ).toBe(true);

    const approve = await send('POST', `/api/staff/claims/${first.json().id}/approve`, staff, {
      note: 'Checked by phone.',
    });
    expect(approve.statusCode).toBe(200);
    const clash = await send('POST', `/api/staff/claims/${other.json().id}/approve`, staff, {});
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('PLACE_ALREADY_CLAIMED');
    // It names an action the console offers on the owner's claim.
    expect(clash.json().error.message).toContain('Revoke ownership');
    expect(
      (await send('POST', `/api/staff/claims/${other.json().id}/refuse`, staff, {})).statusCode,
    ).toBe(200);

    const mine = (await send('GET', '/api/account/claims', advertiser)).json().claims;
    expect(mine[0]).toMatchObject({ status: 'approved', decisionNote: 'Checked by phone.' });

    // Revoked (sold, say): a reason is needed; the owner is told and the place is free again.
    const noReason = await send('POST', `/api/staff/claims/${first.json().id}/revoke`, staff, {});
    expect(noReason.statusCode).toBe(400);
    const revoked = await send('POST', `/api/staff/claims/${first.json().id}/revoke`, staff, {
      reason: 'Sold to new owners in November.',
    });
    expect(revoked.statusCode).toBe(200);
    const after = (await send('GET', '/api/account/claims', advertiser)).json().claims;
    expect(after[0]).toMatchObject({
      status: 'refused',
      decisionNote: 'Sold to new owners in November.',
    });
    const [entry] = (await send('GET', '/api/staff/audit?limit=1', staff)).json().entries;
    expect(entry).toMatchObject({
      action: 'claim.revoke',
      before: { status: 'approved' },
      after: { status: 'refused', reason: 'Sold to new owners in November.' },
    });
    // The clock stands still in tests: the mail is found by its words, not its time.
    const subjects = await db.sql<{ subject: string }[]>`
      select subject from mail_outbox where kind = 'claim-decision'`;
    expect(subjects.map((mail) => mail.subject)).toContain(
      'Your claim for Owned Pizza was revoked',
    );
    const again = await send('POST', `/api/staff/claims/${first.json().id}/revoke`, staff, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
  });

  it('shows contact messages in the inbox and marks them handled', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextClientAddress(),
      payload: {
        name: 'Pat',
        email: 'pat@example.com',
        message: 'Please list my place.',
        type: 'advertiser',
      },
    });
    expect(sent.statusCode).toBe(201);
    const open = (await send('GET', '/api/staff/messages', staff)).json().messages;
    const message = open.find((m: { email: string }) => m.email === 'pat@example.com');
    expect(message).toMatchObject({ name: 'Pat', type: 'advertiser', handledAt: null });
    const handled = await send('PUT', `/api/staff/messages/${message.id}/handled`, staff, {
      handled: true,
    });
    expect(handled.statusCode).toBe(200);
    const stillOpen = (await send('GET', '/api/staff/messages', staff)).json().messages;
    expect(stillOpen.map((m: { id: string }) => m.id)).not.toContain(message.id);
    const done = (await send('GET', '/api/staff/messages?status=handled', staff)).json().messages;
    expect(done[0]).toMatchObject({ id: message.id, handledAt: '2026-11-24T15:00:00.000Z' });
  });

  it('lists honeypot and rate-limit rejections with the day’s counts', async () => {
    const bot = nextClientAddress();
    const message = {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Buy cheap things now!',
      type: 'general',
    };
    const trapped = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: bot,
      payload: { ...message, [HONEYPOT_FIELD]: 'http://spam.example' },
    });
    expect(trapped.statusCode).toBe(201);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: bot,
        payload: message,
      });
    }
    // Recording is done after the answer: wait until both are recorded.
    const list = await eventually(
      async () => {
        const found = (await send('GET', '/api/staff/rejections', staff)).json();
        return found.last24h.honeypot >= 1 && found.last24h.rateLimit >= 1 && found;
      },
      { what: 'the honeypot and the rate limit recorded' },
    );
    expect(list.last24h.honeypot).toBeGreaterThanOrEqual(1);
    expect(list.last24h.rateLimit).toBeGreaterThanOrEqual(1);
    expect(list.rejections[0]).toMatchObject({ route: 'POST /api/contact' });
    expect(list.rejections[0].client).toMatch(/^[0-9a-f]{12}$/);
  });
});

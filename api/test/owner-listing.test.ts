import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OWNER_LISTING_MESSAGES, US_PHONE_MESSAGE } from '@pizza-atlas/contracts';
import type { InjectOptions } from 'fastify';
import { importPlacesFile } from '../src/catalog/import/import-places';
import { createTestAccount, SAME_ORIGIN, signIn, type SignedInClient } from './accounts-kit';
import { testClock } from './test-clock';
import { serverForFile } from './test-server';

// The owner of an approved claim keeps their place's listing right (decision 0089).

const clock = testClock('2026-11-25T17:00:00Z'); // a Wednesday, 11 AM in Austin
const server = serverForFile({
  clock,
  accountLimit: { max: 1000, timeWindow: 60_000 },
  ownerListingLimit: { max: 1000, timeWindow: 60_000 },
});

const HEADER =
  'name,address,city,state,zip,latitude,longitude,phone,website,opening_hours,rating,review_count';
const placeLine = (phone: string, hours = 'Mo-Su 11:00-22:00') =>
  `Owner Test Pizza,12 Congress Ave,Austin,TX,78701,30.2669,-97.7428,${phone},https://source.example/,${hours},4.2,3`;

let dir: string;
let csv: string;
let placeId: string;
let owner: SignedInClient;
let ownerId: string;
let other: SignedInClient;
let staff: SignedInClient;
let claimId: string;

function writeCsv(line: string) {
  writeFileSync(csv, `${HEADER}\n${line}\n`);
}

async function importCsv() {
  await importPlacesFile(server.db.sql, csv, { attribution: 'Owner test listings' });
  // The import runs beside the server, as the command does: the server notices it.
  await server.app.checkCatalogChanges();
}

function save(client: SignedInClient | null, body: unknown, extra: Partial<InjectOptions> = {}) {
  return server.app.inject({
    method: 'PUT',
    url: `/api/account/listings/${placeId}`,
    headers: client ? client.writeHeaders : SAME_ORIGIN,
    payload: body as InjectOptions['payload'],
    ...extra,
  });
}

const details = async () =>
  (await server.app.inject({ url: `/api/restaurants/catalog/${placeId}` })).json();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pa-owner-'));
  csv = path.join(dir, 'places.csv');
  writeCsv(placeLine('(512) 555-0100'));
  await importCsv();
  const [row] = await server.db.sql<{ id: string }[]>`
    select id from catalog_restaurants where name = 'Owner Test Pizza'`;
  placeId = row!.id;
  const ada = await createTestAccount(server.db.sql, { role: 'advertiser' });
  ownerId = ada.account.id;
  owner = await signIn(server.app, ada.email);
  other = await signIn(
    server.app,
    (await createTestAccount(server.db.sql, { role: 'advertiser' })).email,
  );
  staff = await signIn(
    server.app,
    (await createTestAccount(server.db.sql, { role: 'staff' })).email,
  );
  const claim = await server.app.inject({
    method: 'POST',
    url: '/api/account/claims',
    headers: owner.writeHeaders,
    payload: { restaurantId: placeId, message: 'I own it' },
  });
  expect(claim.statusCode).toBe(201);
  claimId = claim.json().id;
  const approved = await server.app.inject({
    method: 'POST',
    url: `/api/staff/claims/${claimId}/approve`,
    headers: staff.writeHeaders,
    payload: {},
  });
  expect(approved.statusCode).toBe(200);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("an owner's listing", () => {
  it('shows the owner the listing as visitors see it, each field from the source until set', async () => {
    const response = await server.app.inject({
      url: `/api/account/listings/${placeId}`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      place: {
        id: placeId,
        name: 'Owner Test Pizza',
        address: '12 Congress Ave',
        city: 'Austin',
        state: 'TX',
      },
      phone: { value: '(512) 555-0100', byOwner: false },
      website: { value: 'https://source.example/', byOwner: false },
      openingHours: { value: 'Mo-Su 11:00-22:00', byOwner: false },
      description: { value: '', byOwner: false },
      updatedAt: null,
    });
  });

  it('refuses everyone but the approved owner with a clear JSON 4xx', async () => {
    const signedOut = await save(null, { phone: '512 555 0199' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('NOT_SIGNED_IN');

    const another = await save(other, { phone: '512 555 0199' });
    expect(another.statusCode).toBe(403);
    expect(another.json().error).toEqual({
      code: 'NOT_OWNER',
      message: OWNER_LISTING_MESSAGES.notOwner,
    });
    const anotherReads = await server.app.inject({
      url: `/api/account/listings/${placeId}`,
      headers: { cookie: other.cookie },
    });
    expect(anotherReads.statusCode).toBe(403);

    // Staff are not advertisers: they change places from the staff console.
    expect((await save(staff, { phone: '512 555 0199' })).statusCode).toBe(403);

    // The owner's own cookie without the CSRF token is refused too.
    const noToken = await save(
      null,
      { phone: '512 555 0199' },
      {
        headers: { cookie: owner.cookie, ...SAME_ORIGIN },
      },
    );
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.code).toBe('CSRF_FAILED');

    const unknown = await server.app.inject({
      method: 'PUT',
      url: '/api/account/listings/not-a-place',
      headers: owner.writeHeaders,
      payload: { phone: '512 555 0199' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');

    expect((await details()).phone).toBe('+15125550100');
  });

  it('refuses a bad phone, a javascript: address and hours it cannot read, naming the problem', async () => {
    const phone = await save(owner, { phone: 'call us' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.fields).toEqual({ phone: [US_PHONE_MESSAGE] });

    const website = await save(owner, { website: 'javascript:alert(1)' });
    expect(website.statusCode).toBe(400);
    expect(website.json().error.fields).toEqual({ website: [OWNER_LISTING_MESSAGES.website] });

    const hours = await save(owner, { openingHours: 'Mo-Fx 11:00-22:00' });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().error.fields.openingHours[0]).toMatch(
      /^The hours cannot be read at "Mo-F": Unexpected token/,
    );
    const unclear = await save(owner, { openingHours: 'Mo-Fr 11-9' });
    expect(unclear.statusCode).toBe(400);
    expect(unclear.json().error.fields.openingHours[0]).toMatch(
      /^The hours are unclear at "Mo-Fr 11-9": Single-digit hour "9"/,
    );

    const tooLong = await save(owner, { description: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({
      description: ['Must be at most 500 characters'],
    });

    const extra = await save(owner, { name: 'Renamed' });
    expect(extra.statusCode).toBe(400);

    // A refused save changes nothing, even its valid fields.
    const mixed = await save(owner, { phone: '512 555 0123', openingHours: 'banana' });
    expect(mixed.statusCode).toBe(400);
    const page = await details();
    expect(page.phone).toBe('+15125550100');
    expect(page.owner_updated_at).toBeUndefined();
  });

  it('previews the week the hours give, as the page would show it, before saving', async () => {
    const preview = await server.app.inject({
      method: 'POST',
      url: `/api/account/listings/${placeId}/hours-preview`,
      headers: owner.writeHeaders,
      payload: { openingHours: 'Mon-Fri 11am-10pm' },
    });
    expect(preview.statusCode).toBe(200);
    const { openingHours, week } = preview.json();
    expect(openingHours).toBe('Mo-Fr 11:00-22:00');
    expect(week).toHaveLength(7);
    expect(week[0]).toMatchObject({
      date: '2026-11-25',
      weekday: 3,
      intervals: [{ start: '11:00', end: '22:00' }],
    });
    expect(week[3]).toMatchObject({ weekday: 6, intervals: [] });

    const broken = await server.app.inject({
      method: 'POST',
      url: `/api/account/listings/${placeId}/hours-preview`,
      headers: owner.writeHeaders,
      payload: { openingHours: 'Mo-Fr 11:00-' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields.openingHours).toEqual([
      'The hours cannot be read at "Mo-Fr 11:00-": Time range does not continue as expected',
    ]);
    // Nothing was saved.
    expect((await details()).open_status.text).toBeNull();
  });

  it("shows the owner's values to visitors at once, and logs what changed for staff", async () => {
    // Asked before the save, in the same minute: the answer is kept, and would show after the
    // save unless the save forgot it.
    expect((await details()).phone).toBe('+15125550100');
    const saved = await save(owner, {
      phone: '(512) 555-0199',
      website: 'https://owner.example/menu',
      openingHours: 'Mo-Fr 11:00-22:00; Sa-Su 12:00-23:00',
      description: 'Wood-fired pies since 1998.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      phone: { value: '(512) 555-0199', byOwner: true },
      website: { value: 'https://owner.example/menu', byOwner: true },
      openingHours: { value: 'Mo-Fr 11:00-22:00; Sa-Su 12:00-23:00', byOwner: true },
      description: { value: 'Wood-fired pies since 1998.', byOwner: true },
      updatedAt: '2026-11-25T17:00:00.000Z',
    });

    const page = await details();
    expect(page).toMatchObject({
      phone: '+15125550199',
      display_phone: '(512) 555-0199',
      website: 'https://owner.example/menu',
      description: 'Wood-fired pies since 1998.',
      owner_updated_at: '2026-11-25T17:00:00.000Z',
    });
    expect(page.open_status.week[3]).toMatchObject({
      weekday: 6,
      intervals: [{ start: '12:00', end: '23:00' }],
    });
    const search = await server.app.inject({
      url: '/api/restaurants/search?location=Austin%2C%20TX&term=owner%20test',
    });
    expect(search.json().restaurants[0]).toMatchObject({
      id: placeId,
      display_phone: '(512) 555-0199',
    });

    const guide = await server.app.inject({ url: '/api/guides/states/texas/cities/austin' });
    expect(JSON.stringify(guide.json())).toContain('(512) 555-0199');
    expect(JSON.stringify(guide.json())).toContain('https://owner.example/menu');

    const audit = await server.app.inject({
      url: '/api/staff/audit',
      headers: { cookie: staff.cookie },
    });
    const entry = audit
      .json()
      .entries.find((action: { action: string }) => action.action === 'listing.owner_edit');
    expect(entry).toMatchObject({
      staff: { id: ownerId },
      target: `place:${placeId}`,
      before: {
        phone: '(512) 555-0100',
        website: 'https://source.example/',
        openingHours: 'Mo-Su 11:00-22:00',
        description: '',
      },
      after: {
        phone: '(512) 555-0199',
        website: 'https://owner.example/menu',
        openingHours: 'Mo-Fr 11:00-22:00; Sa-Su 12:00-23:00',
        description: 'Wood-fired pies since 1998.',
      },
    });
  });

  it("keeps the owner's values through a refresh, even when the source changes", async () => {
    await importCsv();
    expect((await details()).display_phone).toBe('(512) 555-0199');

    writeCsv(placeLine('(512) 555-0111', 'Mo-Su 10:00-20:00'));
    await importCsv();
    const [row] = await server.db.sql<{ phone: string }[]>`
      select phone from catalog_restaurants where id = ${placeId}`;
    expect(row!.phone).toBe('+15125550111'); // the source's, kept apart
    const page = await details();
    expect(page.display_phone).toBe('(512) 555-0199');
    expect(page.open_status.week[3].intervals).toEqual([
      expect.objectContaining({ start: '12:00', end: '23:00' }),
    ]);

    // Given back to the source, the field shows the source's value again.
    const back = await save(owner, { phone: null });
    expect(back.json().phone).toEqual({ value: '(512) 555-0111', byOwner: false });
    expect((await details()).display_phone).toBe('(512) 555-0111');
  });

  it('lets the last of two concurrent saves win whole', async () => {
    const first = {
      phone: '512 555 0001',
      website: 'https://first.example/',
      description: 'First',
    };
    const second = {
      phone: '512 555 0002',
      website: 'https://second.example/',
      description: 'Second',
    };
    const answers = await Promise.all([save(owner, first), save(owner, second)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const page = await details();
    const shown = [page.display_phone, page.website, page.description];
    // One save or the other, never a mix of the two.
    expect([
      ['(512) 555-0001', 'https://first.example/', 'First'],
      ['(512) 555-0002', 'https://second.example/', 'Second'],
    ]).toContainEqual(shown);
    const [{ edits }] = await server.db.sql<{ edits: number }[]>`
      select count(*)::int as edits from staff_actions
      where action = 'listing.owner_edit' and target = ${`place:${placeId}`}`;
    expect(edits).toBe(4);
  });

  it("answers open now by the owner's hours, not the source's", async () => {
    const openNow = async () =>
      (
        await server.app.inject({
          url: '/api/restaurants/search?location=Austin%2C%20TX&term=owner%20test&open_now=true',
        })
      )
        .json()
        .restaurants.map((restaurant: { id: string }) => restaurant.id);
    // Wednesday 11:00 in Austin: the source's Mo-Su 11:00-22:00 is open, and so is the owner's.
    expect(await openNow()).toContain(placeId);
    const { openingHours } = (await save(owner, {})).json();
    expect((await save(owner, { openingHours: 'Mo-Fr 17:00-22:00' })).statusCode).toBe(200);
    expect(await openNow()).not.toContain(placeId);
    expect((await save(owner, { openingHours: openingHours.value })).statusCode).toBe(200);
    expect(await openNow()).toContain(placeId);
  });

  it("ends with a revoked claim: no more saves, and the owner's values stop showing", async () => {
    const revoked = await server.app.inject({
      method: 'POST',
      url: `/api/staff/claims/${claimId}/revoke`,
      headers: staff.writeHeaders,
      payload: { reason: 'Sold the business' },
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await save(owner, { description: 'Still mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_OWNER');
    const page = await details();
    expect(page.display_phone).toBe('(512) 555-0111');
    expect(page.website).toBe('https://source.example/');
    expect(page.description).toBeUndefined();
    expect(page.owner_updated_at).toBeUndefined();
  });
});

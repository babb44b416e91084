// Reviews people can trust (issue 25, item 8; decision 0044): signals hold a review for
// staff, visitors report reviews, staff approve, hide or restore with a reason.
import {
  HONEYPOT_FIELD,
  REVIEW_AGAIN_HELD_MESSAGE,
  REVIEW_HELD_MESSAGE,
  REVIEW_RECEIVED_MESSAGE,
} from '@pizza-atlas/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { textHoldSignals } from '../src/reviews/hold-signals';
import { createSql } from '../src/db/client';
import { buildServer } from '../src/server';
import { createTestAccount, signIn, type SignedInClient } from './accounts-kit';
import { testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';
import { nextClientAddress, uniqueSuffix } from './visitor-writes-app';

let db: TestDatabase;
let app: FastifyInstance;
let staff: SignedInClient;
const clock = testClock('2026-11-28T18:00:00Z');
const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildServer({
    env: testEnv({ TRUST_PROXY: 'true' }),
    sql: db.sql,
    logger: false,
    clock,
    writeLimit: { max: 5, timeWindow: 60_000 },
    reviewBurst: { max: 2, windowMinutes: 10 },
  });
  await app.ready();
  staff = await signIn(app, (await createTestAccount(db.sql, { role: 'staff' })).email);
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

async function newPlace(reviewCount = 10): Promise<string> {
  const [place] = await db.sql<{ id: string }[]>`
    insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                     rating, review_count, attribution)
    values ('csv', ${`trust-${uniqueSuffix()}`}, ${`Trust Pizza ${uniqueSuffix()}`}, 'Austin', 'TX',
            30.27, -97.74, 4, ${reviewCount}, 'Test')
    returning id`;
  return place!.id;
}

function writeReview(placeId: string, client: string, reviewText: string, path = 'catalog/') {
  return app.inject({
    method: 'POST',
    url: `/api/restaurants/${path}${placeId}/reviews`,
    remoteAddress: client,
    payload: { rating: 5, reviewText, reviewerName: 'Sam' },
  });
}

async function publicReviewIds(placeId: string): Promise<string[]> {
  const body = (await app.inject(`/api/restaurants/catalog/${placeId}/reviews`)).json();
  return body.reviews.map((review: { id: string }) => review.id);
}

async function reviewCount(placeId: string): Promise<number> {
  const [row] = await db.sql<{ reviewCount: number }[]>`
    select review_count as "reviewCount" from catalog_restaurants where id = ${placeId}`;
  return row!.reviewCount;
}

function staffSend(url: string, payload?: unknown, who: SignedInClient = staff) {
  const write = payload !== undefined;
  return app.inject({
    method: write ? 'POST' : 'GET',
    url,
    payload: payload as InjectOptions['payload'],
    remoteAddress: nextClientAddress(),
    headers: write ? who.writeHeaders : { cookie: who.cookie },
  });
}

async function queueEntry(reviewId: string) {
  const { reviews } = (await staffSend('/api/staff/reviews?status=queue&limit=200')).json();
  return reviews.find((review: { id: string }) => review.id === reviewId);
}

function report(reviewId: string, client: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/api/reviews/${reviewId}/reports`,
    remoteAddress: client,
    payload,
  });
}

describe('signals that hold a review', () => {
  it('finds links, www. and domain names, not a missed space', () => {
    expect(textHoldSignals('Deals at https://example.test/x')).toEqual(['link']);
    expect(textHoldSignals('Visit WWW.slices-for-less.example')).toEqual(['link']);
    expect(textHoldSignals('Order from cheap-slices.shop today')).toEqual(['link']);
    expect(textHoldSignals('Great crust.Then the sauce was bland. 4.5 stars')).toEqual([]);
  });

  it('holds a review with a link: 202 with the message, out of every public read', async () => {
    const placeId = await newPlace();
    const response = await writeReview(placeId, nextClientAddress(), 'Cheaper at www.pie.shop');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ state: 'held', message: REVIEW_HELD_MESSAGE });
    expect(REVIEW_HELD_MESSAGE).toBe('Thanks — your review will appear after a quick check.');
    const reviewId = response.json().review.id;
    expect(await publicReviewIds(placeId)).not.toContain(reviewId);
    expect(await reviewCount(placeId)).toBe(10);
    const details = (await app.inject(`/api/restaurants/catalog/${placeId}`)).json();
    expect(details.review_count).toBe(10);
    expect(await queueEntry(reviewId)).toMatchObject({ state: 'held', heldSignals: ['link'] });
  });

  it('holds a long text another place already has, case and spacing aside; not a short one', async () => {
    const text = `The crust was blistered and the basil fresh ${uniqueSuffix()}`;
    const first = await writeReview(await newPlace(), nextClientAddress(), text);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(REVIEW_RECEIVED_MESSAGE);
    const copied = await writeReview(
      await newPlace(),
      nextClientAddress(),
      `  ${text.toUpperCase().replace(/ /g, '   ')} `,
    );
    expect(copied.statusCode).toBe(202);
    expect(await queueEntry(copied.json().review.id)).toMatchObject({
      heldSignals: ['repeated-text'],
    });

    expect(
      (await writeReview(await newPlace(), nextClientAddress(), 'Great pizza!')).statusCode,
    ).toBe(201);
    expect(
      (await writeReview(await newPlace(), nextClientAddress(), 'Great pizza!')).statusCode,
    ).toBe(201);
  });

  it('holds a burst from one client, counting reviews written at the same moment', async () => {
    const client = nextClientAddress();
    // Four at once, and one more later: the route's rate limit (five a minute) lets all through.
    const places = await Promise.all([1, 2, 3, 4].map(() => newPlace()));
    const answers = await Promise.all(
      places.map((placeId, i) => writeReview(placeId, client, `Slice number ${i} was good`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // Two in ten minutes are published; every one after them is held, however they raced.
    expect(statuses).toEqual([201, 201, 202, 202]);
    for (const answer of answers.filter((a) => a.statusCode === 202)) {
      expect(await queueEntry(answer.json().review.id)).toMatchObject({ heldSignals: ['burst'] });
    }
    clock.advanceMinutes(11);
    expect((await writeReview(await newPlace(), client, 'Back a while later')).statusCode).toBe(
      201,
    );
  });

  it("holds a new place's first review from the client that submitted it", async () => {
    const submitter = nextClientAddress();
    const submit = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/restaurants',
        remoteAddress: submitter,
        payload: { name: `Own Pizza ${uniqueSuffix()}`, address: '1 Main St, Austin, TX 78701' },
      });
      expect(response.statusCode).toBe(201);
      const submissionId: string = response.json().restaurant.id;
      const placeId = await newPlace(0);
      await db.sql`
        update restaurants set approved = true, catalog_id = ${placeId} where id = ${submissionId}`;
      return { submissionId, placeId };
    };
    const own = await submit();
    const held = await writeReview(own.submissionId, submitter, 'Best in town', '');
    expect(held.statusCode).toBe(202);
    expect(held.json()).toMatchObject({ restaurant: { rating: null, reviewCount: 0 } });
    expect(await queueEntry(held.json().review.id)).toMatchObject({ heldSignals: ['own-place'] });

    // Another visitor's review came first: the submitter's is not the first one.
    const other = await submit();
    expect(
      (await writeReview(other.submissionId, nextClientAddress(), 'Nice slice', '')).statusCode,
    ).toBe(201);
    expect((await writeReview(other.submissionId, submitter, 'Good slice', '')).statusCode).toBe(
      201,
    );
  });
});

describe('reports', () => {
  async function publishedReview(): Promise<{ placeId: string; reviewId: string }> {
    const placeId = await newPlace();
    const response = await writeReview(placeId, nextClientAddress(), `Fine ${uniqueSuffix()}`);
    expect(response.statusCode).toBe(201);
    return { placeId, reviewId: response.json().review.id };
  }

  it('takes a reason from the list and an optional note; refuses anything else with a 4xx', async () => {
    const { reviewId } = await publishedReview();
    for (const payload of [
      {},
      { reason: 'boring' },
      { reason: 'other', note: 'x'.repeat(501) },
      { reason: 'other', note: 'bad\u0000byte' },
      { reason: ['spam'] },
    ]) {
      const response = await report(reviewId, nextClientAddress(), payload);
      expect([JSON.stringify(payload), response.statusCode]).toEqual([
        JSON.stringify(payload),
        400,
      ]);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    for (const id of [SOME_ID, 'not-a-uuid']) {
      const response = await report(id, nextClientAddress(), { reason: 'spam' });
      expect(response.statusCode).toBe(404);
    }
  });

  it('takes one report per client and review, however many are sent at once', async () => {
    const { placeId, reviewId } = await publishedReview();
    const client = nextClientAddress();
    const answers = await Promise.all(
      [1, 2, 3].map(() => report(reviewId, client, { reason: 'spam' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('ALREADY_REPORTED');
    expect(
      (await report(reviewId, nextClientAddress(), { reason: 'other', note: 'Owner’s cousin' }))
        .statusCode,
    ).toBe(201);
    // Shown until staff decide, and in their queue with the reasons and notes.
    expect(await publicReviewIds(placeId)).toContain(reviewId);
    expect(await queueEntry(reviewId)).toMatchObject({
      state: 'published',
      openReports: {
        count: 2,
        reasons: [
          { reason: 'other', count: 1 },
          { reason: 'spam', count: 1 },
        ],
        notes: ['Owner’s cousin'],
      },
    });
  });

  it('limits reports per client, counting those sent at the same moment', async () => {
    const reviews = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => publishedReview()));
    const client = nextClientAddress();
    const answers = await Promise.all(
      reviews.map(({ reviewId }) => report(reviewId, client, { reason: 'offensive' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(answers.find((a) => a.statusCode === 429)!.json().error.code).toBe('RATE_LIMITED');
  });

  it('answers a bot that filled the honeypot as if stored, and stores nothing', async () => {
    const { reviewId } = await publishedReview();
    const response = await report(reviewId, nextClientAddress(), {
      reason: 'spam',
      [HONEYPOT_FIELD]: 'https://bot.example',
    });
    expect(response.statusCode).toBe(201);
    const [{ count }] = await db.sql<{ count: string }[]>`
      select count(*) from review_reports where review_id = ${reviewId}`;
    expect(Number(count)).toBe(0);
  });

  it('cannot report a held review: it is not shown', async () => {
    const placeId = await newPlace();
    const held = await writeReview(placeId, nextClientAddress(), 'See http://spam.example');
    expect(held.statusCode).toBe(202);
    const response = await report(held.json().review.id, nextClientAddress(), { reason: 'spam' });
    expect(response.statusCode).toBe(404);
  });
});

describe('staff decisions', () => {
  async function auditOf(reviewId: string) {
    return db.sql<{ action: string; before: unknown; after: { state: string; reason: string } }[]>`
      select action, before, after from staff_actions
      where target = ${`review:${reviewId}`} order by seq`;
  }

  it('approves a held review with a reason: published, counted, and in the audit log', async () => {
    const placeId = await newPlace();
    const held = await writeReview(placeId, nextClientAddress(), 'Menu at pizza-menu.info');
    const reviewId: string = held.json().review.id;
    const missing = await staffSend(`/api/staff/reviews/${reviewId}/approve`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_ERROR');
    const blank = await staffSend(`/api/staff/reviews/${reviewId}/approve`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);

    const approved = await staffSend(`/api/staff/reviews/${reviewId}/approve`, {
      reason: 'The link is the place’s own menu.',
    });
    expect(approved.statusCode).toBe(200);
    expect(await publicReviewIds(placeId)).toContain(reviewId);
    expect(await reviewCount(placeId)).toBe(11);
    expect(await queueEntry(reviewId)).toBeUndefined();
    expect(await auditOf(reviewId)).toEqual([
      {
        action: 'review.approve',
        before: { state: 'held', heldSignals: ['link'], openReports: 0 },
        after: { state: 'published', reason: 'The link is the place’s own menu.' },
      },
    ]);
  });

  it('hides a reported review and restores it, settling its reports, each with its reason', async () => {
    const placeId = await newPlace();
    const written = await writeReview(placeId, nextClientAddress(), `Rude words ${uniqueSuffix()}`);
    const reviewId: string = written.json().review.id;
    expect((await report(reviewId, nextClientAddress(), { reason: 'offensive' })).statusCode).toBe(
      201,
    );

    expect(
      (await staffSend(`/api/staff/reviews/${reviewId}/hide`, { reason: 'Insults staff.' }))
        .statusCode,
    ).toBe(200);
    expect(await publicReviewIds(placeId)).not.toContain(reviewId);
    expect(await reviewCount(placeId)).toBe(10);
    expect(await queueEntry(reviewId)).toBeUndefined();

    expect(
      (await staffSend(`/api/staff/reviews/${reviewId}/restore`, { reason: 'Reread: fair.' }))
        .statusCode,
    ).toBe(200);
    expect(await publicReviewIds(placeId)).toContain(reviewId);
    expect(await reviewCount(placeId)).toBe(11);
    expect(await auditOf(reviewId)).toEqual([
      {
        action: 'review.hide',
        before: { state: 'published', heldSignals: [], openReports: 1 },
        after: { state: 'hidden', reason: 'Insults staff.' },
      },
      {
        action: 'review.restore',
        before: { state: 'hidden', heldSignals: [], openReports: 0 },
        after: { state: 'published', reason: 'Reread: fair.' },
      },
    ]);
    expect(
      (await staffSend(`/api/staff/reviews/${SOME_ID}/approve`, { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('refuses decisions without the CSRF token or from a visitor', async () => {
    const placeId = await newPlace();
    const held = await writeReview(placeId, nextClientAddress(), 'www.spam.example');
    const url = `/api/staff/reviews/${held.json().review.id}/approve`;
    const noToken = await app.inject({
      method: 'POST',
      url,
      payload: { reason: 'ok' },
      headers: { cookie: staff.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    const visitor = await app.inject({ method: 'POST', url, payload: { reason: 'ok' } });
    expect(visitor.statusCode).toBe(401);
    expect(await publicReviewIds(placeId)).toEqual([]);
  });
});

// Decision 0087: one visitor, one voice in a place's rating for 30 days.
describe('a second review of a place from the same client', () => {
  it('is held within 30 days with a message saying why, and counted once staff approve it', async () => {
    const placeId = await newPlace();
    const client = nextClientAddress();
    const first = await writeReview(placeId, client, 'Great crust, great sauce.');
    expect(first.statusCode).toBe(201);
    expect(await reviewCount(placeId)).toBe(11);
    clock.advanceMinutes(5);
    const again = await writeReview(placeId, client, 'Came back: still great.');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({
      state: 'held',
      message: REVIEW_AGAIN_HELD_MESSAGE,
      restaurant: { reviewCount: 11 },
    });
    expect(REVIEW_AGAIN_HELD_MESSAGE).toBe(
      'You already reviewed this place in the last 30 days. Thanks — your new review will appear after a quick check.',
    );
    expect(await reviewCount(placeId)).toBe(11);
    expect(await publicReviewIds(placeId)).toEqual([first.json().review.id]);
    expect(await queueEntry(again.json().review.id)).toMatchObject({
      state: 'held',
      heldSignals: ['second-review'],
    });
    // The same text again stays refused, not held.
    expect((await writeReview(placeId, client, 'Great crust, great sauce.')).statusCode).toBe(409);
    // Staff approve it: then it counts.
    const approved = await staffSend(`/api/staff/reviews/${again.json().review.id}/approve`, {
      reason: 'A second visit, honestly told.',
    });
    expect(approved.statusCode).toBe(200);
    expect(await reviewCount(placeId)).toBe(12);
    clock.advanceMinutes(11);
    // Another client at this place, and this client at another place, are published.
    expect((await writeReview(placeId, nextClientAddress(), 'My first visit.')).statusCode).toBe(
      201,
    );
    expect((await writeReview(await newPlace(), client, 'Another place.')).statusCode).toBe(201);
  });

  it('is published as any other once 30 days have passed since the last one', async () => {
    const placeId = await newPlace();
    const client = nextClientAddress();
    expect((await writeReview(placeId, client, 'First visit, good slice.')).statusCode).toBe(201);
    clock.advanceMinutes(29 * 24 * 60);
    expect((await writeReview(placeId, client, 'A month on: same.')).statusCode).toBe(202);
    // Thirty days after the held one, too: every review in the window counts, held or not.
    clock.advanceMinutes(30 * 24 * 60);
    const returning = await writeReview(placeId, client, 'Two months on: even better.');
    expect(returning.statusCode).toBe(201);
    expect(returning.json().message).toBe(REVIEW_RECEIVED_MESSAGE);
    expect(await reviewCount(placeId)).toBe(12);
  });

  it('counts once when several are sent at the same moment', async () => {
    const placeId = await newPlace();
    const client = nextClientAddress();
    clock.advanceMinutes(60);
    const answers = await Promise.all(
      [1, 2, 3].map((i) => writeReview(placeId, client, `At once, text number ${i}.`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 202, 202]);
    expect(await reviewCount(placeId)).toBe(11);
  });

  it('counts once when sent at the same moment to two app servers', async () => {
    const otherSql = createSql(db.url, { max: 2 });
    const other = await buildServer({
      env: testEnv({ TRUST_PROXY: 'true' }),
      sql: otherSql,
      logger: false,
      clock,
      writeLimit: { max: 5, timeWindow: 60_000 },
    });
    try {
      await other.ready();
      const placeId = await newPlace();
      const client = nextClientAddress();
      clock.advanceMinutes(60);
      const send = (server: FastifyInstance, reviewText: string) =>
        server.inject({
          method: 'POST',
          url: `/api/restaurants/catalog/${placeId}/reviews`,
          remoteAddress: client,
          payload: { rating: 5, reviewText, reviewerName: 'Sam' },
        });
      const answers = await Promise.all([
        send(app, 'Through the first server.'),
        send(other, 'Through the second server.'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 202]);
      expect(await reviewCount(placeId)).toBe(11);
    } finally {
      await other.close();
      await otherSql.end({ timeout: 5 });
    }
  });
});

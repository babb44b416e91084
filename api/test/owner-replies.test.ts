// An owner answers the reviews of their place (decision 0090): one public reply per
// published review, written, edited and deleted by the place's owner only, shown in the
// place's reviews answer at once, recorded in the audit log, and removable by staff.
import {
  OWNER_REPLY_MESSAGES,
  type OwnerReviewList,
  type ReviewsResponse,
  type SavedOwnerReply,
} from '@pizza-atlas/contracts';
import type { InjectOptions } from 'fastify';
import { listPlaceReviews } from '../src/reviews/list-place-reviews';
import { createTestAccount, SAME_ORIGIN, signIn, type SignedInClient } from './accounts-kit';
import { testClock } from './test-clock';
import { serverForFile } from './test-server';
import { uniqueSuffix } from './visitor-writes-app';

const clock = testClock('2026-11-30T18:00:00Z');
/** Writes per account in the limit's window: more than any one test sends but the last. */
const REPLY_LIMIT = 40;
const file = serverForFile({
  clock,
  env: { TRUST_PROXY: 'true' },
  replyLimit: { max: REPLY_LIMIT, timeWindow: '10 minutes' },
  // Every test signs in a few accounts from one address.
  accountLimit: { max: 1000, timeWindow: '10 minutes' },
});
const SOME_ID = '00000000-0000-4000-8000-000000000000';

type ReviewState = 'published' | 'held' | 'hidden';

async function newPlace(): Promise<string> {
  const [place] = await file.db.sql<{ id: string }[]>`
    insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                     rating, review_count, attribution)
    values ('csv', ${`reply-${uniqueSuffix()}`}, ${`Reply Pizza ${uniqueSuffix()}`}, 'Austin',
            'TX', 30.27, -97.74, 4, 0, 'Test')
    returning id`;
  return place!.id;
}

let minutes = 0;
/** A review of `placeId`, each a minute after the one before (so "newest first" is known). */
async function newReview(placeId: string, state: ReviewState = 'published'): Promise<string> {
  minutes += 1;
  const at = new Date(Date.parse('2026-11-01T12:00:00Z') + minutes * 60_000);
  const [review] = await file.db.sql<{ id: string }[]>`
    insert into catalog_reviews (restaurant_id, author_name, rating, text, created_at,
                                 by_visitor, held_at, hidden_at)
    values (${placeId}, 'Nat', 4, ${`Crisp crust number ${minutes}.`}, ${at}, true,
            ${state === 'held' ? at : null}, ${state === 'hidden' ? at : null})
    returning id`;
  return review!.id;
}

/** A signed-in advertiser whose claim on `placeId` is approved (or, with 'refused', not). */
async function owner(
  placeId: string,
  status: 'approved' | 'refused' = 'approved',
): Promise<SignedInClient & { id: string; email: string }> {
  const made = await createTestAccount(file.db.sql, { role: 'advertiser' });
  await file.db.sql`
    insert into listing_claims (account_id, restaurant_id, status, created_at, decided_at)
    values (${made.account.id}, ${placeId}, ${status}, ${clock.now()}, ${clock.now()})`;
  return { ...(await signIn(file.app, made.email)), id: made.account.id, email: made.email };
}

function send(
  method: InjectOptions['method'],
  url: string,
  who: SignedInClient | null,
  payload?: unknown,
) {
  return file.app.inject({
    method,
    url,
    headers: who ? (method === 'GET' ? { cookie: who.cookie } : who.writeHeaders) : SAME_ORIGIN,
    ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
  });
}

const reply = (reviewId: string, who: SignedInClient | null, text: unknown) =>
  send('PUT', `/api/account/reviews/${reviewId}/reply`, who, { text });

async function publicReviews(placeId: string) {
  const response = await send('GET', `/api/restaurants/catalog/${placeId}/reviews`, null);
  expect(response.statusCode).toBe(200);
  return response.json<ReviewsResponse>().reviews;
}

async function replyRows(reviewId: string) {
  return file.db.sql<{ text: string; accountId: string }[]>`
    select text, account_id as "accountId" from review_replies where review_id = ${reviewId}`;
}

describe('who may reply', () => {
  let placeId: string;
  let reviewId: string;
  beforeAll(async () => {
    placeId = await newPlace();
    reviewId = await newReview(placeId);
  });

  it('refuses a visitor who is not signed in, and a write without the CSRF token', async () => {
    const signedOut = await reply(reviewId, null, 'Thanks for coming!');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('NOT_SIGNED_IN');
    const me = await owner(placeId);
    const noToken = await file.app.inject({
      method: 'PUT',
      url: `/api/account/reviews/${reviewId}/reply`,
      headers: { cookie: me.cookie, ...SAME_ORIGIN },
      payload: { text: 'Thanks for coming!' },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.code).toBe('CSRF_FAILED');
    expect(await replyRows(reviewId)).toEqual([]);
  });

  it("refuses another advertiser (another place's owner, or one whose claim was refused)", async () => {
    const elsewhere = await owner(await newPlace());
    const refused = await owner(placeId, 'refused');
    for (const who of [elsewhere, refused]) {
      const response = await reply(reviewId, who, 'Thanks for coming!');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'NOT_YOUR_PLACE',
        message: OWNER_REPLY_MESSAGES.notYourPlace,
      });
      const list = await send('GET', `/api/account/places/${placeId}/reviews`, who);
      expect(list.statusCode).toBe(403);
    }
    expect(await replyRows(reviewId)).toEqual([]);
  });

  it('refuses staff: a reply is the owner’s', async () => {
    const staff = await signIn(
      file.app,
      (await createTestAccount(file.db.sql, { role: 'staff' })).email,
    );
    expect((await reply(reviewId, staff, 'Thanks for coming!')).statusCode).toBe(403);
  });

  it('refuses the owner once staff revoke the claim, and for their earlier reply too', async () => {
    const place = await newPlace();
    const review = await newReview(place);
    const me = await owner(place);
    expect((await reply(review, me, 'Thanks for coming!')).statusCode).toBe(200);
    const staff = await signIn(
      file.app,
      (await createTestAccount(file.db.sql, { role: 'staff' })).email,
    );
    const [claim] = await file.db.sql<{ id: string }[]>`
      select id from listing_claims where account_id = ${me.id}`;
    const revoked = await send('POST', `/api/staff/claims/${claim!.id}/revoke`, staff, {
      reason: 'The business was sold.',
    });
    expect(revoked.statusCode).toBe(200);
    const again = await reply(review, me, 'Still us!');
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('NOT_YOUR_PLACE');
    expect((await send('DELETE', `/api/account/reviews/${review}/reply`, me)).statusCode).toBe(403);
    expect((await replyRows(review)).map((row) => row.text)).toEqual(['Thanks for coming!']);
  });
});

describe('what a reply may be', () => {
  let placeId: string;
  let me: SignedInClient;
  beforeAll(async () => {
    placeId = await newPlace();
    me = await owner(placeId);
  });

  it.each([
    ['empty', '', OWNER_REPLY_MESSAGES.required],
    ['only whitespace', ' \n\t  ', OWNER_REPLY_MESSAGES.required],
    ['one character once trimmed', '  k  ', OWNER_REPLY_MESSAGES.tooShort],
    ['1,001 characters', 'a'.repeat(1001), OWNER_REPLY_MESSAGES.tooLong],
    ['1,001 emoji', '🍕'.repeat(1001), OWNER_REPLY_MESSAGES.tooLong],
    ['not a text', 42, OWNER_REPLY_MESSAGES.required],
    ['a NUL character', 'Thanks\u0000', 'Contains characters that are not allowed'],
  ])('refuses a reply that is %s, naming the limit next to the field', async (_, text, message) => {
    const reviewId = await newReview(placeId);
    const response = await reply(reviewId, me, text);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ text: [message] });
    expect(await replyRows(reviewId)).toEqual([]);
  });

  it('names the limit in its messages', () => {
    expect(OWNER_REPLY_MESSAGES.required).toContain('2 to 1,000 characters');
    expect(OWNER_REPLY_MESSAGES.tooLong).toContain('1,000 characters');
  });

  it('keeps a reply trimmed, up to 1,000 characters as people count them', async () => {
    const reviewId = await newReview(placeId);
    const pizzas = '🍕'.repeat(1000);
    const response = await reply(reviewId, me, `  ${pizzas}\n `);
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedOwnerReply>().reply.text).toBe(pizzas);
    expect((await replyRows(reviewId))[0]!.text).toBe(pizzas);
    const lines = await reply(reviewId, me, '  Thank you!\n\nSee you soon.  ');
    expect(lines.json<SavedOwnerReply>().reply.text).toBe('Thank you!\n\nSee you soon.');
  });

  it('refuses a held or hidden review of their place with a 409 that says why', async () => {
    for (const state of ['held', 'hidden'] as const) {
      const reviewId = await newReview(placeId, state);
      const response = await reply(reviewId, me, 'Thanks for coming!');
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'REVIEW_NOT_PUBLISHED',
        message: OWNER_REPLY_MESSAGES.notPublished,
      });
      expect(await replyRows(reviewId)).toEqual([]);
    }
  });

  it("refuses a review of another place, whatever that review's state", async () => {
    const other = await newPlace();
    for (const state of ['published', 'held'] as const) {
      const response = await reply(await newReview(other, state), me, 'Thanks for coming!');
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('NOT_YOUR_PLACE');
    }
  });

  it('answers an unknown or malformed review id with 404', async () => {
    for (const id of [SOME_ID, 'not-a-uuid']) {
      const response = await reply(id, me, 'Thanks for coming!');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('a reply written, edited and deleted', () => {
  it('shows in the public reviews answer right after each change (the kept answer is dropped)', async () => {
    const placeId = await newPlace();
    const reviewId = await newReview(placeId);
    const me = await owner(placeId);
    // Asked twice: the second is the kept answer, which the save must drop.
    await publicReviews(placeId);
    expect((await publicReviews(placeId))[0]!.owner_reply).toBeUndefined();

    const saved = await reply(reviewId, me, 'Thank you, Nat!');
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SavedOwnerReply>()).toEqual({
      reviewId,
      reply: {
        text: 'Thank you, Nat!',
        createdAt: '2026-11-30T18:00:00.000Z',
        updatedAt: '2026-11-30T18:00:00.000Z',
      },
      message: OWNER_REPLY_MESSAGES.saved,
    });
    expect((await publicReviews(placeId))[0]!.owner_reply).toEqual({
      text: 'Thank you, Nat!',
      time_created: '2026-11-30T18:00:00.000Z',
      time_updated: '2026-11-30T18:00:00.000Z',
    });

    clock.advanceMinutes(20);
    expect((await reply(reviewId, me, 'Thank you, Nat! Come again.')).statusCode).toBe(200);
    expect((await publicReviews(placeId))[0]!.owner_reply).toEqual({
      text: 'Thank you, Nat! Come again.',
      time_created: '2026-11-30T18:00:00.000Z',
      time_updated: '2026-11-30T18:20:00.000Z',
    });
    // The stored-list answer (a visitor-submitted place's reviews) carries it too.
    const stored = await listPlaceReviews(file.db.sql, placeId, { limit: 5, offset: 0 });
    expect(stored!.reviews[0]!.ownerReply).toEqual({
      text: 'Thank you, Nat! Come again.',
      createdAt: '2026-11-30T18:00:00.000Z',
      updatedAt: '2026-11-30T18:20:00.000Z',
    });

    const deleted = await send('DELETE', `/api/account/reviews/${reviewId}/reply`, me);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(OWNER_REPLY_MESSAGES.deleted);
    expect((await publicReviews(placeId))[0]!.owner_reply).toBeUndefined();
    const again = await send('DELETE', `/api/account/reviews/${reviewId}/reply`, me);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('NO_REPLY');
    clock.set('2026-11-30T18:00:00Z');
  });

  it('leaves one reply when saves of one review arrive at the same moment', async () => {
    const placeId = await newPlace();
    const reviewId = await newReview(placeId);
    const me = await owner(placeId);
    const texts = Array.from({ length: 10 }, (_, n) => `Thanks, reply number ${n}.`);
    const answers = await Promise.all(texts.map((text) => reply(reviewId, me, text)));
    expect(answers.map((response) => response.statusCode)).toEqual(texts.map(() => 200));
    const rows = await replyRows(reviewId);
    expect(rows).toHaveLength(1);
    expect(texts).toContain(rows[0]!.text);
    // Each save saw the one before it: one creation, nine edits in the audit log.
    const actions = await file.db.sql<{ action: string }[]>`
      select action from staff_actions where target = ${`review:${reviewId}`}`;
    expect(actions.map((row) => row.action).sort()).toEqual([
      'owner-reply.create',
      ...Array<string>(9).fill('owner-reply.edit'),
    ]);
  });

  it('is recorded in the audit log staff read, under the owner’s email', async () => {
    const placeId = await newPlace();
    const reviewId = await newReview(placeId);
    const me = await owner(placeId);
    await reply(reviewId, me, 'Thank you!');
    await reply(reviewId, me, 'Thank you, truly!');
    await send('DELETE', `/api/account/reviews/${reviewId}/reply`, me);
    const staff = await signIn(
      file.app,
      (await createTestAccount(file.db.sql, { role: 'staff' })).email,
    );
    const audit = await send('GET', '/api/staff/audit?limit=500', staff);
    const mine = audit
      .json<{ entries: { staff: { email: string }; action: string; target: string }[] }>()
      .entries.filter((entry) => entry.target === `review:${reviewId}`);
    expect(mine.map((entry) => [entry.staff.email, entry.action])).toEqual([
      [me.email, 'owner-reply.delete'],
      [me.email, 'owner-reply.edit'],
      [me.email, 'owner-reply.create'],
    ]);
  });
});

describe("the owner's list of reviews", () => {
  it('pages the published reviews of their place, newest first, with replies', async () => {
    const placeId = await newPlace();
    const older = await newReview(placeId);
    await newReview(placeId, 'held');
    await newReview(placeId, 'hidden');
    const newer = await newReview(placeId);
    await newReview(await newPlace());
    const me = await owner(placeId);
    await reply(older, me, 'Thanks!');

    const first = await send('GET', `/api/account/places/${placeId}/reviews?limit=1`, me);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page = first.json<OwnerReviewList>();
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(page.reviews.map((review) => [review.id, review.reply])).toEqual([[newer, null]]);
    const second = await send('GET', `/api/account/places/${placeId}/reviews?limit=1&offset=1`, me);
    expect(second.json<OwnerReviewList>().reviews.map((review) => review.id)).toEqual([older]);
    expect(second.json<OwnerReviewList>().reviews[0]!.reply!.text).toBe('Thanks!');
  });

  it('answers signed out 401, a malformed place 404', async () => {
    expect((await send('GET', `/api/account/places/${SOME_ID}/reviews`, null)).statusCode).toBe(
      401,
    );
    const me = await owner(await newPlace());
    expect((await send('GET', '/api/account/places/nope/reviews', me)).statusCode).toBe(404);
  });
});

describe('staff and an abusive reply', () => {
  it('staff remove it with a reason: gone from the public answer, kept in the audit log', async () => {
    const placeId = await newPlace();
    const reviewId = await newReview(placeId);
    const me = await owner(placeId);
    await reply(reviewId, me, 'You are an idiot.');
    expect((await publicReviews(placeId))[0]!.owner_reply!.text).toBe('You are an idiot.');
    const staff = await signIn(
      file.app,
      (await createTestAccount(file.db.sql, { role: 'staff' })).email,
    );
    const listed = await send('GET', '/api/staff/reviews?status=visible&q=Reply%20Pizza', staff);
    expect(
      listed
        .json<{ reviews: { id: string; ownerReply?: { text: string } | null }[] }>()
        .reviews.find((review) => review.id === reviewId)!.ownerReply!.text,
    ).toBe('You are an idiot.');

    // An advertiser cannot use the staff route.
    const asOwner = await send('POST', `/api/staff/reviews/${reviewId}/remove-reply`, me, {
      reason: 'Mine.',
    });
    expect(asOwner.statusCode).toBe(403);
    const removed = await send('POST', `/api/staff/reviews/${reviewId}/remove-reply`, staff, {
      reason: 'Insults a reviewer.',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(OWNER_REPLY_MESSAGES.removedByStaff);
    expect((await publicReviews(placeId))[0]!.owner_reply).toBeUndefined();
    const [entry] = await file.db.sql<{ before: { reply: string }; after: { reason: string } }[]>`
      select before, after from staff_actions
      where target = ${`review:${reviewId}`} and action = 'review.remove-reply'`;
    expect(entry).toMatchObject({
      before: { reply: 'You are an idiot.', ownerAccountId: me.id },
      after: { reason: 'Insults a reviewer.' },
    });
    const again = await send('POST', `/api/staff/reviews/${reviewId}/remove-reply`, staff, {
      reason: 'Twice.',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('NO_REPLY');
  });
});

describe('the limit per account', () => {
  it('turns away an account past its writes, while another account from the same address goes on', async () => {
    const placeId = await newPlace();
    const reviewId = await newReview(placeId);
    const busy = await owner(placeId);
    for (let n = 0; n < REPLY_LIMIT; n += 1) {
      expect((await reply(reviewId, busy, `Thanks, take ${n}.`)).statusCode).toBe(200);
    }
    const over = await reply(reviewId, busy, 'One more.');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    const otherPlace = await newPlace();
    const calm = await owner(otherPlace);
    expect((await reply(await newReview(otherPlace), calm, 'Thank you!')).statusCode).toBe(200);
  });
});

import { createTestAccount, signIn } from './accounts-kit';
import { testClock } from './test-clock';
import { serverForFile } from './test-server';

// An owner's saves of their listing are limited per client (decision 0089); previews too.

const server = serverForFile({
  clock: testClock('2026-11-25T17:00:00Z'),
  ownerListingLimit: { max: 2, timeWindow: 60_000 },
});

it('turns away a third save within the minute with a JSON 429 and Retry-After', async () => {
  const { sql } = server.db;
  const [place] = await sql<{ id: string }[]>`
    insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                     address1, attribution)
    values ('csv', 'limit-1', 'Limited Pizza', 'Austin', 'TX', 30.27, -97.74, '1 Main St', 'Test')
    returning id`;
  const owner = await createTestAccount(sql, { role: 'advertiser' });
  await sql`
    insert into listing_claims (account_id, restaurant_id, status, created_at, decided_at)
    values (${owner.account.id}, ${place!.id}, 'approved', now(), now())`;
  const client = await signIn(server.app, owner.email);
  const save = (description: string) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/account/listings/${place!.id}`,
      headers: client.writeHeaders,
      payload: { description },
    });
  expect((await save('One')).statusCode).toBe(200);
  expect((await save('Two')).statusCode).toBe(200);
  const third = await save('Three');
  expect(third.statusCode).toBe(429);
  expect(third.headers['retry-after']).toBeDefined();
  expect(third.json().error.code).toBe('RATE_LIMITED');
  const [kept] = await sql<{ description: string }[]>`
    select description from owner_listings where place_id = ${place!.id}`;
  expect(kept!.description).toBe('Two');
});

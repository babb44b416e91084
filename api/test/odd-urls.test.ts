import type { FastifyInstance } from 'fastify';
import { HONEYPOT_FIELD } from '@pizza-atlas/contracts';
import { createTestDatabase, type TestDatabase } from './test-database';
import { buildVisitorWritesApp, nextClientAddress } from './visitor-writes-app';

// Issue 13's probes: addresses the URL check took and the database refused (a 500), and an
// OpenAPI document that told bots what the honeypot is.
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildVisitorWritesApp(db.sql);
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

it.each(['http:example.com', 'https:/example.com', 'https:\\\\example.com'])(
  'answers a website or image URL of %s with a 400 the form can show, never a 500',
  async (url) => {
    for (const field of ['website', 'imageUrl']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/restaurants',
        remoteAddress: nextClientAddress(),
        payload: { name: 'Odd URL Pizza', address: '1 Main St, Austin, TX', [field]: url },
      });
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(response.json().error.fields[field]).toEqual([
        'Please enter a full web address starting with http:// or https://',
      ]);
    }
  },
);

it('does not tell bots in the OpenAPI document that there is a honeypot, or which field it is', async () => {
  for (const url of ['/api/openapi.json', '/api/docs/json']) {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    const document = JSON.stringify(response.json());
    expect(document).not.toContain(HONEYPOT_FIELD);
    expect(document.toLowerCase()).not.toMatch(
      /honeypot|bot trap|always sent empty|people never see/,
    );
    // The writes themselves are still described, with their real fields.
    const paths = response.json().paths;
    const contact = paths['/api/contact'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(contact.properties)).toEqual(expect.arrayContaining(['name', 'email']));
    expect(Object.keys(paths).some((path) => path.startsWith('/api/staff/'))).toBe(false);
  }
  // The writes still take the field: visitor-writes.test.ts, "answers every write as if
  // accepted and stores nothing when the hidden field is filled".
});

it('keeps the catalog to the same rule in the database: full web addresses, images also as our own paths', async () => {
  const insert = (column: 'website' | 'url' | 'image_url', value: string) =>
    db.sql`
      insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude, attribution, ${db.sql(column)})
      values ('csv', ${`odd-${column}-${value}`}, 'Odd Address Pizza', 'Austin', 'TX', 30.27, -97.74, 'Test', ${value})`;
  for (const column of ['website', 'url', 'image_url'] as const) {
    for (const odd of [
      'http:example.com',
      'https:/example.com',
      'javascript:alert(1)',
      'example.com',
    ])
      await expect(insert(column, odd)).rejects.toMatchObject({ code: '23514' });
    await expect(insert(column, 'https://example.com/')).resolves.toBeDefined();
  }
  await expect(insert('image_url', '/sample-photos/margherita.webp')).resolves.toBeDefined();
  await expect(insert('image_url', '//evil.example/x.png')).rejects.toMatchObject({
    code: '23514',
  });
});

import { startReleaseTestSite, type ReleaseTestSite } from './release-test-site';

// Found by the naughty-input test (issue 13): an activation checked its release on a second
// connection while its transaction held the remote's lock, so as many parallel activations
// as the pool has connections (5 here) waited on each other for ever, and no request of the
// site that needed the database was answered again.

let site: ReleaseTestSite;

beforeAll(async () => {
  site = await startReleaseTestSite();
  expect((await site.publish('guides', '1.0.0')).statusCode).toBe(201);
  expect((await site.publish('guides', '1.1.0')).statusCode).toBe(201);
});

afterAll(() => site.close());

it('answers every one of many parallel activations of one remote', async () => {
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      site.post('guides', 'activate', { version: index % 2 === 0 ? '1.0.0' : '1.1.0' }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(new Array(12).fill(200));
  const [remote] = await site.db.sql<{ active: string }[]>`
    select active_version as active from remotes where name = 'guides'`;
  expect(['1.0.0', '1.1.0']).toContain(remote!.active);
});

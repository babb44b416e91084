import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  startFakeOverpassServer,
  type FakeOverpassServer,
} from '../src/catalog/import/fake-overpass-server';
import { pruneAllReleases } from '../src/jobs/prune-all-releases';
import { refreshAreas, refreshJob, refreshPlaces } from '../src/jobs/refresh-places';
import { storeTestRelease } from './fixtures/release-archive';
import { createTestDatabase, type TestDatabase } from './test-database';

// The fleet's scheduled release pruning and place refresh (decision 0038), each job's
// effect on a real database; the queue that runs them once is tested in fleet-queue.test.ts.

const CHICAGO = JSON.parse(
  readFileSync(path.join(__dirname, 'fixtures', 'overpass-chicago.json'), 'utf8'),
) as { elements: { type: string; id: number; tags?: Record<string, string> }[] };

let db: TestDatabase;
let fake: FakeOverpassServer | undefined;
const logged: string[] = [];
const log = {
  info: (message: string) => logged.push(message),
  warn: (_error: unknown, message: string) => logged.push(`warn: ${message}`),
};

beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await fake?.close();
  await db.drop();
});

describe('refreshAreas', () => {
  it('reads the areas of REFRESH_AREAS and refuses one the import would not know', () => {
    expect(refreshAreas('')).toEqual([]);
    expect(refreshAreas(' Chicago, IL ;TX; ')).toEqual(['Chicago, IL', 'TX']);
    expect(() => refreshAreas('Chicago, IL; Atlantis, ZZ')).toThrow(/Atlantis/);
  });
});

describe('the scheduled place refresh', () => {
  const env = (url: string) => ({
    OVERPASS_URL: url,
    OVERPASS_CONTACT: undefined,
    PUBLIC_URL: 'http://localhost:3000',
  });
  const listed = async () =>
    (
      await db.sql<{ source_id: string }[]>`
        select source_id from catalog_restaurants
        where source = 'osm' and removed_at is null order by source_id`
    ).map((row) => row.source_id);

  it('imports an area, then takes out what the source dropped, keeping the rest', async () => {
    fake = await startFakeOverpassServer({ answers: { '*': CHICAGO } });
    const first = await refreshPlaces(db.sql, env(fake.url), ['Chicago, IL'], log);
    expect(first).toEqual({ refreshed: ['Chicago, IL'], refused: [], failed: [] });
    const before = await listed();
    expect(before.length).toBeGreaterThan(10);

    const [dropped, ...kept] = before;
    fake.setAnswer('*', {
      ...CHICAGO,
      elements: CHICAGO.elements.filter((element) => `${element.type}/${element.id}` !== dropped),
    });
    await refreshPlaces(db.sql, env(fake.url), ['Chicago, IL'], log);
    expect(await listed()).toEqual(kept);
    expect(logged.some((line) => /removed\s+1/.test(line))).toBe(true);
  });

  it('says which area stopped and still refreshes the next', async () => {
    fake!.setAnswer('*', CHICAGO);
    fake!.fail({ failure: { kind: 400 } });
    const result = await refreshPlaces(db.sql, env(fake!.url), ['Chicago, IL', 'IL'], log, {
      sleep: async () => {},
    });
    expect(result).toEqual({ refreshed: ['IL'], refused: [], failed: ['Chicago, IL'] });
    expect(logged).toContain('warn: place refresh of Chicago, IL stopped');
  });

  it('refuses an answer that would empty an area, naming the command that would remove them', async () => {
    fake!.setAnswer('*', CHICAGO);
    await refreshPlaces(db.sql, env(fake!.url), ['Chicago, IL'], log);
    const before = await listed();
    fake!.setAnswer('*', { ...CHICAGO, elements: [] });
    logged.length = 0;
    const result = await refreshPlaces(db.sql, env(fake!.url), ['Chicago, IL'], log);
    expect(result).toEqual({ refreshed: [], refused: ['Chicago, IL'], failed: [] });
    expect(await listed()).toEqual(before);
    expect(logged).toEqual([
      `warn: place refresh of Chicago, IL refused: Overpass no longer lists ${before.length} of ` +
        `its ${before.length} places, more likely an empty or incomplete answer than closures. ` +
        'Nothing was removed, and the next scheduled refresh asks again. If they are really ' +
        'gone, remove them with: npm run import-places -- --overpass "Chicago, IL" --allow-removals',
    ]);
  });
});

describe('the refresh job', () => {
  it('asks again only for the areas an attempt left to do, and a refused area is done', async () => {
    const asked: string[][] = [];
    const outcomes = [
      { refreshed: ['IL'], refused: ['VT'], failed: ['Chicago, IL'] },
      { refreshed: [], refused: [], failed: ['Chicago, IL'] },
      { refreshed: ['Chicago, IL'], refused: [], failed: [] },
      { refreshed: ['Chicago, IL', 'IL', 'VT'], refused: [], failed: [] },
    ];
    const job = refreshJob(['Chicago, IL', 'IL', 'VT'], async (areas) => {
      asked.push([...areas]);
      return outcomes[asked.length - 1]!;
    });
    await expect(job({ id: 'a', retryCount: 0 })).rejects.toThrow(
      'place refresh stopped for Chicago, IL',
    );
    await expect(job({ id: 'a', retryCount: 1 })).rejects.toThrow(/Chicago, IL/);
    await job({ id: 'a', retryCount: 2 });
    // The next scheduled run is a new job: every area again.
    await job({ id: 'b', retryCount: 0 });
    expect(asked).toEqual([
      ['Chicago, IL', 'IL', 'VT'],
      ['Chicago, IL'],
      ['Chicago, IL'],
      ['Chicago, IL', 'IL', 'VT'],
    ]);
  });
});

describe('the scheduled release pruning', () => {
  it('prunes every owner by the publish rules, keeping the active and rollback releases', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    for (const [index, version] of ['1.0.0', '1.1.0', '1.2.0', '1.3.0'].entries()) {
      await storeTestRelease(db.sql, 'guides', version, { now: day(index + 1) });
    }
    await storeTestRelease(db.sql, 'labs', '1.0.0', { now: day(1) });
    const pruned = await pruneAllReleases(db.sql, { keep: 0, graceHours: 1, now: day(20) });
    // Active 1.3.0 and the one before it (1.2.0) stay; labs has nothing to prune.
    expect(pruned).toEqual({ guides: ['1.1.0', '1.0.0'] });
    const left = await db.sql<{ version: string }[]>`
      select version from remote_releases where remote = 'guides' order by version`;
    expect(left.map((row) => row.version)).toEqual(['1.2.0', '1.3.0']);
    expect(await pruneAllReleases(db.sql, { keep: 0, graceHours: 1, now: day(20) })).toEqual({});
  });
});

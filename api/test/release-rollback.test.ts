import { checkReleaseFiles } from '../src/platform/check-release-files';
import { readReleaseArchive } from '../src/platform/read-release-archive';
import { recordRelease } from '../src/platform/record-release';
import { SHELL_SHARED, releaseArchive } from './fixtures/release-archive';
import { startReleaseTestSite, type ReleaseTestSite } from './release-test-site';

let site: ReleaseTestSite;

// guides: 1.0.0, then 1.1.0-rc (stored, never active), then 2.0.0 (active); labs: 1.0.0.
beforeAll(async () => {
  site = await startReleaseTestSite();
  expect((await site.publish('guides', '1.0.0')).statusCode).toBe(201);
  expect(
    (await site.upload('guides', await releaseArchive('guides', '1.1.0-rc'), { activate: false }))
      .statusCode,
  ).toBe(201);
  expect((await site.publish('guides', '2.0.0')).statusCode).toBe(201);
  expect((await site.publish('labs', '1.0.0')).statusCode).toBe(201);
});
afterAll(() => site.close());

describe('rolling back and pruning', () => {
  it('rolls back to the release before the active one, or to a named one', async () => {
    // guides: 1.0.0, 1.1.0-rc (never active), 2.0.0 (active).
    site.hours(1);
    let response = await site.post('guides', 'activate', {});
    expect(response.json()).toEqual({ remote: 'guides', from: '2.0.0', to: '1.1.0-rc' });
    response = await site.post('guides', 'activate', { version: '2.0.0' });
    expect(response.json()).toEqual({ remote: 'guides', from: '1.1.0-rc', to: '2.0.0' });
    response = await site.post('guides', 'activate', { version: '9.9.9' });
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'RELEASE_NOT_FOUND']);
    response = await site.post('guides', 'activate', { version: '../x' });
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    response = await site.post('guides', 'activate', { version: '1.0.0' }, site.tokens.labs);
    expect(response.statusCode).toBe(403);
    const labsBack = await site.post('labs', 'activate', {});
    expect([labsBack.statusCode, labsBack.json().error.message]).toEqual([
      409,
      'labs has no release older than 1.0.0.',
    ]);
  });

  it('checks a rollback target against the active shell release', async () => {
    // A guides release stored under an older shell (React 18), never active since.
    const old = await releaseArchive('guides', '0.9.0', {
      shared: { ...SHELL_SHARED, react: '18.3.1' },
    });
    const files = await readReleaseArchive(old, { maxBytes: 1024 * 1024, maxFiles: 100 });
    const release = checkReleaseFiles('guides', files);
    await recordRelease(
      site.db.sql,
      { remote: 'guides', version: '0.9.0', sourceHash: null, ...release },
      { activate: false, now: new Date('2026-11-01T00:00:00Z') },
    );
    const response = await site.post('guides', 'activate', { version: '0.9.0' });
    expect([response.statusCode, response.json().error.message]).toEqual([
      409,
      "This guides release cannot run with the active shell: react 18.3.1 cannot run with the shell's react 19.3.1. Rebuild it with the shell's versions.",
    ]);
    await site.db.sql`delete from remote_releases where remote = 'guides' and version = '0.9.0'`;
  });

  it('keeps the active, the previous, RELEASES_KEEP more and anything active within the grace period', async () => {
    // RELEASES_KEEP=1. Newest first: 2.0.0 (active), 1.1.0-rc (deactivated an hour ago), 1.0.0.
    let response = await site.post('guides', 'prune');
    expect(response.json()).toEqual({
      remote: 'guides',
      pruned: [],
      kept: ['2.0.0', '1.1.0-rc', '1.0.0'],
    });

    for (const version of ['3.0.0', '4.0.0', '5.0.0']) {
      site.hours(1);
      expect((await site.publish('guides', version)).statusCode).toBe(201);
    }
    // Everything was active within the last 24 hours, or is one of the kept.
    expect((await site.listed('guides')).map((release) => release.version)).toEqual([
      '5.0.0',
      '4.0.0',
      '3.0.0',
      '2.0.0',
      '1.1.0-rc',
      '1.0.0',
    ]);

    site.hours(25);
    response = await site.post('guides', 'prune');
    // 5.0.0 active, 4.0.0 the one before it, 3.0.0 the one more; the rest stopped being
    // active more than 24 hours ago.
    expect(response.json()).toEqual({
      remote: 'guides',
      pruned: ['2.0.0', '1.1.0-rc', '1.0.0'],
      kept: ['5.0.0', '4.0.0', '3.0.0'],
    });
    expect((await site.app.inject('/remotes/guides/1.0.0/remoteEntry.js')).statusCode).toBe(404);
    const [{ count }] = await site.db.sql<{ count: number }[]>`
      select count(*)::int as count from release_files where remote = 'guides' and version = '1.0.0'`;
    expect(count).toBe(0);
  });

  it('never prunes the release active before a rollback while pages may still use it', async () => {
    site.hours(1);
    const back = await site.post('guides', 'activate', {});
    expect(back.json()).toEqual({ remote: 'guides', from: '5.0.0', to: '4.0.0' });
    // 5.0.0 is newer than the active release and was active a moment ago.
    expect((await site.post('guides', 'prune')).json().kept).toEqual(['5.0.0', '4.0.0', '3.0.0']);
  });
});

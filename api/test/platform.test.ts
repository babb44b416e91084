import type { FastifyInstance } from 'fastify';
import type { PlatformManifest } from '@pizza-atlas/contracts';
import { buildServer } from '../src/server';
import { migrate, readMigrations } from '../src/db/migrate';
import { activateRelease } from '../src/platform/activate-release';
import { getManifest } from '../src/platform/get-manifest';
import { listReleases } from '../src/platform/list-releases';
import { parseToggleTarget, setEnabled } from '../src/platform/set-enabled';
import { storeTestRelease } from './fixtures/release-archive';
import { TEST_DEFINITIONS } from './fixtures/release-definitions';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildServer({ env: testEnv(), sql: db.sql, logger: false });
});

afterAll(async () => {
  await app.close();
  await db.drop();
});

describe('health and readiness', () => {
  it('answers health and readiness when the database answers', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('reports 503 on /api/ready when the database is gone', async () => {
    const broken = await createTestDatabase();
    const brokenApp = await buildServer({ env: testEnv(), sql: broken.sql, logger: false });
    await broken.drop();
    const ready = await brokenApp.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not answering.' },
    });
    expect((await brokenApp.inject('/api/health')).statusCode).toBe(200);
    await brokenApp.close();
  });
});

describe('unknown API paths and errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing/here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API endpoint answers POST /api/nothing/here.' },
    });
  });

  it('answers malformed JSON with a JSON 400, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/platform/manifest',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error.code).toEqual(expect.any(String));
  });

  it('publishes an OpenAPI document', async () => {
    const response = await app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/platform/manifest');
  });
});

describe('remote registry', () => {
  it('lists no remote before anything is published, and every lab flag on', async () => {
    const manifest = (await app.inject('/api/platform/manifest')).json();
    expect(manifest.remotes).toEqual([]);
    expect(manifest.features).toEqual({
      'ar-scanner': true,
      'discovery-journey': true,
      'pizza-intelligence': true,
      'pizza-social': true,
      quiz: true,
      'wait-times': true,
    });
  });

  it('activates each published release, rolls back to the previous one, and refuses unknown versions', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 12, minute));
    await storeTestRelease(db.sql, 'guides', '1.0.0', { now: at(0) });
    await storeTestRelease(db.sql, 'guides', '1.1.0', { now: at(1) });
    await storeTestRelease(db.sql, 'labs', '2.0.0', { now: at(2) });

    let manifest: PlatformManifest = (await app.inject('/api/platform/manifest')).json();
    expect(manifest.remotes).toEqual([
      {
        name: 'guides',
        version: '1.1.0',
        entry: '/remotes/guides/1.1.0/mf-manifest.json',
        area: 'state and city guides',
        pages: TEST_DEFINITIONS.guides.pages,
        widgets: [],
      },
      {
        name: 'labs',
        version: '2.0.0',
        entry: '/remotes/labs/2.0.0/mf-manifest.json',
        area: 'Pizza Atlas labs',
        pages: TEST_DEFINITIONS.labs.pages,
        widgets: TEST_DEFINITIONS.labs.widgets,
      },
    ]);

    const check = async () => undefined;
    const activate = (version?: string) =>
      activateRelease(db.sql, 'guides', { version, now: at(5), check });
    await expect(activate()).resolves.toEqual({ from: '1.1.0', to: '1.0.0' });
    manifest = await getManifest(db.sql);
    expect(manifest.remotes.find((remote) => remote.name === 'guides')?.version).toBe('1.0.0');
    expect(manifest.remotes.find((remote) => remote.name === 'labs')?.version).toBe('2.0.0');

    await expect(activate()).rejects.toThrow('guides has no release older than 1.0.0');
    await expect(activate('9.9.9')).rejects.toThrow('guides has no release 9.9.9');
    await expect(activate('1.1.0')).resolves.toEqual({ from: '1.0.0', to: '1.1.0' });
    expect(
      (await listReleases(db.sql, 'guides')).map((r) => [r.version, r.active, r.deactivatedAt]),
    ).toEqual([
      ['1.1.0', true, null],
      ['1.0.0', false, at(5)],
    ]);
  });

  it('refuses a duplicate release and an unsafe version in the database itself', async () => {
    await expect(
      storeTestRelease(db.sql, 'guides', '1.0.0', { files: { 'remoteEntry.js': 'var other;' } }),
    ).rejects.toThrow('guides 1.0.0 is already published');
    await expect(storeTestRelease(db.sql, 'guides', '../../etc')).rejects.toThrow(
      /check constraint/,
    );
    await expect(
      storeTestRelease(db.sql, 'guides', '3.0.0', { files: { '../escape.js': 'x' } }),
    ).rejects.toThrow(/check constraint/);
  });

  it('leaves a disabled remote and a disabled lab out of the manifest until switched back on', async () => {
    await setEnabled(db.sql, parseToggleTarget('labs')!, false);
    await setEnabled(db.sql, parseToggleTarget('labs:wait-times')!, false);
    let manifest = await getManifest(db.sql);
    expect(manifest.remotes.map((remote) => remote.name)).toEqual(['guides']);
    expect(manifest.features['wait-times']).toBe(false);

    await setEnabled(db.sql, parseToggleTarget('labs')!, true);
    await setEnabled(db.sql, parseToggleTarget('lab:wait-times')!, true);
    manifest = await getManifest(db.sql);
    expect(manifest.remotes.map((remote) => remote.name)).toEqual(['guides', 'labs']);
    expect(manifest.features['wait-times']).toBe(true);
  });

  it('reads toggle targets strictly', () => {
    expect(parseToggleTarget('partners')).toEqual({ kind: 'remote', name: 'partners' });
    expect(parseToggleTarget('labs:quiz')).toEqual({ kind: 'lab', key: 'quiz' });
    expect(parseToggleTarget('shell')).toBeNull();
    expect(parseToggleTarget('labs:nope')).toBeNull();
  });
});

describe('migrations', () => {
  it('applies each migration once even when two servers start together', async () => {
    const fresh = await createTestDatabase();
    try {
      // createTestDatabase migrated already; run two more at once: nothing is pending.
      const results = await Promise.all([migrate(fresh.sql), migrate(fresh.sql)]);
      expect(results).toEqual([[], []]);
      const rows = await fresh.sql<
        { version: string }[]
      >`select version from schema_migrations order by version`;
      expect(rows.map((row) => row.version)).toEqual(readMigrations().map((m) => m.version));
    } finally {
      await fresh.drop();
    }
  });

  it('serialises concurrent first runs with the advisory lock', async () => {
    const fresh = await createTestDatabase();
    try {
      // Start from an empty database: every migration is pending for both runners.
      await fresh.sql.unsafe('drop schema public cascade; create schema public');
      const [first, second] = await Promise.all([migrate(fresh.sql), migrate(fresh.sql)]);
      expect([...first, ...second].sort()).toEqual(readMigrations().map((m) => m.version));
      const [{ count }] = await fresh.sql<
        { count: number }[]
      >`select count(*)::int as count from remotes`;
      // The four remotes and the shell (0026), each inserted once.
      expect(count).toBe(5);
    } finally {
      await fresh.drop();
    }
  });
});

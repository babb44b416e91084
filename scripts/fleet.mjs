#!/usr/bin/env node
// `npm run fleet`: the production shape on one machine. One PostgreSQL, one Redis, three
// app servers (each with its own data folder, as separate machines have) and nginx
// balancing over them on one port. Used by hand and, as a module, by the fleet test.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { root } from './pnpm.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

/** Compiles the API into api/dist as `npm run build` does (one function for the e2e site and the fleet). */
export { buildApi as compileApi } from './local-site.mjs';

const apiDir = path.join(root, 'api');

/** A port nobody listens on now (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${child.spawnfile} exited early`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs / 1000} s`);
}

/**
 * The one command an app server runs: what `npm run serve` starts, the compiled API in one
 * process, so a kill -9 reaches the server itself.
 */
export function appServerCommand() {
  return { command: process.execPath, args: [path.join('dist', 'main.js')], cwd: apiDir };
}

/** Resolves once `url` answers 200; rejects when `child` exits first or time runs out. */
export async function waitUntilReady(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server for ${url} exited early`);
    try {
      if ((await globalThis.fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a redis-server of our own, without persistence, in `dir`. */
async function startRedis(dir) {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: 'ignore' },
  );
  await waitForPort(port, child);
  return { url: `redis://127.0.0.1:${port}/0`, child };
}

/** nginx balancing over `upstreams`, its config and logs in `dir`, in the foreground. */
async function startNginx(dir, port, upstreams) {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, upstreams));
  const child = spawn(
    process.env.NGINX ?? '/usr/sbin/nginx',
    ['-p', dir, '-c', conf, '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  await waitForPort(port, child);
  return child;
}

/**
 * Round robin over the servers; a server that refuses or fails a request is skipped for
 * 5 s and the request tried on the next (reads and idempotent requests only, nginx's
 * default). The same shape as deploy/nginx.conf.
 */
export function nginxConfig(dir, port, upstreams) {
  const temp = (name) => path.join(dir, name);
  return `worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('logs/error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 80m;
  upstream app {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}

/** The environment of app server `index` of a fleet. */
function serverEnv(fleet, index, overrides = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(fleet.ports[index]),
    DATABASE_URL: fleet.databaseUrl,
    REDIS_URL: fleet.redisUrl,
    PUBLIC_URL: fleet.url,
    TRUST_PROXY: 'true',
    // Above nginx's upstream keep-alive (60 s), so nginx closes idle connections first.
    KEEP_ALIVE_TIMEOUT_SECONDS: '75',
    DATA_DIR: path.join(fleet.dir, `server-${index + 1}`),
    RELEASES_DIR: path.join(fleet.dir, `server-${index + 1}`, 'releases'),
    LOG_LEVEL: process.env.FLEET_LOG_LEVEL ?? 'warn',
    ...overrides,
  };
}

/** Starts app server `index` of `fleet` (again, after a kill) and waits for its health. */
export async function startServer(fleet, index, overrides = {}) {
  const { command, args, cwd } = appServerCommand();
  const env = serverEnv(fleet, index, overrides);
  mkdirSync(env.RELEASES_DIR, { recursive: true });
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', fleet.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  fleet.children.add(child);
  child.once('exit', () => fleet.children.delete(child));
  fleet.servers[index] = child;
  await waitUntilReady(`http://127.0.0.1:${env.PORT}/api/health`, child);
  return child;
}

/**
 * Starts the fleet. `databaseUrl` (else DATABASE_URL, else an embedded PostgreSQL of its
 * own) names its PostgreSQL; `redisUrl` (else REDIS_URL, else a redis-server of its own). Returns the balancer's `url`, each
 * server's in `serverUrls`, and what `startServer` and `stopFleet` need.
 */
export async function startFleet(options = {}) {
  if (!existsSync(path.join(apiDir, 'dist', 'main.js'))) {
    throw new Error('The servers run the build: run npm run build first (api/dist is missing).');
  }
  const count = options.servers ?? 3;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pizza-atlas-fleet-'));
  const fleet = {
    dir,
    servers: [],
    ports: [],
    children: new Set(),
    quiet: options.quiet ?? false,
  };
  try {
    fleet.databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
    if (!fleet.databaseUrl) {
      // A PostgreSQL of the fleet's own, going with it: separate machines would share a
      // real server, which this stands in for.
      const postgres = await startThrowawayPostgres(dir);
      await postgres.server.createDatabase('pizza_atlas');
      fleet.databaseUrl = postgres.adminUrl.replace(/\/postgres$/, '/pizza_atlas');
      fleet.postgres = postgres.server;
    }
    fleet.redisUrl = options.redisUrl ?? process.env.REDIS_URL;
    if (!fleet.redisUrl) {
      const redis = await startRedis(dir);
      fleet.redisUrl = redis.url;
      fleet.children.add(redis.child);
    }
    fleet.port = options.port ?? (await freePort());
    fleet.url = `http://127.0.0.1:${fleet.port}`;
    for (let i = 0; i < count; i += 1) fleet.ports.push(await freePort());
    fleet.serverUrls = fleet.ports.map((p) => `http://127.0.0.1:${p}`);
    // All at once, as a fleet comes up: migrations and the seed must still run once. A
    // server that stops while starting is started again once, as a supervisor (systemd,
    // compose's restart policy) would; `startFailures` keeps what happened for the tests.
    fleet.startFailures = [];
    await Promise.all(
      fleet.ports.map((_, i) =>
        startServer(fleet, i).catch((error) => {
          fleet.startFailures.push(`server ${i + 1}: ${error.message}`);
          return startServer(fleet, i);
        }),
      ),
    );
    const nginx = await startNginx(path.join(dir, 'nginx'), fleet.port, fleet.ports);
    fleet.children.add(nginx);
    return fleet;
  } catch (error) {
    await stopFleet(fleet);
    throw error;
  }
}

/** Stops every process of the fleet (SIGTERM, then SIGKILL after 10 s) and removes its folder. */
export async function stopFleet(fleet) {
  const children = [...fleet.children];
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => (clearTimeout(timer), resolve()));
          child.kill('SIGTERM');
        }),
    ),
  );
  // The servers are gone: the fleet's own PostgreSQL (if it has one) stops last.
  if (fleet.postgres) await fleet.postgres.stop();
  rmSync(fleet.dir, { recursive: true, force: true });
}

async function main() {
  const fleet = await startFleet({ port: Number(process.env.FLEET_PORT) || undefined });
  console.log(
    `Pizza Atlas fleet: ${fleet.url} (servers ${fleet.serverUrls.join(', ')}; Redis ${fleet.redisUrl}; PostgreSQL ${fleet.databaseUrl})`,
  );
  console.log('Ctrl-C stops it.');
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log('Stopping the fleet…');
      await stopFleet(fleet);
      process.exit(0);
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

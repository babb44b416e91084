import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  REMOTE_NAMES,
  type ReleaseList,
  type ReleaseOwner,
  type RemoteName,
} from '@pizza-atlas/contracts';
import { createDeployToken } from '../src/platform/create-deploy-token';
import { buildServer } from '../src/server';
import {
  releaseArchive,
  storeShellRelease,
  writeShellBuild,
  type BuildOptions,
} from './fixtures/release-archive';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';

/**
 * A site for the release API tests: a fresh database, an active shell release to check
 * against, a deploy token per remote and one for the shell, a clock the test moves, RELEASES_KEEP=1 and RELEASE_MAX_MB=1.
 */
export interface ReleaseTestSite {
  app: FastifyInstance;
  db: TestDatabase;
  dir: string;
  tokens: Record<ReleaseOwner, string>;
  /** Moves the server's clock on. */
  hours: (count: number) => void;
  now: () => Date;
  upload: (
    remote: string,
    body: Buffer | string,
    options?: { token?: string | null; activate?: boolean; contentType?: string },
  ) => Promise<LightMyRequestResponse>;
  publish: (
    remote: RemoteName,
    version: string,
    options?: BuildOptions & { sourceHash?: string },
  ) => Promise<LightMyRequestResponse>;
  post: (
    remote: string,
    action: 'activate' | 'prune',
    body?: object,
    token?: string,
  ) => Promise<LightMyRequestResponse>;
  listed: (remote: ReleaseOwner) => Promise<ReleaseList['releases']>;
  close: () => Promise<void>;
}

export async function startReleaseTestSite(): Promise<ReleaseTestSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pa-releases-'));
  writeShellBuild(path.join(dir, 'shell'));
  const db = await createTestDatabase();
  let clock = new Date('2026-11-22T12:00:00Z');
  const env = testEnv({
    SHELL_DIST: path.join(dir, 'shell'),
    RELEASES_DIR: path.join(dir, 'cache'),
    RELEASES_KEEP: '1',
    RELEASE_GRACE_HOURS: '24',
    RELEASE_MAX_MB: '1',
  });
  const app = await buildServer({
    env,
    sql: db.sql,
    serveWeb: true,
    logger: false,
    clock: { now: () => clock },
    releaseLimit: { max: 1000, timeWindow: 60_000 },
  });
  await storeShellRelease(db.sql, path.join(dir, 'shell'), { now: clock });
  const tokens = {} as Record<ReleaseOwner, string>;
  for (const remote of [...REMOTE_NAMES, 'shell'] as const) {
    tokens[remote] = (await createDeployToken(db.sql, remote, `${remote} team`)).token;
  }

  const upload: ReleaseTestSite['upload'] = (remote, body, options = {}) => {
    const token = options.token === undefined ? tokens[remote as ReleaseOwner] : options.token;
    const query = options.activate === false ? '?activate=false' : '';
    return app.inject({
      method: 'POST',
      url: `/api/platform/remotes/${remote}/releases${query}`,
      headers: {
        'content-type': options.contentType ?? 'application/gzip',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body,
    });
  };

  return {
    app,
    db,
    dir,
    tokens,
    hours: (count) => {
      clock = new Date(clock.getTime() + count * 3_600_000);
    },
    now: () => clock,
    upload,
    publish: async (remote, version, options = {}) =>
      upload(remote, await releaseArchive(remote, version, options)),
    post: (remote, action, body, token = tokens[remote as ReleaseOwner]) =>
      app.inject({
        method: 'POST',
        url: `/api/platform/remotes/${remote}/${action}`,
        headers: { authorization: `Bearer ${token}` },
        ...(body ? { payload: body } : {}),
      }),
    listed: async (remote) => {
      const response = await app.inject({
        url: `/api/platform/remotes/${remote}/releases`,
        headers: { authorization: `Bearer ${tokens[remote]}` },
      });
      expect(response.statusCode).toBe(200);
      return response.json().releases;
    },
    close: async () => {
      await app.close();
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

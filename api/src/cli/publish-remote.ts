// Publishes remotes: builds each into a versioned release folder, records the
// release in the registry and makes it active. The shell and the other remotes
// are not rebuilt.
//   pnpm publish-remote <discovery|guides|labs|partners ...|--all> [--version V] [--if-changed]
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  RELEASE_DEFINITIONS_FILE,
  REMOTE_NAMES,
  ReleaseDefinitionsSchema,
  type RemoteName,
} from '@pizza-atlas/contracts';
import { appSourceHash } from '@pizza-atlas/mf-config/source-hash';
import { openDatabase } from '../db/open-database';
import { REPO_ROOT, loadEnv } from '../env';
import { findReleaseBySourceHash, recordRelease } from '../platform/record-release';
import { releaseEntryUrl } from '../platform/get-manifest';
import { buildApp } from './build-app';

function parseArgs(argv: string[]) {
  const remotes = new Set<RemoteName>();
  let version: string | undefined;
  let ifChanged = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--all') REMOTE_NAMES.forEach((name) => remotes.add(name));
    else if (arg === '--if-changed') ifChanged = true;
    else if (arg === '--version') version = argv[++i];
    else if ((REMOTE_NAMES as readonly string[]).includes(arg)) remotes.add(arg as RemoteName);
    else throw new Error(`Unknown argument "${arg}". Remotes: ${REMOTE_NAMES.join(', ')}.`);
  }
  if (remotes.size === 0) throw new Error(`Name a remote (${REMOTE_NAMES.join(', ')}) or --all.`);
  if (version !== undefined && !/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/.test(version)) {
    throw new Error('A version uses letters, digits, dots, dashes and underscores.');
  }
  return { remotes: [...remotes], version, ifChanged };
}

function defaultVersion(appFolder: string, hash: string): string {
  const { version } = JSON.parse(
    readFileSync(path.join(REPO_ROOT, appFolder, 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${version}-${stamp}-${hash.slice(0, 6)}`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const env = loadEnv();
  const database = await openDatabase(env, (message) => console.log(message));
  try {
    for (const remote of args.remotes) {
      const appFolder = `mfe-${remote}`;
      const hash = appSourceHash(REPO_ROOT, appFolder);
      if (args.ifChanged) {
        const existing = await findReleaseBySourceHash(database.sql, remote, hash);
        if (
          existing &&
          existsSync(path.join(env.RELEASES_DIR, remote, existing.version, 'remoteEntry.js'))
        ) {
          console.log(
            `${remote}: source unchanged since release ${existing.version}; nothing to publish`,
          );
          continue;
        }
      }
      const version = args.version ?? defaultVersion(appFolder, hash);
      const finalDir = path.join(env.RELEASES_DIR, remote, version);
      if (existsSync(finalDir)) throw new Error(`${remote} ${version} is already published`);
      const buildDir = path.join(env.RELEASES_DIR, remote, `.building-${version}`);
      rmSync(buildDir, { recursive: true, force: true });
      mkdirSync(path.dirname(buildDir), { recursive: true });
      console.log(`${remote}: building ${version}`);
      buildApp(appFolder, buildDir);
      const definitions = ReleaseDefinitionsSchema.parse(
        JSON.parse(readFileSync(path.join(buildDir, RELEASE_DEFINITIONS_FILE), 'utf8')),
      );
      renameSync(buildDir, finalDir);
      await recordRelease(database.sql, {
        remote,
        version,
        path: `${remote}/${version}`,
        sourceHash: hash,
        definitions,
      });
      console.log(
        `${remote}: published ${version}, now active at ${releaseEntryUrl(remote, version)}`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// Publishes remotes through the release API: builds each (unless --dist names a build, or
// --prebuilt takes each remote's dist/ as `npm run build` left it),
// packs the build folder with its route definitions into a release archive and uploads
// it with the remote's deploy token. Needs no database and no disk of the API's.
//   pnpm publish-remote <shell|discovery|guides|labs|partners ...|--all> [--version V] [--if-changed]
//                       [--dist DIR | --prebuilt] [--no-activate] [--api-url URL] [--token TOKEN]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  REMOTE_NAMES,
  ReleaseOwnerSchema,
  SHELL_RELEASE_NAME,
  type ReleaseOwner,
  RELEASE_ARCHIVE_TYPE,
  ReleaseVersionSchema,
  type ReleaseList,
  type UploadReleaseResponse,
} from '@pizza-atlas/contracts';
import { appSourceHash } from '@pizza-atlas/mf-config/source-hash';
import { REPO_ROOT, loadEnv } from '../env';
import { buildApp } from './build-app';
import { packRelease } from './pack-release';
import { callReleaseApi, releaseApi } from './release-api';

/** The shell (docs/decisions/0036) and each remote, in the order --all publishes them. */
const OWNERS = [SHELL_RELEASE_NAME, ...REMOTE_NAMES] as const;

function readArgs(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      all: { type: 'boolean', default: false },
      'if-changed': { type: 'boolean', default: false },
      'no-activate': { type: 'boolean', default: false },
      prebuilt: { type: 'boolean', default: false },
      version: { type: 'string' },
      dist: { type: 'string' },
      'api-url': { type: 'string' },
      token: { type: 'string' },
    },
  });
  // The shell goes first: each remote's release is checked against the active shell's.
  const remotes = new Set<ReleaseOwner>(values.all ? OWNERS : []);
  for (const name of positionals) {
    const remote = ReleaseOwnerSchema.safeParse(name);
    if (!remote.success) {
      throw new Error(`Unknown remote "${name}". Remotes: ${OWNERS.join(', ')}.`);
    }
    remotes.add(remote.data);
  }
  if (remotes.size === 0) throw new Error(`Name a remote (${OWNERS.join(', ')}) or --all.`);
  if (values.version !== undefined && !ReleaseVersionSchema.safeParse(values.version).success) {
    throw new Error('A version uses letters, digits, dots, dashes and underscores.');
  }
  if (values.dist && remotes.size > 1) throw new Error('--dist names the build of one remote.');
  return { ...values, remotes: [...remotes] };
}

function defaultVersion(appFolder: string, hash: string): string {
  const { version } = JSON.parse(
    readFileSync(path.join(REPO_ROOT, appFolder, 'package.json'), 'utf8'),
  ) as { version: string };
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${version}-${stamp}-${hash.slice(0, 6)}`;
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const env = loadEnv();
  const api = releaseApi(env, { apiUrl: args['api-url'], token: args.token });
  for (const remote of args.remotes) {
    const appFolder = remote === SHELL_RELEASE_NAME ? 'shell' : `mfe-${remote}`;
    const hash = appSourceHash(REPO_ROOT, appFolder);
    const releasesPath = `/api/platform/remotes/${remote}/releases`;
    if (args['if-changed']) {
      const { releases } = await callReleaseApi<ReleaseList>(api, remote, {
        method: 'GET',
        path: releasesPath,
        idempotent: true,
      });
      const existing = releases.find((release) => release.sourceHash === hash && release.files > 0);
      if (existing) {
        console.log(
          `${remote}: source unchanged since release ${existing.version}; nothing to publish`,
        );
        continue;
      }
    }
    const version = args.version ?? defaultVersion(appFolder, hash);
    // npm and pnpm run this in api/; a relative --dist means the folder the user was in.
    const dist = args.dist
      ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args.dist)
      : remote === SHELL_RELEASE_NAME
        ? env.SHELL_DIST
        : path.join(REPO_ROOT, appFolder, 'dist');
    // The shell's build (client and server bundles) is made by the root build scripts
    // (scripts/shell-build.mjs); this publishes the one at SHELL_DIST.
    if (!args.dist && !args.prebuilt && remote !== SHELL_RELEASE_NAME) {
      console.log(`${remote}: building ${version}`);
      buildApp(appFolder, dist);
    }
    const archive = await packRelease(dist, { remote, version, sourceHash: hash });
    const started = performance.now();
    const answer = await callReleaseApi<UploadReleaseResponse>(api, remote, {
      method: 'POST',
      path: `${releasesPath}?activate=${!args['no-activate']}`,
      body: archive,
      contentType: RELEASE_ARCHIVE_TYPE,
      idempotent: true,
    });
    const took = Math.round(performance.now() - started);
    const size = `${answer.files} files, ${(archive.length / 1024).toFixed(0)} kB packed, uploaded in ${took} ms`;
    console.log(
      answer.active
        ? `${remote}: published ${version} (${size}), now active at ${answer.entry}`
        : `${remote}: published ${version} (${size}), not active; activate it with rollback-remote ${remote} --to ${version}`,
    );
    if (answer.pruned.length > 0) console.log(`${remote}: pruned ${answer.pruned.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// Staff command for deploy tokens: each publishes, rolls back and prunes one remote.
//   pnpm deploy-token create <remote> [--label LABEL]   prints the token once
//   pnpm deploy-token list [remote]
//   pnpm deploy-token revoke <id>
//   pnpm deploy-token local   a token per remote for this machine's site, kept in DATA_DIR
import {
  REMOTE_NAMES,
  ReleaseOwnerSchema,
  SHELL_RELEASE_NAME,
  type ReleaseOwner,
} from '@pizza-atlas/contracts';

/** Everything the site publishes: the shell (docs/decisions/0036) and each remote. */
const OWNERS = [SHELL_RELEASE_NAME, ...REMOTE_NAMES] as const;
import type { Sql } from '../db/client';
import { openDatabase } from '../db/open-database';
import { loadEnv } from '../env';
import { createDeployToken } from '../platform/create-deploy-token';
import { hashDeployToken } from '../platform/deploy-token-hash';
import { listDeployTokens } from '../platform/list-deploy-tokens';
import { revokeDeployToken } from '../platform/revoke-deploy-token';
import { localTokensFile, readLocalTokens, writeLocalTokens } from './local-deploy-tokens';

const USAGE = `Usage: deploy-token create <${OWNERS.join('|')}> [--label LABEL] | list [remote] | revoke <id> | local`;

function remoteArg(text: string | undefined): ReleaseOwner {
  const parsed = ReleaseOwnerSchema.safeParse(text);
  if (!parsed.success) throw new Error(USAGE);
  return parsed.data;
}

async function isLive(sql: Sql, remote: ReleaseOwner, token: string): Promise<boolean> {
  const rows = await sql`
    select 1 from deploy_tokens
    where token_hash = ${hashDeployToken(token)} and remote = ${remote} and revoked_at is null`;
  return rows.length > 0;
}

/** Keeps one live token per remote in DATA_DIR for `npm start` and the local release commands. */
async function ensureLocalTokens(sql: Sql, dataDir: string): Promise<void> {
  const tokens = readLocalTokens(dataDir);
  let created = 0;
  for (const remote of OWNERS) {
    const token = tokens[remote];
    if (token && (await isLive(sql, remote, token))) continue;
    tokens[remote] = (await createDeployToken(sql, remote, 'local site')).token;
    created += 1;
  }
  writeLocalTokens(dataDir, tokens);
  console.log(
    `${created > 0 ? `created ${created} local deploy token(s)` : 'local deploy tokens are live'} in ${localTokensFile(dataDir)}`,
  );
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (!['create', 'list', 'revoke', 'local'].includes(command ?? '')) throw new Error(USAGE);
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    if (command === 'create') {
      const remote = remoteArg(rest[0]);
      const labelIndex = rest.indexOf('--label');
      const label = labelIndex >= 0 ? (rest[labelIndex + 1] ?? '') : '';
      if (label.length > 80) throw new Error('A label has at most 80 characters.');
      const created = await createDeployToken(database.sql, remote, label);
      console.log(`Deploy token ${created.id} for ${remote} (shown once; only its hash is kept):`);
      console.log(created.token);
    } else if (command === 'list') {
      const remote = rest[0] ? remoteArg(rest[0]) : undefined;
      for (const token of await listDeployTokens(database.sql, remote)) {
        const state = token.revokedAt ? `revoked ${token.revokedAt.toISOString()}` : 'live';
        const used = token.lastUsedAt ? token.lastUsedAt.toISOString() : 'never';
        console.log(
          `${String(token.id).padStart(4)}  ${token.remote.padEnd(9)}  ${state.padEnd(32)}  last used ${used}  ${token.label}`,
        );
      }
    } else if (command === 'revoke') {
      const id = Number(rest[0]);
      if (!Number.isInteger(id) || id <= 0) throw new Error(USAGE);
      if (!(await revokeDeployToken(database.sql, id))) {
        throw new Error(`There is no live deploy token ${id}.`);
      }
      console.log(`Deploy token ${id} is revoked.`);
    } else {
      await ensureLocalTokens(database.sql, env.DATA_DIR);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import type { ReleaseOwner } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';
import { generateDeployToken, hashDeployToken } from './deploy-token-hash';

export interface CreatedDeployToken {
  id: number;
  remote: ReleaseOwner;
  label: string;
  /** Shown once: the database keeps only its hash. */
  token: string;
}

/** Creates a deploy token that can publish, roll back and prune one remote. */
export async function createDeployToken(
  sql: Sql,
  remote: ReleaseOwner,
  label = '',
): Promise<CreatedDeployToken> {
  const token = generateDeployToken(remote);
  const [row] = await sql<{ id: number }[]>`
    insert into deploy_tokens (remote, label, token_hash)
    values (${remote}, ${label}, ${hashDeployToken(token)})
    returning id`;
  return { id: row!.id, remote, label, token };
}

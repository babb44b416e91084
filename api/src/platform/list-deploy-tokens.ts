import type { ReleaseOwner } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

export interface DeployTokenRow {
  id: number;
  remote: ReleaseOwner;
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** Every deploy token (never the token itself), newest first. */
export async function listDeployTokens(sql: Sql, remote?: ReleaseOwner): Promise<DeployTokenRow[]> {
  return sql<DeployTokenRow[]>`
    select id, remote, label, created_at as "createdAt", last_used_at as "lastUsedAt",
           revoked_at as "revokedAt"
    from deploy_tokens
    where ${remote ?? null}::text is null or remote = ${remote ?? null}
    order by created_at desc, id desc`;
}

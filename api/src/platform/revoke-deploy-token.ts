import type { Sql } from '../db/client';

/** Revokes a deploy token at once; false when there is no such token or it was revoked already. */
export async function revokeDeployToken(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql`
    update deploy_tokens set revoked_at = now()
    where id = ${id} and revoked_at is null
    returning id`;
  return rows.length > 0;
}

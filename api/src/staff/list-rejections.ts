import type { RejectionList } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

/**
 * The latest writes turned away, and how many of each kind in the last 24 hours, read from
 * one snapshot: a rejection is recorded after its answer, and one recorded between two
 * separate reads was counted but not listed.
 */
export async function listRejections(sql: Sql, now: Date, limit = 100): Promise<RejectionList> {
  return sql.begin('isolation level repeatable read read only', async (tx) => {
    const rows = await tx<
      {
        id: string;
        kind: 'honeypot' | 'rate-limit';
        route: string;
        clientHash: string;
        createdAt: Date;
      }[]
    >`
    select id, kind, route, client_hash as "clientHash", created_at as "createdAt"
    from write_rejections order by created_at desc, id desc limit ${limit}`;
    const since = new Date(now.getTime() - 24 * 3600_000);
    const counts = await tx<{ kind: string; count: number }[]>`
    select kind, count(*)::int as count from write_rejections
    where created_at > ${since} group by kind`;
    const count = (kind: string) => counts.find((row) => row.kind === kind)?.count ?? 0;
    return {
      rejections: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        route: row.route,
        client: row.clientHash.slice(0, 12),
        createdAt: row.createdAt.toISOString(),
      })),
      last24h: { honeypot: count('honeypot'), rateLimit: count('rate-limit') },
    };
  });
}

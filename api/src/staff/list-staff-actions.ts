import type { AuditEntry } from '@pizza-atlas/contracts';
import type { Sql } from '../db/client';

/** The audit log, newest first. */
export async function listStaffActions(sql: Sql, limit: number): Promise<AuditEntry[]> {
  const rows = await sql<
    {
      id: string;
      staffId: string;
      email: string;
      action: string;
      target: string;
      before: unknown;
      after: unknown;
      createdAt: Date;
    }[]
  >`
    select s.id, s.staff_id as "staffId", a.email, s.action, s.target, s.before, s.after,
           s.created_at as "createdAt"
    from staff_actions s join accounts a on a.id = s.staff_id
    order by s.created_at desc, s.seq desc
    limit ${limit}`;
  return rows.map((row) => ({
    id: row.id,
    staff: { id: row.staffId, email: row.email },
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}

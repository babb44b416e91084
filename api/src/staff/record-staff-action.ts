import type { Sql, TransactionSql } from '../db/client';

export interface StaffAction {
  staffId: string;
  /** e.g. 'remote.disable', 'submission.approve', 'review.hide'. */
  action: string;
  /** e.g. 'remote:labs', 'review:<id>'. */
  target: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Records who did what, when, with the state before and after: in the change's transaction. */
export async function recordStaffAction(
  sql: Sql | TransactionSql,
  action: StaffAction,
): Promise<void> {
  await sql`
    insert into staff_actions (staff_id, action, target, before, after, created_at)
    values (${action.staffId}, ${action.action}, ${action.target},
            ${action.before === undefined ? null : sql.json(action.before as never)},
            ${action.after === undefined ? null : sql.json(action.after as never)},
            ${action.at})`;
}

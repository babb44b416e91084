import { recordAccountAction } from '../accounts/record-account-action';
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

/** Records a staff member's action in the audit log, in the change's transaction. */
export async function recordStaffAction(
  sql: Sql | TransactionSql,
  { staffId, ...action }: StaffAction,
): Promise<void> {
  await recordAccountAction(sql, { accountId: staffId, ...action });
}

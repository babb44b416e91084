import type { Sql, TransactionSql } from '../db/client';

export interface AccountAction {
  accountId: string;
  /** e.g. 'owner-reply.create'. */
  action: string;
  /** e.g. 'review:<id>'. */
  target: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/**
 * Records who did what, when, with the state before and after, in the audit log staff read
 * (staff_actions, whose `staff_id` is the account that acted: the console names it by email),
 * in the change's transaction. The one writer of that log: an advertiser's public act
 * (decisions 0089, 0090) and, through staff/record-staff-action.ts, a staff member's.
 */
export async function recordAccountAction(tx: Sql | TransactionSql, action: AccountAction) {
  await tx`
    insert into staff_actions (staff_id, action, target, before, after, created_at)
    values (${action.accountId}, ${action.action}, ${action.target},
            ${action.before === undefined ? null : tx.json(action.before as never)},
            ${action.after === undefined ? null : tx.json(action.after as never)},
            ${action.at})`;
}

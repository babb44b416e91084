import type { TransactionSql } from '../db/client';

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
 * Records an advertiser's public act in the audit log staff read (staff_actions, whose
 * `staff_id` is the account that acted: the console names it by email), in the change's
 * transaction. Staff actions are recorded by staff/record-staff-action.ts (decision 0090).
 */
export async function recordAccountAction(tx: TransactionSql, action: AccountAction) {
  await tx`
    insert into staff_actions (staff_id, action, target, before, after, created_at)
    values (${action.accountId}, ${action.action}, ${action.target},
            ${action.before === undefined ? null : tx.json(action.before as never)},
            ${action.after === undefined ? null : tx.json(action.after as never)},
            ${action.at})`;
}

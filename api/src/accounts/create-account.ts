import type { Account, AccountRole, AdPackageId } from '@pizza-atlas/contracts';
import type { Sql, TransactionSql } from '../db/client';
import { HttpError } from '../http/errors';
import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import { ACCOUNT_COLUMNS, accountFromRow, type AccountRow } from './account-row';
import { hashPassword } from './hash-password';
import { assertPasswordStrong } from './password-strength';

export interface NewAccount {
  email: string;
  password: string;
  role: AccountRole;
  contactName: string;
  /** Advertisers only. */
  businessName?: string;
  package?: AdPackageId;
  /**
   * Made by the staff command (or a test): the address counts as confirmed. Sign-up makes
   * accounts unconfirmed until the mailed link is followed.
   */
  emailConfirmed: boolean;
}

/** Stores a new account with its password hashed; 409 when the email has an account. */
export async function createAccount(sql: Sql, input: NewAccount, now: Date): Promise<Account> {
  assertPasswordStrong(
    input.password,
    { email: input.email, businessName: input.role === 'advertiser' ? input.businessName : null },
    'password',
  );
  const account = await insertAccount(sql, input, await hashPassword(input.password), now);
  if (!account) {
    throw new HttpError(409, 'EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken, {
      email: [ACCOUNT_MESSAGES.emailTaken],
    });
  }
  return account;
}

/** Stores a new account; null (and nothing changed) when the email has an account. */
export async function insertAccount(
  sql: Sql | TransactionSql,
  input: NewAccount,
  passwordHash: string,
  now: Date,
): Promise<Account | null> {
  const advertiser = input.role === 'advertiser';
  const rows = await sql<AccountRow[]>`
    with inserted as (
      insert into accounts (email, password_hash, role, business_name, contact_name, package,
                            created_at, password_changed_at, email_confirmed_at)
      values (${input.email.toLowerCase()}, ${passwordHash}, ${input.role},
              ${advertiser ? (input.businessName ?? null) : null}, ${input.contactName},
              ${advertiser ? (input.package ?? null) : null}, ${now}, ${now},
              ${input.emailConfirmed ? now : null})
      on conflict (email) do nothing
      returning *
    )
    select ${sql.unsafe(ACCOUNT_COLUMNS)} from inserted a`;
  const [row] = rows;
  return row ? accountFromRow(row) : null;
}

import { createHmac } from 'node:crypto';
import type { Sql } from '../db/client';

/** Wrong passwords checked for one account in the window before it is throttled. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMinutes: 15 } as const;

/** The class of the per-account advisory locks (the other half of the key is the account's). */
const THROTTLE_LOCK_CLASS = 724_100_003;

/**
 * The per-account half of password throttling (the per-client half is the route's rate
 * limit), for sign-in and for the current password at a password change alike: both spend
 * one budget per account. Attempts are counted by a keyed hash of the email, whether or not
 * it has an account, so the throttle does not reveal which emails exist.
 *
 * An attempt is reserved before its password is checked: under a per-account advisory
 * lock, a row is inserted only while fewer than `maxFailures` are in the window, so however
 * many guesses arrive at once, from however many addresses, at most `maxFailures` hashes
 * are computed. A right password removes its own row; a wrong one leaves it as a failure.
 */
export function createLoginThrottle(sql: Sql, key: () => Promise<Buffer>) {
  const emailHash = async (email: string) =>
    createHmac('sha256', await key())
      .update(`login:${email}`)
      .digest('hex');
  const windowStart = (now: Date) =>
    new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000);

  /** Reserves one attempt; false when the account has no attempt left in the window. */
  const reserve = async (hash: string, clientHash: string, now: Date): Promise<boolean> =>
    sql.begin(async (tx) => {
      // Every reservation for this account waits here, so the count below sees the rows
      // of all that came before (a new statement takes a new snapshot under read committed).
      await tx`select pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}, hashtext(${hash}))`;
      const inserted = await tx`
        insert into login_failures (email_hash, client_hash, created_at)
        select ${hash}, ${clientHash}, ${now}
        where (select count(*) from login_failures
               where email_hash = ${hash} and created_at > ${windowStart(now)})
              < ${LOGIN_THROTTLE.maxFailures}`;
      return inserted.count === 1;
    });

  return {
    /**
     * Runs `check` (a password verification) only if the account has an attempt left:
     * 'throttled' without running it, else what it answered. A wrong password stays
     * counted for the window.
     */
    async attempt(
      email: string,
      clientHash: string,
      now: Date,
      check: () => Promise<boolean>,
    ): Promise<boolean | 'throttled'> {
      const hash = await emailHash(email);
      if (!(await reserve(hash, clientHash, now))) return 'throttled';
      const matches = await check();
      if (matches) {
        // Rows of one account, client and instant are alike: removing any one of them
        // settles this attempt.
        await sql`
          delete from login_failures where ctid = (
            select ctid from login_failures
            where email_hash = ${hash} and client_hash = ${clientHash} and created_at = ${now}
            limit 1)`;
      } else {
        // Old failures count for nothing: keep the table small.
        await sql`delete from login_failures where created_at < ${windowStart(now)}`;
      }
      return matches;
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

import { createHmac } from 'node:crypto';
import type { Sql } from '../db/client';

/** Failed sign-ins to one account allowed in the window before it is throttled. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMinutes: 15 } as const;

/**
 * The per-account half of sign-in throttling (the per-client half is the route's rate
 * limit). Failures are counted by a keyed hash of the email, whether or not it has an
 * account, so the throttle does not reveal which emails exist.
 */
export function createLoginThrottle(sql: Sql, key: () => Promise<Buffer>) {
  const emailHash = async (email: string) =>
    createHmac('sha256', await key())
      .update(`login:${email}`)
      .digest('hex');
  const windowStart = (now: Date) =>
    new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000);
  return {
    /** True while the account has had too many recent failures. */
    async isThrottled(email: string, now: Date): Promise<boolean> {
      const [row] = await sql<{ failures: number }[]>`
        select count(*)::int as failures from login_failures
        where email_hash = ${await emailHash(email)} and created_at > ${windowStart(now)}`;
      return (row?.failures ?? 0) >= LOGIN_THROTTLE.maxFailures;
    },
    async recordFailure(email: string, clientHash: string, now: Date): Promise<void> {
      await sql`
        insert into login_failures (email_hash, client_hash, created_at)
        values (${await emailHash(email)}, ${clientHash}, ${now})`;
      // Old failures count for nothing: keep the table small.
      await sql`delete from login_failures where created_at < ${windowStart(now)}`;
    },
    async clear(email: string): Promise<void> {
      await sql`delete from login_failures where email_hash = ${await emailHash(email)}`;
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

import { randomBytes } from 'node:crypto';
import { applyRetention } from '../src/jobs/apply-retention';
import { deleteExpiredSessions } from '../src/jobs/delete-expired-sessions';
import { createTestDatabase, type TestDatabase } from './test-database';

// The fleet's scheduled work, each job's effect at a set instant on a real database.
let db: TestDatabase;
const now = new Date('2026-11-27T03:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await db.drop();
});

async function staffAccount(): Promise<string> {
  const [{ id }] = await db.sql<{ id: string }[]>`
    insert into accounts (email, password_hash, role, contact_name)
    values (${`staff-${randomBytes(4).toString('hex')}@example.com`},
            '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'staff', 'Staff')
    returning id`;
  return id;
}

async function session(accountId: string, idleExpiresAt: Date, expiresAt: Date): Promise<string> {
  const hash = randomBytes(32);
  await db.sql`
    insert into sessions (token_hash, account_id, csrf_secret, created_at, last_seen_at,
                          idle_expires_at, expires_at)
    values (${hash}, ${accountId}, 'secret', ${daysAgo(1)}, ${daysAgo(1)},
            ${idleExpiresAt}, ${expiresAt})`;
  return hash.toString('hex');
}

describe('deleteExpiredSessions', () => {
  it('deletes sessions past their idle or absolute expiry and keeps live ones', async () => {
    const account = await staffAccount();
    const live = await session(account, hoursFromNow(1), hoursFromNow(48));
    await session(account, hoursFromNow(-1), hoursFromNow(48));
    await session(account, hoursFromNow(1), hoursFromNow(-1));
    await session(account, now, hoursFromNow(48));

    expect(await deleteExpiredSessions(db.sql, now)).toBe(3);
    const left = await db.sql<{ hash: string }[]>`
      select encode(token_hash, 'hex') as hash from sessions where account_id = ${account}`;
    expect(left.map((row) => row.hash)).toEqual([live]);
    expect(await deleteExpiredSessions(db.sql, now)).toBe(0);
  });
});

describe('applyRetention', () => {
  it('deletes rows older than each period and keeps recent ones', async () => {
    const staff = await staffAccount();
    for (const at of [daysAgo(400), daysAgo(100), daysAgo(2)]) {
      await db.sql`insert into analytics_events (name, created_at) values ('search', ${at})`;
      await db.sql`
        insert into write_rejections (kind, route, client_hash, created_at)
        values ('honeypot', '/api/reviews', ${'a'.repeat(64)}, ${at})`;
      await db.sql`
        insert into staff_actions (staff_id, action, target, created_at)
        values (${staff}, 'hide-review', 'review-1', ${at})`;
    }

    const removed = await applyRetention(
      db.sql,
      { analyticsEvents: 90, writeRejections: 30, staffActions: 365 },
      now,
    );
    expect(removed).toEqual({ analyticsEvents: 2, writeRejections: 2, staffActions: 1 });

    const ages = async (table: 'analytics_events' | 'write_rejections' | 'staff_actions') =>
      (
        await db.sql<
          { at: Date }[]
        >`select created_at as at from ${db.sql(table)} order by created_at`
      ).map((row) => row.at.toISOString());
    expect(await ages('analytics_events')).toEqual([daysAgo(2).toISOString()]);
    expect(await ages('write_rejections')).toEqual([daysAgo(2).toISOString()]);
    expect(await ages('staff_actions')).toEqual([
      daysAgo(100).toISOString(),
      daysAgo(2).toISOString(),
    ]);
  });
});

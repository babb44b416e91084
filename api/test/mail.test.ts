import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES } from '@pizza-atlas/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { startFleetJobs } from '../src/jobs/start-fleet-jobs';
import { buildServer } from '../src/server';
import { queueMail } from '../src/mail/outbox';
import { pruneSentMail } from '../src/mail/prune-sent-mail';
import {
  createTestAccount,
  SAME_ORIGIN,
  signIn,
  TEST_PASSWORD,
  type SignedInClient,
} from './accounts-kit';
import { startMailCatcher, tokenOf, type CaughtMail, type MailCatcher } from './mail-catcher';
import { testClock } from './test-clock';
import { createTestDatabase, testEnv, type TestDatabase } from './test-database';
import { nextClientAddress } from './visitor-writes-app';

// Decision 0043: mail through nodemailer to a real (local) SMTP server, stored in an outbox
// with the write and sent after it; sign-up and reset that reveal nothing.

let db: TestDatabase;
let smtp: MailCatcher;
let app: FastifyInstance;
let staffEmail: string;
let placeId: string;
const clock = testClock('2026-11-24T15:00:00Z');
const SITE = 'https://pizza.example';

async function buildApp(env: Record<string, string> = {}, accountLimit = 1000) {
  const built = await buildServer({
    env: testEnv({
      PUBLIC_URL: SITE,
      COOKIE_SECURE: 'false',
      SMTP_URL: smtp.url,
      MAIL_SEND_AFTER_WRITES: 'true',
      ...env,
    }),
    sql: db.sql,
    logger: false,
    clock,
    accountLimit: { max: accountLimit, timeWindow: 60_000 },
    writeLimit: { max: 1000, timeWindow: 60_000 },
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startMailCatcher();
  app = await buildApp();
  staffEmail = (await createTestAccount(db.sql, { role: 'staff' })).email;
  const [place] = await db.sql<{ id: string }[]>`
    insert into catalog_restaurants (source, source_id, name, city, state, latitude, longitude,
                                     address1, attribution)
    values ('csv', 'mail-1', 'Mailbox Pizza', 'Austin', 'TX', 30.27, -97.74, '1 Main St', 'Mail test')
    returning id`;
  placeId = place!.id;
});

afterAll(async () => {
  await app.close();
  await smtp.close();
  await db.drop();
});

beforeEach(() => {
  clock.set('2026-11-24T15:00:00Z');
  smtp.refuse = false;
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}, on = app) {
  return on.inject({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    remoteAddress: nextClientAddress(),
    headers: { ...SAME_ORIGIN, ...headers },
  });
}

const signupBody = (email: string) => ({
  businessName: 'Slice of Heaven',
  contactName: 'Rosa Marino',
  email,
  password: 'a long pizza passphrase',
  package: 'featured-listing',
});

const mailTo = (to: string, subject: string) => (mail: CaughtMail) =>
  mail.to === to && mail.subject === subject;

async function claim(client: SignedInClient) {
  return app.inject({
    method: 'POST',
    url: '/api/account/claims',
    headers: client.writeHeaders,
    payload: { restaurantId: placeId, message: 'I run it.' },
    remoteAddress: nextClientAddress(),
  });
}

describe('the transport and the outbox', () => {
  it('writes each mail as an .eml file in DATA_DIR/mail when there is no SMTP_URL', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pa-mail-'));
    const files = await buildApp({ SMTP_URL: '', DATA_DIR: dataDir });
    try {
      const response = await post('/api/account/signup', signupBody('eml@example.com'), {}, files);
      expect(response.statusCode).toBe(202);
      await files.mail.settled();
      await files.mail.drain();
      const names = await readdir(path.join(dataDir, 'mail'));
      const [eml] = await Promise.all(
        names.map((name) => readFile(path.join(dataDir, 'mail', name), 'utf8')),
      );
      expect(names.filter((name) => name.endsWith('.eml'))).toHaveLength(1);
      expect(eml).toMatch(/^To: eml@example\.com$/m);
      expect(eml).toMatch(/^From: Pizza Atlas <no-reply@pizza\.example>$/m);
      expect(eml).toMatch(/^Subject: Confirm your address for Pizza Atlas$/m);
    } finally {
      await files.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('answers at once while the SMTP server holds the mail, and sends it after', async () => {
    const { held, release } = smtp.holdNext();
    const response = await post('/api/account/signup', signupBody('held@example.com'));
    expect(response.statusCode).toBe(202);
    await held; // the answer came while the SMTP server had not answered the mail
    release();
    const mail = await smtp.waitFor((m) => m.to === 'held@example.com');
    expect(mail.subject).toBe('Confirm your address for Pizza Atlas');
    await app.mail.settled();
    const [row] = await db.sql`
      select sent_at, body from mail_outbox where recipient = 'held@example.com'`;
    expect(row!.sent_at).not.toBeNull();
    // The body held a one-time link: it is not kept once sent.
    expect(row!.body).toBe('');
  });

  it('keeps a mail the SMTP server refuses and sends it again after a backoff', async () => {
    const queued = await buildApp({ MAIL_SEND_AFTER_WRITES: 'false' });
    try {
      smtp.refuse = true;
      expect(
        (await post('/api/account/signup', signupBody('retry@example.com'), {}, queued)).statusCode,
      ).toBe(202);
      expect(await queued.mail.drain()).toEqual({ sent: 0, failed: 1 });
      const [failed] = await db.sql`
        select attempts, last_error, sent_at from mail_outbox where recipient = 'retry@example.com'`;
      expect(failed).toMatchObject({ attempts: 1, sent_at: null });
      expect(failed!.last_error).toMatch(/451/);
      // Staff see it waiting, with why, and never its body.
      const staff = await signIn(queued, staffEmail);
      const outbox = await queued.inject({
        url: '/api/staff/mail',
        headers: { cookie: staff.cookie },
      });
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json().transport).toMatch(/^SMTP at smtp:\/\/127\.0\.0\.1:\d+$/);
      expect(outbox.json().waiting).toBeGreaterThanOrEqual(1);
      const listed = outbox
        .json()
        .mails.find((m: { recipient: string }) => m.recipient === 'retry@example.com');
      expect(listed).toMatchObject({
        kind: 'confirm-address',
        subject: 'Confirm your address for Pizza Atlas',
        sentAt: null,
        attempts: 1,
        lastError: expect.stringMatching(/451/),
        nextAttemptAt: '2026-11-24T15:01:00.000Z',
      });
      expect(listed).not.toHaveProperty('body');
      // Not due again before the backoff (1 minute after the first failure).
      smtp.refuse = false;
      expect(await queued.mail.drain()).toEqual({ sent: 0, failed: 0 });
      clock.advanceMinutes(1);
      expect(await queued.mail.drain()).toEqual({ sent: 1, failed: 0 });
      const mail = await smtp.waitFor((m) => m.to === 'retry@example.com');
      expect(mail.subject).toBe('Confirm your address for Pizza Atlas');
      expect(smtp.received.filter((m) => m.to === 'retry@example.com')).toHaveLength(1);
    } finally {
      await queued.close();
    }
  });

  it('sends each mail once when several workers drain together', async () => {
    const queued = await buildApp({ MAIL_SEND_AFTER_WRITES: 'false' });
    try {
      for (let i = 0; i < 12; i++) {
        await queueMail(
          db.sql,
          'staff-contact',
          { to: `drain-${i}@example.com`, subject: `drain ${i}`, text: 'hello' },
          clock.now(),
        );
      }
      const results = await Promise.all([
        queued.mail.drain(),
        queued.mail.drain(),
        app.mail.drain(),
      ]);
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
      const drained = smtp.received.filter((m) => m.subject.startsWith('drain '));
      expect(drained).toHaveLength(12);
      expect(new Set(drained.map((m) => m.to)).size).toBe(12);
    } finally {
      await queued.close();
    }
  });
});

describe('the .eml files in the staff console (development, no SMTP_URL)', () => {
  // A mail as another program might leave it: HTML only, an encoded subject.
  const HTML_MAIL = [
    'From: Pizza Atlas <no-reply@pizza.example>',
    'To: html@example.com',
    'Subject: =?UTF-8?Q?Caf=C3=A9_=E2=80=94_news?=',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>Hello <b>there</b></p><script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
    '',
  ].join('\n');

  it('lists them newest first and opens one as plain text, to staff only', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pa-mail-'));
    const folder = path.join(dataDir, 'mail');
    const files = await buildApp({ SMTP_URL: '', DATA_DIR: dataDir });
    try {
      await post('/api/account/signup', signupBody('eml-list@example.com'), {}, files);
      await files.mail.settled();
      await files.mail.drain();
      const [written] = await readdir(folder);
      await utimes(
        path.join(folder, written!),
        new Date('2026-11-24T10:00:00Z'),
        new Date('2026-11-24T10:00:00Z'),
      );
      const html = '2026-11-24T11-00-00-000Z-html.eml';
      await writeFile(path.join(folder, html), HTML_MAIL);
      await utimes(
        path.join(folder, html),
        new Date('2026-11-24T11:00:00Z'),
        new Date('2026-11-24T11:00:00Z'),
      );
      await writeFile(path.join(folder, 'notes.txt'), 'not a mail');
      await writeFile(path.join(dataDir, 'secret.eml'), 'To: x@example.com\n\nsecret');

      const staff = await signIn(files, staffEmail);
      const read = (url: string, who = staff) =>
        files.inject({ url, headers: { cookie: who.cookie } });
      expect((await read('/api/staff/mail')).json()).toMatchObject({ mailFiles: true });

      const listed = await read('/api/staff/mail/files');
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      expect(listed.json().files).toEqual([
        {
          name: html,
          writtenAt: '2026-11-24T11:00:00.000Z',
          to: 'html@example.com',
          subject: 'Café — news',
        },
        {
          name: written,
          writtenAt: '2026-11-24T10:00:00.000Z',
          to: 'eml-list@example.com',
          subject: 'Confirm your address for Pizza Atlas',
        },
      ]);

      const confirm = await read(`/api/staff/mail/files/${written}`);
      expect(confirm.headers['content-type']).toMatch(/^application\/json/);
      expect(confirm.json().text).toContain(`${SITE}/advertiser/confirm-address?token=`);
      const opened = (await read(`/api/staff/mail/files/${html}`)).json();
      expect(opened.text).toContain('Hello');
      expect(opened.text).not.toMatch(/<script|<img|<p>/);

      // Only a name the listing gives is opened: nothing else in or outside the folder.
      for (const name of [
        'notes.txt',
        '..%2Fsecret.eml',
        '..%2F..%2Fetc%2Fpasswd',
        'nothing-here.eml',
        '.eml',
      ]) {
        const refused = await read(`/api/staff/mail/files/${name}`);
        expect([name, refused.statusCode]).toEqual([name, expect.any(Number)]);
        expect([400, 404]).toContain(refused.statusCode);
        expect(refused.json().error.code).toMatch(/^(VALIDATION_ERROR|NOT_FOUND)$/);
      }
      const advertiser = await signIn(
        files,
        (await createTestAccount(db.sql, { role: 'advertiser' })).email,
      );
      expect((await read('/api/staff/mail/files', advertiser)).statusCode).toBe(403);
      expect((await read(`/api/staff/mail/files/${html}`, advertiser)).statusCode).toBe(403);
    } finally {
      await files.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('lists nothing when mail goes to an SMTP server', async () => {
    const staff = await signIn(app, staffEmail);
    const read = (url: string) => app.inject({ url, headers: { cookie: staff.cookie } });
    expect((await read('/api/staff/mail')).json()).toMatchObject({ mailFiles: false });
    const files = await read('/api/staff/mail/files');
    expect([files.statusCode, files.json().error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await read('/api/staff/mail/files/2026-11-24T11-00-00-000Z-x.eml')).statusCode).toBe(
      404,
    );
  });
});

describe('the outbox kept', () => {
  it('prunes rows of mail sent over 30 days ago, never unsent mail', async () => {
    const old = new Date('2026-10-01T00:00:00Z');
    for (const [to, sentAt] of [
      ['old-sent@example.com', old],
      ['old-unsent@example.com', null],
      ['new-sent@example.com', clock.now()],
    ] as const) {
      await db.sql`
        insert into mail_outbox (kind, recipient, subject, body, created_at, next_attempt_at, sent_at)
        values ('staff-contact', ${to}, 'prune', '', ${old}, ${new Date('2099-01-01T00:00:00Z')}, ${sentAt})`;
    }
    expect(await pruneSentMail(db.sql, clock.now())).toBe(1);
    const left = await db.sql<{ recipient: string }[]>`
      select recipient from mail_outbox where subject = 'prune' order by recipient`;
    expect(left.map((row) => row.recipient)).toEqual([
      'new-sent@example.com',
      'old-unsent@example.com',
    ]);
  });
});

describe('the job queue', () => {
  it("sends on its 'mail-outbox' job what no server sent after the write", async () => {
    const queued = await buildApp({ MAIL_SEND_AFTER_WRITES: 'false' });
    const jobs = await startFleetJobs({
      env: testEnv({ JOBS_ENABLED: 'true' }),
      sql: db.sql,
      clock,
      url: db.url,
      log: queued.log,
      mail: queued.mail,
      onPhotosSized: async () => {},
    });
    try {
      await queueMail(
        db.sql,
        'staff-contact',
        { to: 'queue@example.com', subject: 'left for the queue', text: 'hello' },
        clock.now(),
      );
      expect(await jobs.sendNow('mail-outbox')).not.toBeNull();
      const mail = await smtp.waitFor((m) => m.to === 'queue@example.com');
      expect(mail.subject).toBe('left for the queue');
    } finally {
      await jobs.stop();
      await queued.close();
    }
  });
});

describe('sign-up that reveals nothing', () => {
  it('answers a new and an existing email alike; the mails say which', async () => {
    const fresh = await post('/api/account/signup', signupBody('New.Owner@example.com'));
    const existing = await post('/api/account/signup', signupBody(staffEmail));
    expect(fresh.statusCode).toBe(202);
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.body).toBe(fresh.body);
    expect(fresh.json()).toEqual({ ok: true, message: 'Check your email to finish' });
    expect(fresh.headers['set-cookie']).toBeUndefined();

    const confirm = await smtp.waitFor(
      mailTo('new.owner@example.com', 'Confirm your address for Pizza Atlas'),
    );
    expect(confirm.text).toContain('confirm your address');
    expect(confirm.text).toContain(`${SITE}/advertiser/confirm-address?token=`);
    const already = await smtp.waitFor(
      mailTo(staffEmail, 'You already have a Pizza Atlas account'),
    );
    expect(already.text).toContain('You already have an account — sign in or reset your password');
    expect(already.text).toContain(`${SITE}/advertiser/forgot-password`);
    // The existing account is untouched: its password still signs in.
    await signIn(app, staffEmail, TEST_PASSWORD);
  });

  it('limits the account until the mailed link confirms the address', async () => {
    await post('/api/account/signup', signupBody('claimer@example.com'));
    const mail = await smtp.waitFor(
      mailTo('claimer@example.com', 'Confirm your address for Pizza Atlas'),
    );
    const client = await signIn(app, 'claimer@example.com', 'a long pizza passphrase');
    const refused = await claim(client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'EMAIL_UNCONFIRMED',
      message: ACCOUNT_MESSAGES.emailUnconfirmed,
    });

    const token = tokenOf(mail);
    // Only a hash of the secret is stored.
    const secret = token.split('.')[1]!;
    const stored = await db.sql`
      select 1 from account_tokens where encode(secret_hash, 'escape') like ${`%${secret}%`}`;
    expect(stored).toHaveLength(0);

    // Opening the link (as a mail scanner or a link preview does) changes nothing, nor does
    // the link of mails sent before confirming took a POST: it only leads to the page.
    const link = new URL(/https?:\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/advertiser/confirm-address');
    await app.inject({ url: `${link.pathname}${link.search}` });
    const old = await app.inject({
      url: `/api/account/confirm?token=${encodeURIComponent(token)}`,
    });
    expect(old.statusCode).toBe(303);
    expect(old.headers.location).toBe(`${link.pathname}${link.search}`);
    expect((await claim(client)).statusCode).toBe(403);
    const [unused] = await db.sql`
      select 1 from account_tokens t join accounts a on a.id = t.account_id
      where a.email = 'claimer@example.com' and t.used_at is null`;
    expect(unused).toBeDefined();

    // The page's button POSTs the token, under the rules of every account write.
    const crossSite = await post(
      '/api/account/confirm',
      { token },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const confirmed = await post('/api/account/confirm', { token });
    expect([confirmed.statusCode, confirmed.json()]).toEqual([
      200,
      { ok: true, message: ACCOUNT_MESSAGES.addressConfirmed },
    ]);
    expect((await claim(client)).statusCode).toBe(201);

    const again = await post('/api/account/confirm', { token });
    expect([again.statusCode, again.json().error]).toEqual([
      400,
      { code: 'TOKEN_USED', message: ACCOUNT_MESSAGES.confirmTokenUsed },
    ]);
    const forged = await post('/api/account/confirm', { token: `${token.split('.')[0]}.AAAA` });
    expect([forged.statusCode, forged.json().error]).toEqual([
      400,
      { code: 'TOKEN_INVALID', message: ACCOUNT_MESSAGES.tokenUnknown },
    ]);
    const malformed = await post('/api/account/confirm', { token: '<script>' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ token: [ACCOUNT_MESSAGES.tokenUnknown] });
  });

  it('confirms with a link once when 10 requests race with it', async () => {
    await post('/api/account/signup', signupBody('racer@example.com'));
    const token = tokenOf(
      await smtp.waitFor(mailTo('racer@example.com', 'Confirm your address for Pizza Atlas')),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/account/confirm', { token })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(400)]);
    expect(
      new Set(answers.filter((a) => a.statusCode === 400).map((a) => a.json().error.code)),
    ).toEqual(new Set(['TOKEN_USED']));
  });

  it('refuses a confirmation link after 48 hours, saying it expired', async () => {
    await post('/api/account/signup', signupBody('late@example.com'));
    const token = tokenOf(
      await smtp.waitFor(mailTo('late@example.com', 'Confirm your address for Pizza Atlas')),
    );
    clock.advanceMinutes(48 * 60);
    const late = await post('/api/account/confirm', { token });
    expect([late.statusCode, late.json().error]).toEqual([
      400,
      { code: 'TOKEN_EXPIRED', message: ACCOUNT_MESSAGES.tokenExpired },
    ]);
  });

  it('mails a new confirmation link on request, and answers the same for any email', async () => {
    await post('/api/account/signup', signupBody('resend@example.com'));
    await smtp.waitFor(mailTo('resend@example.com', 'Confirm your address for Pizza Atlas'));
    const known = await post('/api/account/confirmation/resend', { email: 'resend@example.com' });
    const unknown = await post('/api/account/confirmation/resend', { email: 'nobody@example.com' });
    const confirmed = await post('/api/account/confirmation/resend', { email: staffEmail });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(confirmed.body).toBe(known.body);
    await app.mail.settled();
    const rows = await db.sql<{ recipient: string }[]>`
      select recipient from mail_outbox where kind = 'confirm-address'
        and recipient in ('resend@example.com', 'nobody@example.com', ${staffEmail})`;
    expect(rows.map((r) => r.recipient).sort()).toEqual([
      'resend@example.com',
      'resend@example.com',
    ]);
  });
});

describe('password reset', () => {
  it('follows the mailed link to a new password that ends every session', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const before = await signIn(app, email);
    const asked = await post('/api/account/password-reset/request', { email: email.toUpperCase() });
    const unknown = await post('/api/account/password-reset/request', {
      email: 'ghost@example.com',
    });
    expect(asked.statusCode).toBe(202);
    expect(unknown.body).toBe(asked.body);
    expect(asked.json().message).toBe(ACCOUNT_MESSAGES.resetSent);

    const mail = await smtp.waitFor(mailTo(email, 'Reset your Pizza Atlas password'));
    expect(mail.text).toContain(`${SITE}/advertiser/reset-password?token=`);
    expect(mail.text).toContain('30 minutes');
    // Opening the link only shows the form: the token stays unused until it is POSTed.
    const link = new URL(/https?:\S+/.exec(mail.text)![0]);
    await app.inject({ url: `${link.pathname}${link.search}` });
    const [unused] = await db.sql`
      select 1 from account_tokens t join accounts a on a.id = t.account_id
      where a.email = ${email} and t.purpose = 'password-reset' and t.used_at is null`;
    expect(unused).toBeDefined();
    await app.mail.settled();
    expect(
      await db.sql`select 1 from mail_outbox where recipient = 'ghost@example.com'`,
    ).toHaveLength(0);

    const reset = await post('/api/account/password-reset', {
      token: tokenOf(mail),
      password: 'a brand new pizza passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.resetDone });

    const old = await app.inject({
      url: '/api/account/session',
      headers: { cookie: before.cookie },
    });
    expect(old.json().account).toBeNull();
    await expect(signIn(app, email)).rejects.toThrow(/401/);
    await signIn(app, email, 'a brand new pizza passphrase');

    const reused = await post('/api/account/password-reset', {
      token: tokenOf(mail),
      password: 'yet another pizza passphrase',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({
      code: 'TOKEN_USED',
      message: ACCOUNT_MESSAGES.resetTokenUsed,
    });
  });

  it('refuses a weak new password and leaves the link usable', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    await post('/api/account/password-reset/request', { email });
    const token = tokenOf(await smtp.waitFor(mailTo(email, 'Reset your Pizza Atlas password')));
    const weak = await post('/api/account/password-reset', { token, password: email });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({
      code: 'PASSWORD_IS_EMAIL',
      fields: { password: [ACCOUNT_MESSAGES.passwordIsEmail] },
    });
    const strong = await post('/api/account/password-reset', {
      token,
      password: 'a brand new pizza passphrase',
    });
    expect(strong.statusCode).toBe(200);
  });

  it('refuses a link after 30 minutes', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    await post('/api/account/password-reset/request', { email });
    const mail = await smtp.waitFor(mailTo(email, 'Reset your Pizza Atlas password'));
    clock.advanceMinutes(30);
    const late = await post('/api/account/password-reset', {
      token: tokenOf(mail),
      password: 'a brand new pizza passphrase',
    });
    expect([late.statusCode, late.json().error]).toEqual([
      400,
      { code: 'TOKEN_EXPIRED', message: ACCOUNT_MESSAGES.tokenExpired },
    ]);
    await signIn(app, email);
  });

  it('uses a link once when 10 requests race with it', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    await post('/api/account/password-reset/request', { email });
    const token = tokenOf(await smtp.waitFor(mailTo(email, 'Reset your Pizza Atlas password')));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/api/account/password-reset', { token, password: `racing pizza passphrase ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(400)]);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().error.code)).toEqual(
      Array<string>(9).fill('TOKEN_USED'),
    );
    const winner = answers.findIndex((a) => a.statusCode === 200);
    await signIn(app, email, `racing pizza passphrase ${winner}`);
  });

  it('sends an address at most 5 account mails an hour, however many requests race', async () => {
    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/account/password-reset/request', { email })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(20).fill(202));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await post('/api/account/signup', signupBody(email));
    const count = async () =>
      (
        await db.sql<{ n: number }[]>`
          select count(*)::int as n from mail_outbox where recipient = ${email}`
      )[0]!.n;
    expect(await count()).toBe(5);
    clock.advanceMinutes(61);
    await post('/api/account/password-reset/request', { email });
    expect(await count()).toBe(6);
    await app.mail.settled();
  });

  it('limits requests for reset and confirmation links per client', async () => {
    const limited = await buildApp({}, 2);
    try {
      const from = { remoteAddress: '203.0.113.9' };
      const ask = (url: string) =>
        limited.inject({
          method: 'POST',
          url,
          payload: { email: 'someone@example.com' },
          headers: SAME_ORIGIN,
          ...from,
        });
      for (const url of [
        '/api/account/password-reset/request',
        '/api/account/confirmation/resend',
      ]) {
        expect((await ask(url)).statusCode).toBe(202);
        expect((await ask(url)).statusCode).toBe(202);
        const third = await ask(url);
        expect(third.statusCode).toBe(429);
        expect(third.json().error.code).toBeDefined();
      }
    } finally {
      await limited.close();
    }
  });
});

describe('staff alerts and claim decisions', () => {
  it('mails staff about a contact message and a listing claim, and the advertiser about the decision', async () => {
    const contact = await post('/api/contact', {
      name: 'Pat Lister',
      email: 'pat@example.com',
      message: 'Please list my place on Main Street.',
      type: 'advertiser',
    });
    expect(contact.statusCode).toBe(201);
    const alert = await smtp.waitFor(
      mailTo(staffEmail, 'New contact message (advertiser) from Pat Lister'),
    );
    expect(alert.text).toContain('Please list my place on Main Street.');
    expect(alert.text).toContain('pat@example.com');

    const { email } = await createTestAccount(db.sql, { role: 'advertiser' });
    const advertiser = await signIn(app, email);
    const claimed = await claim(advertiser);
    expect(claimed.statusCode).toBe(201);
    const claimAlert = await smtp.waitFor(
      (m) => mailTo(staffEmail, 'New listing claim: Mailbox Pizza')(m) && m.text.includes(email),
    );
    expect(claimAlert.text).toContain('I run it.');

    const staff = await signIn(app, staffEmail);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/staff/claims/${claimed.json().id}/refuse`,
      headers: staff.writeHeaders,
      payload: { note: 'We could not reach you by phone.' },
      remoteAddress: nextClientAddress(),
    });
    expect(refused.statusCode).toBe(200);
    const decision = await smtp.waitFor(mailTo(email, 'Your claim for Mailbox Pizza was refused'));
    expect(decision.text).toContain('We could not reach you by phone.');
  });
});

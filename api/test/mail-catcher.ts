import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as a local SMTP server received it. */
export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  from: string;
}

/**
 * A real SMTP server on a free local port (the smtp-server package) that keeps every mail
 * it accepts. A test can make it refuse mail, or hold the next one unanswered, and wait for
 * a mail by what it says (an event, never a sleep).
 */
export interface MailCatcher {
  /** SMTP_URL for the API. */
  url: string;
  received: CaughtMail[];
  /** Resolves with the first mail (received or to come) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
  /** While true, every mail is refused with a temporary failure (451). */
  refuse: boolean;
  /** Holds the next mail's DATA unanswered until the returned function is called. */
  holdNext(): { held: Promise<void>; release: () => void };
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const waiters: { match: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }[] =
    [];
  let hold: { arrived: () => void; released: Promise<void> } | undefined;
  const catcher: MailCatcher = {
    url: '',
    received: [],
    refuse: false,
    waitFor(match) {
      const found = catcher.received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    holdNext() {
      let arrived!: () => void;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrived, released };
      return { held, release };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    async onData(stream, _session, callback) {
      const parsed: ParsedMail = await simpleParser(stream);
      if (hold) {
        const current = hold;
        hold = undefined;
        current.arrived();
        await current.released;
      }
      if (catcher.refuse) {
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      const mail: CaughtMail = {
        to: Array.isArray(parsed.to) ? (parsed.to[0]?.text ?? '') : (parsed.to?.text ?? ''),
        from: parsed.from?.text ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
      };
      catcher.received.push(mail);
      for (const waiter of waiters.filter((w) => w.match(mail))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
      callback();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  catcher.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return catcher;
}

/** The one-time link of a mail (the first URL on a line of its own that holds a token). */
export function tokenOf(mail: CaughtMail): string {
  const found = /[?&]token=([^\s&]+)/.exec(mail.text);
  if (!found) throw new Error(`no token link in: ${mail.text}`);
  return decodeURIComponent(found[1]!);
}

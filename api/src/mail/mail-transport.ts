import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One mail as the site writes it: plain text to one address. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Where mail leaves the site. `send` rejects when the mail was not accepted. */
export interface MailTransport {
  /** Says where mail goes, for the start-up log: never the SMTP password. */
  readonly description: string;
  /** The folder of written .eml files; null when mail goes to an SMTP server. */
  readonly folder: string | null;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The transport of the settings: SMTP at `smtpUrl` (smtp:// or smtps://, with user and
 * password in the URL if the server asks for them); without one, each mail is written as
 * an .eml file in `folder` (nodemailer's stream transport makes the message).
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  folder: string;
}): MailTransport {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    // Bounded waits (nodemailer's defaults reach 10 minutes), so a stuck SMTP server fails
    // the attempt, which the outbox retries, and never holds a server's shutdown for long.
    const smtp = nodemailer.createTransport(
      {
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      },
      { from: options.from },
    );
    return {
      description: `SMTP at ${url.protocol}//${url.host}`,
      folder: null,
      async send(mail) {
        await smtp.sendMail(mail);
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: options.from },
  );
  return {
    description: `.eml files in ${options.folder}`,
    folder: options.folder,
    async send(mail) {
      const info = await files.sendMail(mail);
      await mkdir(options.folder, { recursive: true });
      // Named so a listing sorts by when it was written.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(path.join(options.folder, name), info.message as Buffer);
    },
    close: () => files.close(),
  };
}

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e-env';

/** Where the e2e site (no SMTP_URL) writes each mail it sends, as an .eml file. */
const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');

interface SiteMail {
  to: string;
  subject: string;
  text: string;
}

async function readMails(): Promise<SiteMail[]> {
  const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const parsed = await simpleParser(await readFile(path.join(MAIL_DIR, name)));
        const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
        return { to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' };
      }),
  );
}

/** Waits until the site has written a mail to `to` with `subject`, and answers it. */
export async function mailTo(to: string, subject: string): Promise<SiteMail> {
  let found: SiteMail | undefined;
  await expect
    .poll(async () => {
      found = (await readMails()).find((mail) => mail.to === to && mail.subject === subject);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The path and query of the mail's one-time link (the site's own origin is the page's). */
export function linkIn(mail: SiteMail): string {
  const url = /https?:\/\/\S+[?&]token=\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no link in: ${mail.text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

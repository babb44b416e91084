import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MailFile, MailFileText } from '@pizza-atlas/contracts';
import { simpleParser, type AddressObject } from 'mailparser';

/** The names the `.eml` transport writes (mail-transport.ts): a time, a UUID, `.eml`. */
const NAME = /^[\w-]+\.eml$/;

const addresses = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to : to ? [to] : []).map((one) => one.text).join(', ');

async function namesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => NAME.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readMail(folder: string, name: string): Promise<MailFileText> {
  const file = path.join(folder, name);
  const [bytes, stats] = await Promise.all([readFile(file), stat(file)]);
  const parsed = await simpleParser(bytes, { skipTextToHtml: true, skipImageLinks: true });
  return {
    name,
    writtenAt: stats.mtime.toISOString(),
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
  };
}

/**
 * The mails written as `.eml` files in `folder` when there is no SMTP server, newest first
 * (by when each file was written), without their bodies.
 */
export async function listMailFiles(folder: string, limit = 100): Promise<MailFile[]> {
  const names = await namesIn(folder);
  const written = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(path.join(folder, name))).mtimeMs })),
  );
  written.sort((a, b) => b.at - a.at || b.name.localeCompare(a.name));
  const newest = written.slice(0, limit);
  return Promise.all(
    newest.map(async ({ name }) => {
      const { text: _text, ...mail } = await readMail(folder, name);
      return mail;
    }),
  );
}

/**
 * One mail file with its plain-text body (from its HTML part, as text, when it has no
 * text part). Only a name the folder's own listing holds is opened, so no path from a
 * request reaches the file system; null for any other.
 */
export async function readMailFile(folder: string, name: string): Promise<MailFileText | null> {
  if (!(await namesIn(folder)).includes(name)) return null;
  return readMail(folder, name);
}

// Staff accounts are made here, never by sign-up.
//   pnpm staff create <email> --name "<name>" [--password-stdin]
//   pnpm staff list
//   pnpm staff remove <email>
// Without --password-stdin a strong password is generated and shown once.
import { randomBytes } from 'node:crypto';
import { NewPasswordSchema } from '@pizza-atlas/contracts';
import { createAccount } from '../accounts/create-account';
import { openDatabase } from '../db/open-database';
import { loadEnv } from '../env';

const USAGE =
  'Usage: staff create <email> --name "<name>" [--password-stdin] | staff list | staff remove <email>';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'create' && command !== 'list' && command !== 'remove') throw new Error(USAGE);
  const database = await openDatabase(loadEnv());
  try {
    const { sql } = database;
    if (command === 'list') {
      const rows = await sql<{ email: string; contact_name: string; created_at: Date }[]>`
        select email, contact_name, created_at from accounts where role = 'staff' order by email`;
      for (const row of rows) {
        console.log(`${row.email}\t${row.contact_name}\t${row.created_at.toISOString()}`);
      }
      if (rows.length === 0) console.log('No staff accounts yet.');
      return;
    }
    const email = args[0]?.trim().toLowerCase();
    if (!email || !email.includes('@')) throw new Error(USAGE);
    if (command === 'remove') {
      const removed = await sql`delete from accounts where email = ${email} and role = 'staff'`;
      console.log(removed.count === 1 ? `Removed ${email}` : `No staff account ${email}`);
      return;
    }
    const name = option(args, '--name')?.trim();
    if (!name) throw new Error(USAGE);
    const generated = !args.includes('--password-stdin');
    const password = generated ? randomBytes(18).toString('base64url') : await readStdin();
    NewPasswordSchema.parse(password);
    await createAccount(
      sql,
      { email, password, role: 'staff', contactName: name, emailConfirmed: true },
      new Date(),
    );
    console.log(`Staff account ${email} created.`);
    if (generated) console.log(`Password (shown once): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

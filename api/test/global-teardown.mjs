import postgres from 'postgres';

export default async function globalTeardown() {
  const pg = globalThis.__PA_TEST_PG__;
  if (pg) {
    // The embedded server goes with its data, the template included.
    await pg.stop();
    return;
  }
  // An outside server keeps what it is given: drop the run's templates (and half-made ones).
  const template = process.env.PA_TEST_TEMPLATE;
  const adminUrl = process.env.PA_TEST_ADMIN_URL;
  if (!template || !adminUrl) return;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    for (const name of [template, `${template}_sample`])
      for (const database of [name, `${name}_building`])
        await admin.unsafe(`drop database if exists ${database} with (force)`);
  } finally {
    await admin.end();
  }
}

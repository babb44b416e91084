import postgres from 'postgres';

export default async function globalTeardown() {
  const pg = globalThis.__PA_TEST_PG__;
  if (pg) {
    // The embedded server goes with its data, the template included.
    await pg.stop();
    return;
  }
  // An outside server keeps what it is given: drop the run's template (and a half-made one).
  const template = process.env.PA_TEST_TEMPLATE;
  const adminUrl = process.env.PA_TEST_ADMIN_URL;
  if (!template || !adminUrl) return;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    for (const name of [template, `${template}_building`])
      await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

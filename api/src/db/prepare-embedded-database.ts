import postgres from 'postgres';
import {
  EMBEDDED_DATABASE_NAME,
  LEGACY_CREDENTIALS,
  embeddedUrl,
  generateCredentials,
  writeCredentials,
  type EmbeddedCredentials,
} from './embedded-credentials';

function connect(credentials: EmbeddedCredentials, port: number) {
  return postgres(embeddedUrl(credentials, port, 'postgres'), {
    max: 1,
    connect_timeout: 10,
    onnotice: () => undefined,
  });
}

function isWrongPassword(error: unknown): boolean {
  return (error as { code?: unknown }).code === '28P01';
}

/**
 * Makes sure the running embedded server takes the stored credentials, and that the
 * site's database exists. A data folder from before decision 0023 has no credentials
 * file and the fixed postgres/postgres: it gets a generated password, saved before it
 * is set, so a crash in between is finished on the next start. Returns the credentials.
 */
export async function prepareEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  stored: EmbeddedCredentials | undefined;
  log?: (message: string) => void;
}): Promise<EmbeddedCredentials> {
  const credentials = options.stored ?? generateCredentials();
  if (!options.stored) writeCredentials(options.dataDir, credentials);
  let admin = connect(credentials, options.port);
  try {
    try {
      await admin`select 1`;
    } catch (error) {
      if (!isWrongPassword(error)) throw error;
      await admin.end();
      admin = connect(LEGACY_CREDENTIALS, options.port);
      if (!/^[0-9a-zA-Z]+$/.test(credentials.password))
        throw new Error('The stored embedded PostgreSQL password must be letters and digits.');
      // ALTER ROLE takes no parameters; the password is checked to be plain above.
      await admin.unsafe(
        `alter role ${LEGACY_CREDENTIALS.user} with password '${credentials.password}'`,
      );
      options.log?.(
        'the embedded PostgreSQL had the old fixed password; it now has a generated one (DATA_DIR/postgres-credentials.json)',
      );
    }
    const [existing] =
      await admin`select 1 from pg_database where datname = ${EMBEDDED_DATABASE_NAME}`;
    if (!existing) await admin.unsafe(`create database ${EMBEDDED_DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  return credentials;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_ENV } from './e2e-env';

/**
 * The e2e site's embedded database, with the credentials it generated on first start
 * (DATA_DIR/postgres-credentials.json, docs/decisions/0023).
 */
export function embeddedDatabaseUrl(): string {
  const file = path.join(E2E_DATA_DIR, 'postgres-credentials.json');
  const { user, password } = JSON.parse(readFileSync(file, 'utf8')) as {
    user: string;
    password: string;
  };
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${E2E_ENV.EMBEDDED_PG_PORT}/pizza_atlas`;
}

import path from 'node:path';

/** The end-to-end site runs on its own port, data folder and embedded PostgreSQL. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const E2E_PG_PORT = process.env.E2E_PG_PORT ?? '54339';
// One data folder per port, so runs on different ports never wipe each other's data.
export const E2E_DATA_DIR = path.resolve(__dirname, '..', '..', '.data', `e2e-${E2E_PORT}`);

export const E2E_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: E2E_DATA_DIR,
  EMBEDDED_PG_PORT: E2E_PG_PORT,
  LOG_LEVEL: 'warn',
  // Remove any outside database so the e2e site uses the embedded one.
  DATABASE_URL: '',
};

import path from 'node:path';

/** The end-to-end site runs on its own port, data folder and embedded PostgreSQL. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The fake map tile server (scripts/fake-tiles.mjs), beside the site. */
export const E2E_TILE_PORT = E2E_PORT + 50;
const E2E_PG_PORT = process.env.E2E_PG_PORT ?? '54339';
// One data folder per port, so runs on different ports never wipe each other's data.
export const E2E_DATA_DIR = path.resolve(__dirname, '..', '..', '.data', `e2e-${E2E_PORT}`);

/**
 * The one instant the run happens at. The server's clock starts there (CLOCK_START) and
 * every page's clock too (support/clock.ts), so hours, open now, wait times and today's
 * featured places never depend on when the suite runs. Set E2E_CLOCK to try another time
 * of the week; the default is a Wednesday lunchtime (12:15 PM in Austin).
 */
export const E2E_CLOCK = readClock(process.env.E2E_CLOCK || '2026-11-18T18:15:00Z');

function readClock(value: string): Date {
  const instant = new Date(value);
  if (
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value) ||
    Number.isNaN(instant.getTime())
  ) {
    throw new Error(
      `E2E_CLOCK must be an ISO 8601 instant with a time zone, e.g. 2026-11-22T09:30:00Z (got "${value}")`,
    );
  }
  return instant;
}

export const E2E_ENV: Record<string, string> = {
  // Development: the embedded PostgreSQL is refused in production (docs/decisions/0035).
  NODE_ENV: 'development',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: E2E_DATA_DIR,
  EMBEDDED_PG_PORT: E2E_PG_PORT,
  LOG_LEVEL: 'warn',
  // Remove any outside database so the e2e site uses the embedded one.
  DATABASE_URL: '',
  CLOCK_START: E2E_CLOCK.toISOString(),
  E2E_TILE_PORT: String(E2E_TILE_PORT),
  MAP_TILES: `http://127.0.0.1:${E2E_TILE_PORT}/{z}/{x}/{y}.png`,
  // The suite shares two cores with its own browser: a page's data may take longer than a
  // production server's budget, and a page rendered without it is not what is tested. The
  // same holds for loading a remote's server module (a page left to the browser answers 200,
  // so a missing place's 404 would go unseen).
  RENDER_LOAD_BUDGET_MS: '10000',
  RENDER_DATA_BUDGET_MS: '10000',
  RENDER_BUDGET_MS: '10000',
};

import postgres from 'postgres';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering right now. Please try again in a few seconds.';

/**
 * The database is down, unreachable or lost the connection. The guard (guard-database.ts)
 * throws it at once while the database is known to be down, and puts it in place of its
 * pool's connection errors; the error handler (http/errors.ts) answers it with 503.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(message = DATABASE_UNAVAILABLE_MESSAGE, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** postgres.js's own connection errors: the server went away mid-query, could not be reached… */
const DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** The socket's, when the connection is refused or cut. Other clients (Redis…) raise these too. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A server going away or not taking connections: SQLSTATE class 08 (connection
 * exception), 57P01–57P03 (shut down, crashed, starting up or in recovery), 53300 (too
 * many connections).
 */
function isServerUnavailable(error: unknown): boolean {
  if (!(error instanceof postgres.PostgresError)) return false;
  return error.code.startsWith('08') || /^57P0[1-3]$/.test(error.code) || error.code === '53300';
}

/** A statement cancelled by statement_timeout. */
export function isStatementTimeout(error: unknown): boolean {
  return error instanceof postgres.PostgresError && error.code === '57014';
}

/** An error of the database guard's own pool that means its connection failed or was lost. */
export function isConnectionFailure(error: unknown): boolean {
  const code = codeOf(error);
  return (
    (code !== undefined && (DRIVER_CODES.has(code) || SOCKET_CODES.has(code))) ||
    isServerUnavailable(error)
  );
}

/**
 * Every failure the visitor sees as 503 DATABASE_UNAVAILABLE, never as a 500: the
 * database down or unreachable, or too slow for the statement timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  return (
    error instanceof DatabaseUnavailableError ||
    (code !== undefined && DRIVER_CODES.has(code)) ||
    isServerUnavailable(error) ||
    isStatementTimeout(error)
  );
}

import { CSRF_HEADER, type ApiErrorCode } from '@pizza-atlas/contracts';
import type { z } from 'zod';

/** What an API error body says: `{"error":{"code","message","fields"?}}` (ApiErrorSchema). */
interface ApiErrorDetails {
  code: string | undefined;
  apiMessage: string | undefined;
  fields: Record<string, string[]> | undefined;
}

/** The whole JSON body of an error, or undefined when it is not JSON. */
function parseBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** Read by hand, not with ApiErrorSchema: zod stays out of the pages that need no schema. */
function readErrorBody(body: string): ApiErrorDetails {
  const none = { code: undefined, apiMessage: undefined, fields: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return none;
  }
  const error = (parsed as { error?: unknown } | null)?.error;
  if (typeof error !== 'object' || error === null) return none;
  const { code, message, fields } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    apiMessage: typeof message === 'string' ? message : undefined,
    fields:
      typeof fields === 'object' && fields !== null
        ? (fields as Record<string, string[]>)
        : undefined,
  };
}

/**
 * A non-OK answer. Its message reads '{status}: {body text or status text}'; `code` and
 * `apiMessage` are the body's `error.code` and `error.message` when it is an API error.
 * Decide by `code` (isApiError), never by the text.
 */
export class ApiRequestError extends Error implements ApiErrorDetails {
  /** The API's error code, e.g. 'UNKNOWN_LOCATION'; undefined when the body is not an API error. */
  readonly code: string | undefined;
  /** The `error.message` of a JSON error body, for people. */
  readonly apiMessage: string | undefined;
  /** Messages per field of a refused write (VALIDATION_ERROR). */
  readonly fields: Record<string, string[]> | undefined;
  /**
   * The parsed JSON body, for an error that says more than its code: a removed place's 410
   * (PLACE_REMOVED) names the place and its nearby places. The caller checks it with its schema.
   */
  readonly answer: unknown;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
    // Own fields, not getters: an error a server render dehydrated keeps them.
    const details = readErrorBody(body);
    this.code = details.code;
    this.apiMessage = details.apiMessage;
    this.fields = details.fields;
    this.answer = parseBody(body);
  }
}

/** An API error as isApiError sees it: an ApiRequestError, or one that lost its class. */
export interface ApiErrorLike {
  status: number;
  code: string | undefined;
  apiMessage?: string;
  fields?: Record<string, string[]>;
}

/**
 * True for an error the API answered, and with `code` only for that code:
 * `isApiError(error, 'UNKNOWN_LOCATION')`. By shape, not class: each remote bundles its
 * own api-client, and an error a server render dehydrated reaches the browser as plain
 * data. Codes are ApiErrorCode, so a misspelt one does not compile.
 */
export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const { status } = error as { status?: unknown };
  if (typeof status !== 'number') return false;
  if (code === undefined) return true;
  let found = (error as { code?: unknown }).code;
  const body = (error as { body?: unknown }).body;
  if (found === undefined && typeof body === 'string') found = readErrorBody(body).code;
  return found === code;
}

/**
 * True for an API "not found". Also for an error the server rendered the page with: it
 * reaches the browser as plain data (status and body), no longer an ApiRequestError.
 */
export function isNotFoundError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404
  );
}

/**
 * True for an API "gone" (410): a place its source no longer lists. Like isNotFoundError,
 * by status, so an error a server render dehydrated is recognised in the browser too.
 */
export function isGoneError(
  error: unknown,
): error is ApiErrorLike & { answer?: unknown; body?: string } {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 410
  );
}

/** The parsed body of an API error, also of one a server render dehydrated (plain data). */
export function errorAnswer(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const { answer, body } = error as { answer?: unknown; body?: unknown };
  if (answer !== undefined) return answer;
  return typeof body === 'string' ? parseBody(body) : undefined;
}

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON only when present. */
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** The session's CSRF token, for a write made with the session cookie (see account.ts). */
  csrfToken?: string;
}

/**
 * How a server render's data loaders reach the API: the server puts its own fetch (which
 * hands the request to the API in-process) under this global; a browser never has one.
 * A global, not module state, because each remote bundles its own api-client.
 */
export const SERVER_FETCH_GLOBAL = '__PIZZA_ATLAS_SERVER_FETCH__';

function fetchFor(): typeof fetch {
  const serverFetch = (globalThis as Record<string, unknown>)[SERVER_FETCH_GLOBAL];
  return typeof serverFetch === 'function' ? (serverFetch as typeof fetch) : fetch;
}

/** Calls the same-origin API with cookies included. */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions<T> = {},
): Promise<T> {
  const hasBody = options.body !== undefined;
  const headers: Record<string, string> = {};
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (options.csrfToken) headers[CSRF_HEADER] = options.csrfToken;
  const response = await fetchFor()(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, text, response.statusText);
  }
  const json = (await response.json()) as unknown;
  return options.schema ? options.schema.parse(json) : (json as T);
}

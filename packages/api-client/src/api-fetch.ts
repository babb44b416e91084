import { CSRF_HEADER } from '@pizza-atlas/contracts';
import type { z } from 'zod';

/** A non-OK answer. Its message reads '{status}: {body text or status text}'. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The `error.message` of a JSON error body, when there is one. */
  get apiMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: { message?: unknown } };
      return typeof parsed.error?.message === 'string' ? parsed.error.message : undefined;
    } catch {
      return undefined;
    }
  }
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

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

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON only when present. */
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/** Calls the same-origin API with cookies included. */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions<T> = {},
): Promise<T> {
  const hasBody = options.body !== undefined;
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
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

import { QueryClient } from '@tanstack/react-query';

type Answer = { status: number; body: unknown };

/**
 * Replaces the browser's fetch with answers by API path, and counts what was asked. A path
 * with no answer fails as a network error would.
 */
export function fakeApi(answers: Record<string, Answer | (() => Answer)>) {
  const asked: string[] = [];
  const fetch = jest.fn(async (input: string) => {
    asked.push(input);
    const entry = answers[input];
    if (!entry) throw new TypeError(`Failed to fetch ${input}`);
    const { status, body } = typeof entry === 'function' ? entry() : entry;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      json: async () => body,
      text: async () => JSON.stringify(body),
    };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return { asked };
}

/** A query client for one test: no retries, so a failure shows at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

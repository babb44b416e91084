import { incompleteAnswerRemark } from './read-overpass-places';

/**
 * Asks an Overpass API interpreter one query at a time, politely: a user agent naming the
 * site, and retries with exponential backoff and jitter when the server is busy (429),
 * failing (5xx), unreachable, or answers 200 with a runtime-error remark (a timeout or
 * out of memory: the answer is incomplete, and a refresh on it would remove places that
 * still exist).
 */
export interface OverpassClientOptions {
  /** The interpreter endpoint, OVERPASS_URL. */
  url: string;
  userAgent: string;
  /** Attempts per query before giving up; default 5. */
  maxAttempts?: number;
  /** First backoff, doubled each attempt; default 5 s. */
  baseDelayMs?: number;
  /** Longest single wait, Retry-After included; default 5 min. */
  maxDelayMs?: number;
  /** Waits between attempts; tests pass one that resolves at once and records the delays. */
  sleep?: (ms: number) => Promise<void>;
  /** 0..1, for jitter; tests fix it. */
  random?: () => number;
  fetch?: typeof fetch;
  /**
   * How long one request may take before it counts as failed (and is retried). Default:
   * the query's own [timeout:N] plus a minute for the answer to arrive, else 4 minutes.
   */
  requestTimeoutMs?: number;
  /** Told before each retry, e.g. to print "Overpass busy (429), retrying in 10 s". */
  onRetry?: (info: { attempt: number; delayMs: number; cause: string }) => void;
}

export type OverpassClient = (query: string, areaLabel: string) => Promise<unknown>;

class RetryableError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function createOverpassClient(options: OverpassClientOptions): OverpassClient {
  const maxAttempts = options.maxAttempts ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 5000;
  const maxDelayMs = options.maxDelayMs ?? 300_000;
  const sleep = options.sleep ?? sleepFor;
  const random = options.random ?? Math.random;
  const doFetch = options.fetch ?? fetch;

  /** The server gives up after the query's [timeout:N]; we wait that long and a minute more. */
  function timeoutFor(query: string): number {
    if (options.requestTimeoutMs !== undefined) return options.requestTimeoutMs;
    const seconds = /\[timeout:(\d+)\]/.exec(query);
    return seconds ? (Number(seconds[1]) + 60) * 1000 : 240_000;
  }

  /** An HTML or text answer's words, without its tags, styles and scripts: at most 300 characters. */
  function plainText(text: string): string {
    return text
      .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300);
  }

  async function once(query: string): Promise<unknown> {
    const timeoutMs = timeoutFor(query);
    const signal = AbortSignal.timeout(timeoutMs);
    const headers = { 'User-Agent': options.userAgent, Accept: 'application/json' };
    const form = new URLSearchParams({ data: query }).toString();
    let response: Response;
    try {
      response = await doFetch(options.url, {
        signal,
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      // Overpass takes the query either way; a mirror or proxy that allows only GET says 405.
      if (response.status === 405) {
        await response.body?.cancel();
        const url = new URL(options.url);
        url.search = form;
        response = await doFetch(url, { signal, headers });
      }
    } catch (error) {
      if (signal.aborted) throw new RetryableError(`no answer within ${timeoutMs / 1000} s`);
      const { cause: reason } = error as { cause?: { code?: string; message?: string } };
      const cause = reason?.code ?? reason?.message;
      // The host says which setting to check (OVERPASS_URL, DNS, a proxy).
      throw new RetryableError(
        `network error (${cause ?? (error as Error).message} ${new URL(options.url).host})`,
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new RetryableError(
        signal.aborted ? `no answer within ${timeoutMs / 1000} s` : 'the answer was cut off',
      );
    }
    if (response.status === 429 || response.status >= 500) {
      throw new RetryableError(
        `HTTP ${response.status}`,
        retryAfterMs(response.headers.get('retry-after'), Date.now()),
      );
    }
    if (!response.ok) {
      // 400 is a query the server cannot run: asking again changes nothing.
      const detail = plainText(text);
      throw new Error(`HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // A proxy's HTML page or an answer cut off mid-way: what it says, when it says something.
      const detail = /^\s*</.test(text) ? plainText(text) : '';
      throw new RetryableError(`an answer that is not JSON${detail ? ` ("${detail}")` : ''}`);
    }
    const remark = incompleteAnswerRemark(json);
    // The remark names itself ("runtime error: Query timed out …").
    if (remark) throw new RetryableError(remark);
    return json;
  }

  return async (query, areaLabel) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once(query);
      } catch (error) {
        const message = (error as Error).message;
        if (!(error instanceof RetryableError)) {
          throw new Error(`Overpass refused the query for ${areaLabel}: ${message}`);
        }
        if (attempt >= maxAttempts) {
          throw new Error(
            `Overpass failed for ${areaLabel} after ${attempt} attempt${attempt === 1 ? '' : 's'}: ${message.replace(/[.\s]+$/, '')}. Nothing of ${areaLabel} was changed; run the command again later.`,
          );
        }
        // Full backoff doubled per attempt, with up to half of it random so several
        // importers that failed together do not come back together.
        const backoff = baseDelayMs * 2 ** (attempt - 1);
        const jittered = backoff / 2 + random() * (backoff / 2);
        const delayMs = Math.min(maxDelayMs, Math.max(jittered, error.retryAfterMs ?? 0));
        options.onRetry?.({ attempt, delayMs, cause: message });
        await sleep(delayMs);
      }
    }
  };
}

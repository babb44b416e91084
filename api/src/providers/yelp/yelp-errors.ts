import { ProviderError } from '../listing-provider';
import { YelpErrorBodySchema } from './yelp-schemas';

/** Yelp's `error.code` and a readable description, from whatever body it sent. */
export interface YelpErrorInfo {
  code: string | undefined;
  description: string | undefined;
}

export function parseYelpError(bodyText: string): YelpErrorInfo {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return { code: undefined, description: undefined };
  }
  const parsed = YelpErrorBodySchema.safeParse(json);
  if (!parsed.success) return { code: undefined, description: undefined };
  const { code, description } = parsed.data.error;
  return { code: code ?? undefined, description: describe(description) };
}

// Issue #69: VALIDATION_ERROR once wrapped a LOCATION_NOT_FOUND error object in
// `description`, so dig one level down before giving up.
function describe(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const nested = YelpErrorBodySchema.safeParse(value);
  if (nested.success && typeof nested.data.error.description === 'string') {
    return nested.data.error.description;
  }
  return undefined;
}

/** A daily quota 429 (ACCESS_LIMIT_REACHED) as opposed to the per-second one. */
export function isDailyLimit(info: YelpErrorInfo): boolean {
  if (info.code === 'ACCESS_LIMIT_REACHED') return true;
  if (info.code === 'TOO_MANY_REQUESTS_PER_SECOND') return false;
  return /daily/i.test(info.description ?? '');
}

/**
 * When the daily quota comes back: the RateLimit-ResetTime header (ISO 8601) when it
 * is plausible, else the next midnight UTC, when Yelp resets daily limits (§1.6).
 */
export function dailyResetAt(resetHeader: string | null, now: number): number {
  const fromHeader = resetHeader ? Date.parse(resetHeader) : NaN;
  if (Number.isFinite(fromHeader) && fromHeader > now && fromHeader - now <= 48 * 3600_000) {
    return fromHeader;
  }
  const midnight = new Date(now);
  midnight.setUTCHours(24, 0, 0, 0);
  return midnight.getTime();
}

export function dailyLimitError(resetAt: number, now: number): ProviderError {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  const at = new Date(resetAt).toISOString().slice(11, 16);
  return new ProviderError(
    'rate_limited',
    `Yelp's daily request limit for this site has been reached. Please try again after ${at} UTC.`,
    seconds,
  );
}

export const perSecondLimitError = (): ProviderError =>
  new ProviderError(
    'rate_limited',
    'Too many requests to Yelp at once. Please try again in a moment.',
    1,
  );

/**
 * Maps a non-OK Yelp answer (other than 404, which callers handle, and the 429s above)
 * to a message a visitor can read. Yelp's own description is only passed on for
 * validation errors, trimmed, with the key scrubbed in case anything echoed it.
 */
export function yelpHttpError(status: number, info: YelpErrorInfo, apiKey: string): ProviderError {
  if (status === 401 || status === 403) {
    return new ProviderError(
      'unauthorized',
      'Listings from Yelp are unavailable: Yelp did not accept this site’s API key.',
    );
  }
  if (status === 504 || info.code === 'REQUEST_TIMED_OUT') {
    return new ProviderError('timeout', 'Yelp took too long to answer. Please try again.');
  }
  if (status >= 500) {
    return new ProviderError(
      'unavailable',
      'Yelp is not answering right now. Please try again later.',
    );
  }
  if (info.code === 'LOCATION_NOT_FOUND') {
    return new ProviderError(
      'bad_request',
      'Yelp could not find that location. Try a more exact location.',
    );
  }
  const detail = info.description ? `: ${scrub(info.description, apiKey)}` : '.';
  return new ProviderError('bad_request', `Yelp could not run this request${detail}`);
}

export const timeoutError = (): ProviderError =>
  new ProviderError('timeout', 'Yelp took too long to answer. Please try again.');

export const unreachableError = (): ProviderError =>
  new ProviderError('unavailable', 'Yelp cannot be reached right now. Please try again later.');

export const unreadableAnswerError = (): ProviderError =>
  new ProviderError(
    'unavailable',
    'Yelp sent an answer we could not read. Please try again later.',
  );

function scrub(description: string, apiKey: string): string {
  const withoutKey = apiKey ? description.split(apiKey).join('[redacted]') : description;
  const clean = withoutKey.replace(/[\p{Cc}<>]/gu, ' ').trim();
  return clean.length > 200 ? `${clean.slice(0, 199)}…` : clean;
}

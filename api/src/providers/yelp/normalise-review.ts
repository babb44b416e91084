import type { Review } from '@pizza-atlas/contracts';
import type { YelpReview } from './yelp-schemas';

/** Review text is passed on untouched: Yelp's display terms allow truncation only. */
export function normaliseReview(review: YelpReview): Review {
  return {
    id: review.id,
    text: review.text ?? '',
    rating: Math.min(5, Math.max(1, Math.round(review.rating))),
    time_created: pacificToIso(review.time_created),
    user: { name: review.user.name?.trim() || 'A Yelp user' },
    url: review.url || null,
  };
}

const PACIFIC = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  timeZoneName: 'longOffset',
});

/**
 * Yelp sends time_created as "YYYY-MM-DD HH:MM:SS" in Pacific time with no zone,
 * which `new Date()` would read as the server's local time. We answer ISO 8601 UTC.
 */
export function pacificToIso(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return text;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  // Two passes, so a time near a daylight-saving switch takes the offset in force then.
  const firstGuess = wallClock - pacificOffsetMinutes(wallClock) * 60_000;
  const utc = wallClock - pacificOffsetMinutes(firstGuess) * 60_000;
  return Number.isNaN(utc) ? text : new Date(utc).toISOString();
}

function pacificOffsetMinutes(utcMs: number): number {
  const zone = PACIFIC.formatToParts(utcMs).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zone?.value ?? '');
  if (!match) return -480;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

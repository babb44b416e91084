import type { ReviewHoldSignal } from '@pizza-atlas/contracts';

/** More reviews than this from one client within the window are held (decision 0044). */
export interface ReviewBurst {
  max: number;
  windowMinutes: number;
}

/** Five reviews in ten minutes is a busy evening out; the sixth waits for staff. */
export const DEFAULT_REVIEW_BURST: ReviewBurst = { max: 5, windowMinutes: 10 };

/**
 * A second review of one place from one client within this many days is held for staff
 * (decision 0087): one visitor, one voice in a place's rating; a returning visitor's review
 * after a month is published as any other.
 */
export const REVIEW_AGAIN_WINDOW_DAYS = 30;

/**
 * Shorter texts ("Great pizza!") are written alike by different people; a longer one seen at
 * another place is copied.
 */
export const REPEATED_TEXT_MIN_LENGTH = 30;

// A scheme, "www.", or a name with a top-level domain that spam uses ("cheap-pizza.shop").
// A bare "great.Then" (a missed space) has no such ending and is not a link.
const LINK =
  /(\b(?:https?|ftp):\/\/|\bwww\.|\b[a-z0-9-]{2,}\.(?:com|net|org|info|biz|io|co|us|me|ly|app|site|online|shop|store|xyz|top|club|link|click|pizza)\b)/i;

/** The signals the text alone gives; the stored reviews give the rest (migration 0031). */
export function textHoldSignals(text: string): ReviewHoldSignal[] {
  return LINK.test(text) ? ['link'] : [];
}

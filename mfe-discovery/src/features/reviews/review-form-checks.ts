import { countCharacters, REVIEW_MESSAGES, TEXT_MINIMUMS } from '@pizza-atlas/contracts';

export type ReviewField = 'rating' | 'reviewText' | 'reviewerName';

/** What a field still needs: nothing, anything at all, or more characters. */
export type FieldNeed = 'ok' | 'missing' | 'short';

export interface ReviewDraft {
  rating: number;
  reviewText: string;
  reviewerName: string;
}

/** Each field against the spec's "required" and the API's minimums (decision 0066). */
export function reviewNeeds(draft: ReviewDraft): Record<ReviewField, FieldNeed> {
  const text = (value: string, min: number): FieldNeed => {
    const count = countCharacters(value.trim());
    return count === 0 ? 'missing' : count < min ? 'short' : 'ok';
  };
  return {
    rating: draft.rating >= 1 && draft.rating <= 5 ? 'ok' : 'missing',
    reviewText: text(draft.reviewText, TEXT_MINIMUMS.reviewText),
    reviewerName: text(draft.reviewerName, TEXT_MINIMUMS.reviewerName),
  };
}

/** The field's message under it: the spec's pair when empty, the minimum when too short. */
export function fieldMessage(
  field: ReviewField,
  need: FieldNeed,
): { short: string; long?: string } | undefined {
  if (need === 'ok') return undefined;
  if (field === 'rating')
    return { short: REVIEW_MESSAGES.rating, long: REVIEW_MESSAGES.ratingLong };
  if (field === 'reviewText') {
    return need === 'missing'
      ? { short: REVIEW_MESSAGES.reviewText, long: REVIEW_MESSAGES.reviewTextLong }
      : { short: REVIEW_MESSAGES.reviewTextTooShort };
  }
  return need === 'missing'
    ? { short: REVIEW_MESSAGES.reviewerName, long: REVIEW_MESSAGES.reviewerNameLong }
    : { short: REVIEW_MESSAGES.reviewerNameTooShort };
}

const STILL_NEEDED: Record<ReviewField, Record<Exclude<FieldNeed, 'ok'>, string>> = {
  rating: { missing: 'a rating', short: 'a rating' },
  reviewText: {
    missing: `a review of at least ${TEXT_MINIMUMS.reviewText} characters`,
    short: `a longer review (at least ${TEXT_MINIMUMS.reviewText} characters)`,
  },
  reviewerName: {
    missing: 'your name',
    short: `your name (at least ${TEXT_MINIMUMS.reviewerName} characters)`,
  },
};

/**
 * Why Submit is not available yet, in one sentence ("To submit, add a rating and your
 * name."); undefined once every field is ready. It changes only when what is missing does,
 * so a screen reader hears it once per change, not per keystroke.
 */
export function submitBlockedReason(needs: Record<ReviewField, FieldNeed>): string | undefined {
  const missing = (Object.keys(needs) as ReviewField[])
    .filter((field) => needs[field] !== 'ok')
    .map((field) => STILL_NEEDED[field][needs[field] as Exclude<FieldNeed, 'ok'>]);
  if (missing.length === 0) return undefined;
  const list =
    missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `To submit, add ${list}.`;
}

/**
 * Which catalog places an answer shows, so a review (which changes one place's rating,
 * review count and reviews) drops only the answers that show that place. Unset: the
 * answer depends on every place (the safe default); `{ places: [] }`: on none, as a
 * guide's list of cities. Imports, approvals and staff actions still drop every answer.
 *
 * A review can also lift a place that is not shown into a list sorted by rating or review
 * count; such a list shows it once it is made again, within ANSWER_CACHE_SECONDS, as a
 * CDN or another app server without Redis shows any change (decision 0028).
 */
export interface AnswerScope {
  places: string[];
  /**
   * The places it is about (a place's details or reviews), not merely lists: a page made
   * from it is made again at once on a review of one, where a page that only lists the
   * place is made again in the background (decision 0028).
   */
  about?: string[];
  /**
   * When the clock next changes the answer (ms since the epoch): a place shown opens or
   * closes, or its local day turns (`openStatusChangesAt`). Until then it is kept through
   * the turns of minutes; unset, it is made again in every minute, as an answer that
   * cannot tell (decision 0030). UNCHANGED_BY_CLOCK: nothing in it follows the clock.
   */
  until?: number;
}

/** An answer's `until` when nothing in it follows the clock (reviews, guides). */
export const UNCHANGED_BY_CLOCK = Number.MAX_SAFE_INTEGER;

/** Whether an answer of this scope is about place `id` (unset: about every place). */
export function scopeIsAbout(scope: AnswerScope | undefined, id: string): boolean {
  return !scope || (scope.about?.includes(id) ?? false);
}

/** Whether a review of place `id` can change an answer of this scope. */
export function scopeTouches(scope: AnswerScope | undefined, id: string): boolean {
  return !scope || scope.places.includes(id);
}

/**
 * The scope of something made from several answers: what any of them depends on, and
 * the earliest time the clock changes one of them (unset when one of them cannot tell).
 */
export function mergeScopes(scopes: (AnswerScope | undefined)[]): AnswerScope | undefined {
  const places: string[] = [];
  const about: string[] = [];
  let until: number | undefined = UNCHANGED_BY_CLOCK;
  for (const scope of scopes) {
    if (!scope) return undefined;
    places.push(...scope.places);
    about.push(...(scope.about ?? []));
    until =
      until === undefined || scope.until === undefined ? undefined : Math.min(until, scope.until);
  }
  return {
    places,
    ...(about.length > 0 && { about }),
    ...(until !== undefined && { until }),
  };
}

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
}

/** Whether a review of place `id` can change an answer of this scope. */
export function scopeTouches(scope: AnswerScope | undefined, id: string): boolean {
  return !scope || scope.places.includes(id);
}

/** The scope of something made from several answers: what any of them depends on. */
export function mergeScopes(scopes: (AnswerScope | undefined)[]): AnswerScope | undefined {
  const places: string[] = [];
  for (const scope of scopes) {
    if (!scope) return undefined;
    places.push(...scope.places);
  }
  return { places };
}

import type { PersonalityType } from './personalities';

/**
 * The personality chosen most often. On a tie, the one that reached the top count first
 * wins (spec section 4): a later answer takes the lead only by passing it, never by
 * equalling it. Undefined before any answer.
 */
export function scoreQuiz(answers: readonly PersonalityType[]): PersonalityType | undefined {
  const counts = new Map<PersonalityType, number>();
  let leader: PersonalityType | undefined;
  let top = 0;
  for (const answer of answers) {
    const count = (counts.get(answer) ?? 0) + 1;
    counts.set(answer, count);
    if (count > top) {
      top = count;
      leader = answer;
    }
  }
  return leader;
}

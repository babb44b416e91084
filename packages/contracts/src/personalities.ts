/**
 * The four pizza personalities of the labs quiz (spec section 3). The quiz sends one to
 * the directory as `personality=`, which names it to the visitor.
 */
export const PERSONALITY_TYPES = ['adventurer', 'traditionalist', 'social', 'connoisseur'] as const;
export type PersonalityType = (typeof PERSONALITY_TYPES)[number];

export function isPersonalityType(value: string): value is PersonalityType {
  return (PERSONALITY_TYPES as readonly string[]).includes(value);
}

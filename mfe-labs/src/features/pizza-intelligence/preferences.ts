/** Spec section 5: the analyzer's six moods and four weathers, in the order shown. */
export const MOODS = [
  { value: 'adventurous', label: 'Adventurous' },
  { value: 'comfort', label: 'Comfort' },
  { value: 'social', label: 'Social' },
  { value: 'romantic', label: 'Romantic' },
  { value: 'quick', label: 'Quick' },
  { value: 'indulgent', label: 'Indulgent' },
] as const;

export const WEATHERS = [
  { value: 'sunny', label: 'Sunny' },
  { value: 'rainy', label: 'Rainy' },
  { value: 'cold', label: 'Cold' },
  { value: 'warm', label: 'Warm' },
] as const;

export type Mood = (typeof MOODS)[number]['value'];
export type Weather = (typeof WEATHERS)[number]['value'];

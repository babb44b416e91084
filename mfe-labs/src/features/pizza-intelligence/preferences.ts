/** Spec section 5: the analyzer's six moods and four weathers, in the order shown. */
export const MOODS = [
  { value: 'adventurous', label: 'Adventurous', icon: '🧭' },
  { value: 'comfort', label: 'Comfort', icon: '🛋️' },
  { value: 'social', label: 'Social', icon: '🎉' },
  { value: 'romantic', label: 'Romantic', icon: '🕯️' },
  { value: 'quick', label: 'Quick', icon: '⚡' },
  { value: 'indulgent', label: 'Indulgent', icon: '🧀' },
] as const;

export const WEATHERS = [
  { value: 'sunny', label: 'Sunny', icon: '☀️' },
  { value: 'rainy', label: 'Rainy', icon: '🌧️' },
  { value: 'cold', label: 'Cold', icon: '❄️' },
  { value: 'warm', label: 'Warm', icon: '🌤️' },
] as const;

export type Mood = (typeof MOODS)[number]['value'];
export type Weather = (typeof WEATHERS)[number]['value'];

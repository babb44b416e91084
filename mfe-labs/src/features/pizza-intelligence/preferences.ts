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

export interface Preferences {
  mood: Mood;
  weather: Weather;
}

/**
 * The mood and weather of the analysis the page's URL carries (?mood=romantic&weather=rainy),
 * so Back, a reload and a shared link show its matches again; null unless both are known.
 */
export function readPreferences(params: URLSearchParams): Preferences | null {
  const mood = MOODS.find((option) => option.value === params.get('mood'))?.value;
  const weather = WEATHERS.find((option) => option.value === params.get('weather'))?.value;
  return mood && weather ? { mood, weather } : null;
}

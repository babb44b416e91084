export interface PlaceLocation {
  city: string;
  state: string;
}

/**
 * Spec section 5: the text is split on commas and needs a city then a state ('Chicago, IL');
 * anything after the state is ignored. Null when a part is missing.
 */
export function parseLocation(text: string): PlaceLocation | null {
  const [city, state] = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return city && state ? { city, state } : null;
}

/** 'Chicago, IL': how the location is searched and shown. */
export function formatLocation({ city, state }: PlaceLocation): string {
  return `${city}, ${state}`;
}

/** The location the page's URL carries (?location=Chicago, IL), or null. */
export function readLocation(params: URLSearchParams): PlaceLocation | null {
  return parseLocation(params.get('location') ?? '');
}

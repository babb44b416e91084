import { apiFetch, isApiError } from '@pizza-atlas/api-client';
import type { PlaceCity } from '@pizza-atlas/contracts';
import type { PlaceLocation } from '../location';

/**
 * Asks the API whether the gazetteer knows this city in this state (GET /api/places/city):
 * the location as it names it ('chicgo, illinois' → Chicago, IL), or the message to show
 * beside the field. When the check itself fails (offline, a 5xx) the location is kept as
 * typed: the searches say whether they find it.
 */
export async function checkPlaceCity(
  location: PlaceLocation,
): Promise<{ location: PlaceLocation } | { problem: string }> {
  const query = new URLSearchParams({ city: location.city, state: location.state });
  try {
    const found = await apiFetch<PlaceCity>(`/api/places/city?${query.toString()}`);
    return { location: { city: found.city, state: found.state } };
  } catch (error) {
    if (isApiError(error) && error.status === 400) {
      const problem =
        error.fields?.state?.[0] ?? error.fields?.city?.[0] ?? error.apiMessage ?? undefined;
      if (problem) return { problem };
    }
    return { location };
  }
}

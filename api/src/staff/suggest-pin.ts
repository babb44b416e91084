import type { SuggestedPin, SuggestedPinResponse } from '@pizza-atlas/contracts';
import { LRUCache } from 'lru-cache';
import type { AddressGeocoder } from '../geocoding/census-geocoder';
import { geocodeAddress } from '../geo/geocode-address';

/** At most this many submissions' pins are remembered; pending submissions are few. */
const CACHE_SIZE = 500;
/**
 * How long a geocoder's answer (a match or no match) is remembered. Failures and timeouts
 * are never remembered; this only bounds how stale an answer gets when the Census data is refreshed.
 */
const CACHE_MS = 60 * 60 * 1000;

/**
 * Where the console first puts a pending submission's pin, and what the geocoder said. The
 * geocoder (when configured) is asked once per submission and its answer remembered, so
 * listing or reopening does not ask the Census again; without it, or when it does not
 * match, the ZIP or city centre. A lookup that failed or timed out is asked again at the
 * next opening.
 */
export function pinSuggester(
  geocoder: AddressGeocoder | null,
): (submissionId: string, address: string) => Promise<SuggestedPinResponse> {
  const remembered = new LRUCache<string, Promise<SuggestedPinResponse>>({
    max: CACHE_SIZE,
    ttl: CACHE_MS,
  });
  const fromGazetteer = (address: string): SuggestedPin | null => {
    const place = geocodeAddress(address);
    if (!place) return null;
    return {
      latitude: place.latitude,
      longitude: place.longitude,
      // The gazetteer places by ZIP when the address ends in one it knows, else by city.
      precision: place.zipCode && address.includes(place.zipCode) ? 'zip' : 'city',
      source: 'gazetteer',
    };
  };
  return (submissionId, address) => {
    if (!geocoder) return Promise.resolve({ pin: fromGazetteer(address), geocoder: 'off' });
    const key = `${submissionId}\n${address}`;
    let suggestion = remembered.get(key);
    if (!suggestion) {
      // Remembered while it is asked, so openings at the same moment share one lookup.
      suggestion = geocoder(address).then((outcome): SuggestedPinResponse => {
        if (outcome.status === 'matched') {
          const { latitude, longitude } = outcome.match;
          return {
            pin: { latitude, longitude, precision: 'address', source: 'census' },
            geocoder: 'matched',
          };
        }
        // A fallback made because the Census failed or was slow must not outlive its outage.
        if (outcome.status === 'failed' || outcome.status === 'timeout') remembered.delete(key);
        return { pin: fromGazetteer(address), geocoder: outcome.status };
      });
      remembered.set(key, suggestion);
    }
    return suggestion;
  };
}

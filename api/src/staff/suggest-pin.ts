import type { SuggestedPin } from '@pizza-atlas/contracts';
import type { AddressGeocoder } from '../geocoding/census-geocoder';
import { geocodeAddress } from './geocode-address';

/** At most this many submissions' pins are remembered; pending submissions are few. */
const CACHE_SIZE = 500;

/**
 * Where the console first puts a pending submission's pin. The geocoder (when configured)
 * is asked once per submission and its answer remembered, so listing or reopening does
 * not ask the Census again; without it, or when it does not match, the ZIP or city centre.
 */
export function pinSuggester(
  geocoder: AddressGeocoder | null,
): (submissionId: string, address: string) => Promise<SuggestedPin | null> {
  const remembered = new Map<string, Promise<SuggestedPin | null>>();
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
    if (!geocoder) return Promise.resolve(fromGazetteer(address));
    const key = `${submissionId}\n${address}`;
    let pin = remembered.get(key);
    if (!pin) {
      pin = geocoder(address).then((match) =>
        match
          ? {
              latitude: match.latitude,
              longitude: match.longitude,
              precision: 'address' as const,
              source: 'census' as const,
            }
          : fromGazetteer(address),
      );
      if (remembered.size >= CACHE_SIZE) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, pin);
    }
    return pin;
  };
}

import type { SuggestedPin } from '@pizza-atlas/contracts';
import { LRUCache } from 'lru-cache';
import type { AddressGeocoder } from '../geocoding/census-geocoder';
import { geocodeAddress } from '../geo/geocode-address';

/** At most this many submissions' pins are remembered; pending submissions are few. */
const CACHE_SIZE = 500;
/**
 * How long a pin is remembered: a Census outage or timeout answers like "no match", so a
 * pin from the gazetteer is asked for again after this, not kept for the process's life.
 */
const CACHE_MS = 60 * 60 * 1000;

/**
 * Where the console first puts a pending submission's pin. The geocoder (when configured)
 * is asked once per submission and its answer remembered, so listing or reopening does
 * not ask the Census again; without it, or when it does not match, the ZIP or city centre.
 */
export function pinSuggester(
  geocoder: AddressGeocoder | null,
): (submissionId: string, address: string) => Promise<SuggestedPin | null> {
  const remembered = new LRUCache<string, Promise<SuggestedPin | null>>({
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
      remembered.set(key, pin);
    }
    return pin;
  };
}

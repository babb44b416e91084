import { z } from 'zod';

/** A point the Census geocoder found for an address. */
export interface AddressMatch {
  latitude: number;
  longitude: number;
  /** The Census' standardised, upper-case form of the address. */
  matchedAddress: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/**
 * What a lookup found: a point, an answer that the address matches nothing, no answer in
 * time (timeout), or no usable answer (network error, non-2xx, a body not in the Census'
 * shape).
 */
export type GeocodeOutcome =
  | { status: 'matched'; match: AddressMatch }
  | { status: 'no-match' }
  | { status: 'timeout' }
  | { status: 'failed' };

/** Looks an address up; never throws, a failure is an outcome like the others. */
export type AddressGeocoder = (address: string) => Promise<GeocodeOutcome>;

const MatchSchema = z.object({
  matchedAddress: z.string(),
  // The Census puts longitude in x and latitude in y.
  coordinates: z.object({
    x: z.number().min(-180).max(180),
    y: z.number().min(-90).max(90),
  }),
  addressComponents: z
    .object({
      city: z.string().optional(),
      state: z.string().optional(),
      zip: z.string().optional(),
    })
    .partial()
    .optional(),
});

const AnswerSchema = z.object({
  result: z.object({ addressMatches: z.array(MatchSchema) }),
});

export interface CensusGeocoderOptions {
  /** Base URL, e.g. https://geocoding.geo.census.gov (no trailing path). */
  baseUrl: string;
  /** Give up after this long; default 4 s, so a slow Census never holds the staff up. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Told why a lookup gave no point (network error, bad answer), for the log. */
  onError?: (error: unknown) => void;
}

/**
 * The US Census geocoder's one-line address lookup. A failure is answered, not thrown: a
 * suggestion the staff can do without must never fail their request, but they are told
 * that the lookup failed rather than that the address matched nothing.
 */
export function censusGeocoder(options: CensusGeocoderOptions): AddressGeocoder {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 4000;
  const base = options.baseUrl.replace(/\/+$/, '');
  return async (address) => {
    const url = new URL(`${base}/geocoder/locations/onelineaddress`);
    url.searchParams.set('address', address);
    url.searchParams.set('benchmark', 'Public_AR_Current');
    url.searchParams.set('format', 'json');
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await doFetch(url, {
        signal,
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`Census geocoder answered ${response.status}`);
      const answer = AnswerSchema.parse(await response.json());
      const match = answer.result.addressMatches[0];
      if (!match) return { status: 'no-match' };
      const parts = match.addressComponents ?? {};
      return {
        status: 'matched',
        match: {
          latitude: match.coordinates.y,
          longitude: match.coordinates.x,
          matchedAddress: match.matchedAddress,
          city: parts.city || null,
          state: parts.state || null,
          zipCode: parts.zip || null,
        },
      };
    } catch (error) {
      options.onError?.(error);
      // Our own deadline passed (while connecting or reading the body), not an error answer.
      return { status: signal.aborted ? 'timeout' : 'failed' };
    }
  };
}

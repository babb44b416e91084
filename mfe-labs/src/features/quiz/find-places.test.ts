import { LOCATION_OPTIONS, directoryPathFor, requestLocation } from './find-places';

function fakeGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = jest.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) =>
      answer(ok, fail!),
  );
  return { getCurrentPosition } as unknown as Geolocation & {
    getCurrentPosition: typeof getCurrentPosition;
  };
}

describe('requestLocation', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('asks for a precise position, waiting 10 s and accepting one up to 5 minutes old', async () => {
    const geolocation = fakeGeolocation((ok) =>
      ok({ coords: { latitude: 30.2672, longitude: -97.7431 } } as GeolocationPosition),
    );
    await expect(requestLocation(geolocation)).resolves.toEqual({
      latitude: 30.2672,
      longitude: -97.7431,
    });
    expect(geolocation.getCurrentPosition.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10000,
      maximumAge: 300000,
    });
    expect(LOCATION_OPTIONS.timeout).toBe(10_000);
  });

  it('answers nothing when the visitor refuses or the browser has no geolocation', async () => {
    const denied = fakeGeolocation((_ok, fail) =>
      fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    await expect(requestLocation(denied)).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith('Location not available: User denied Geolocation');
    await expect(requestLocation(undefined)).resolves.toBeUndefined();
  });
});

describe('directoryPathFor', () => {
  it('searches near the visitor with the personality', () => {
    expect(directoryPathFor('social', { latitude: 30.267153, longitude: -97.743061 })).toBe(
      '/directory?lat=30.2672&lng=-97.7431&personality=social&quiz=completed',
    );
  });

  it('searches a typed place, trimmed, with the personality', () => {
    expect(directoryPathFor('adventurer', { location: ' Austin, TX ' })).toBe(
      '/directory?location=Austin%2C+TX&personality=adventurer&quiz=completed',
    );
  });

  it('keeps only the personality when there is no position', () => {
    expect(directoryPathFor('connoisseur')).toBe(
      '/directory?personality=connoisseur&quiz=completed',
    );
  });
});

import { US_STATES, UsStateSchema, findUsStateByCode } from '@pizza-atlas/contracts';
import { findCityOfZip, findTownOfZip, loadZipCities } from '../src/geo/city-of-zip';
import { distanceKm } from '../src/geo/distance-km';
import { findCity } from '../src/geo/find-city';
import { findNearestCity } from '../src/geo/find-nearest-city';
import { findUsState } from '../src/geo/find-us-state';
import { findZipsNear } from '../src/geo/find-zips-near';
import { geocodeAddress } from '../src/geo/geocode-address';
import { loadUsZips } from '../src/geo/load-us-zips';
import { normalizePlaceName } from '../src/geo/normalize-place-name';
import { preloadGazetteers } from '../src/geo/preload-gazetteers';
import { resolveLocation, resolveSearchLocation } from '../src/geo/resolve-location';
import { resolveSearch } from '../src/restaurants/search-restaurants';
import { stateForZip } from '../src/geo/state-for-zip';

/** Within a few km of the expected point: gazetteer centres differ a little between sources. */
function expectNear(
  found: { latitude: number; longitude: number } | null,
  latitude: number,
  longitude: number,
  km = 5,
) {
  expect(found).not.toBeNull();
  expect(distanceKm(found!.latitude, found!.longitude, latitude, longitude)).toBeLessThan(km);
}

describe('US states table', () => {
  it('has the 50 states and DC with valid codes and slugs', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51);
    for (const state of US_STATES) expect(UsStateSchema.parse(state)).toEqual(state);
    expect(findUsStateByCode('dc')).toEqual({
      code: 'DC',
      name: 'District of Columbia',
      slug: 'washington-dc',
    });
    expect(findUsStateByCode('nh')?.slug).toBe('new-hampshire');
    expect(findUsStateByCode('PR')).toBeUndefined();
  });

  it('finds states by code or name in any case', () => {
    expect(findUsState('tx')?.code).toBe('TX');
    expect(findUsState('  North   Carolina ')?.code).toBe('NC');
    expect(findUsState('D.C.')?.code).toBe('DC');
    expect(findUsState('Ontario')).toBeUndefined();
  });

  it('maps ZIP prefixes to states', () => {
    expect(stateForZip('78701')).toBe('TX');
    expect(stateForZip('02139')).toBe('MA');
    expect(stateForZip('20500')).toBe('DC');
    expect(stateForZip('99501')).toBe('AK');
    expect(stateForZip('00601')).toBeNull(); // Puerto Rico
    expect(stateForZip('7870')).toBeNull();
  });
});

describe('normalizePlaceName', () => {
  it('ignores case, accents, periods, apostrophes, hyphens and extra spaces', () => {
    expect(normalizePlaceName('  St. Louis ')).toBe('st louis');
    expect(normalizePlaceName('Saint  Louis')).toBe('st louis');
    expect(normalizePlaceName('Winston-Salem')).toBe('winston salem');
    expect(normalizePlaceName('Cañon City')).toBe('canon city');
    expect(normalizePlaceName('Fort Worth')).toBe(normalizePlaceName('Ft. Worth'));
  });
});

describe('resolveLocation', () => {
  it('resolves "City, ST"', () => {
    const austin = resolveLocation('Austin, TX');
    expect(austin).toMatchObject({
      label: 'Austin, TX',
      kind: 'city',
      city: 'Austin',
      state: 'TX',
    });
    expectNear(austin, 30.2672, -97.7431);
  });

  it('resolves "City, State" with the full state name', () => {
    expect(resolveLocation('Portland, Maine')).toMatchObject({ label: 'Portland, ME' });
    expectNear(resolveLocation('Portland, Maine'), 43.6591, -70.2568);
    expect(resolveLocation('Raleigh, North Carolina')?.label).toBe('Raleigh, NC');
  });

  it('resolves a city alone to the most populous US match', () => {
    expect(resolveLocation('Portland')?.label).toBe('Portland, OR');
    expect(resolveLocation('Springfield')?.label).toBe('Springfield, MO');
    expect(resolveLocation('Chicago')?.label).toBe('Chicago, IL');
    expectNear(resolveLocation('Seattle'), 47.6062, -122.3321);
  });

  it('keeps the state a visitor asked for, even for a smaller namesake', () => {
    expect(resolveLocation('Springfield, IL')?.label).toBe('Springfield, IL');
    expect(resolveLocation('Kansas City, KS')?.label).toBe('Kansas City, KS');
    expect(resolveLocation('Columbus, GA')?.label).toBe('Columbus, GA');
  });

  it('labels a ZIP by the city the Postal Service names for it', () => {
    // Hegewisch is Chicago, though Dolton's centre is nearer than Chicago's (decision 0083).
    expect(resolveLocation('60633')).toMatchObject({
      label: 'Chicago, IL 60633',
      kind: 'zip',
      city: 'Chicago',
      state: 'IL',
      zip: '60633',
    });
    expectNear(resolveLocation('60633'), 41.66, -87.56, 3);
    // Edison Park, not Park Ridge; Staten Island, not its New Springville; the village of
    // Riverdale, not Chicago's Riverdale; the Bronx ("Bronx" to the Postal Service), not
    // Manhattan; Venice, a part of Los Angeles the gazetteer knows, not Santa Monica.
    expect(resolveLocation('60631')?.label).toBe('Chicago, IL 60631');
    expect(resolveLocation('10314')?.label).toBe('Staten Island, NY 10314');
    expect(resolveLocation('60827')?.label).toBe('Riverdale, IL 60827');
    expect(resolveLocation('10451')?.label).toBe('The Bronx, NY 10451');
    expect(resolveLocation('90291')?.label).toBe('Venice, CA 90291');
    expect(resolveLocation('10019')?.label).toBe('New York City, NY 10019');
  });

  it("falls back to the nearest town when the ZIP's city is unknown or far", () => {
    // Pacific Palisades (Los Angeles) is not in the gazetteer: the nearest town names it.
    expect(resolveLocation('90272')).toMatchObject({
      label: 'Santa Monica, CA 90272',
      city: 'Santa Monica',
      state: 'CA',
    });
    // The Postal Service's Greenville, NY is not the gazetteer's, 160 km away.
    expect(resolveLocation('12083')?.label).toBe('Durham, NY 12083');
    // A wide ZIP with no town within 40 km of its centre: its own city, 46 km out.
    expect(resolveLocation('82414')?.label).toBe('Cody, WY 82414');
  });

  it("places a submitted address in its ZIP's Postal Service city", () => {
    // As staff approve it: the ZIP places it, and names its city.
    expect(geocodeAddress('13100 S Baltimore Ave, Chicago, IL 60633')).toMatchObject({
      city: 'Chicago',
      state: 'IL',
      zipCode: '60633',
    });
  });

  it('resolves a five-digit ZIP with the town it lies in', () => {
    const zip = resolveLocation('78701');
    expect(zip).toMatchObject({
      label: 'Austin, TX 78701',
      kind: 'zip',
      zip: '78701',
      state: 'TX',
    });
    expectNear(zip, 30.27, -97.74, 3);
    expect(resolveLocation('10001')?.label).toBe('New York City, NY 10001');
    expect(resolveLocation('90210')?.label).toBe('Beverly Hills, CA 90210');
    // Across the river from Kansas City, MO: the ZIP's own state decides.
    expect(resolveLocation('66101')?.label).toBe('Kansas City, KS 66101');
    expect(resolveLocation('78701-1234')?.zip).toBe('78701');
  });

  it('reads a state name or code as the whole state, centred on its biggest city', () => {
    for (const text of ['Texas', 'TX', 'tx', ' texas ']) {
      expect(resolveLocation(text)).toMatchObject({
        kind: 'state',
        label: 'Texas',
        state: 'TX',
        city: null,
      });
    }
    expectNear(resolveLocation('Illinois'), 41.85, -87.65, 30);
    // A big city named like its state stays the city; the state is not offered back as
    // "Did you mean New York?" to a visitor who typed just that, in any case or punctuation.
    for (const typed of ['New York', 'new york', 'NEW-YORK', 'New York.']) {
      expect(resolveLocation(typed)).toMatchObject({ kind: 'city', label: 'New York City, NY' });
      expect(resolveLocation(typed)?.alternatives).toBeUndefined();
    }
    expect(resolveLocation('Washington')?.alternatives ?? []).not.toContain('Washington');
    expect(resolveLocation('Georgia')).toMatchObject({ kind: 'state', label: 'Georgia' });
  });

  it('offers the other places a city name means', () => {
    expect(resolveLocation('Springfield')).toMatchObject({
      label: 'Springfield, MO',
      alternatives: [
        'Springfield, MA',
        'Springfield, IL',
        'Springfield, OR',
        'Springfield, OH',
        'Springfield, VA',
        'Springfield, PA',
      ],
    });
    expect(resolveLocation('Portland')?.alternatives?.[0]).toBe('Portland, ME');
    // A name with a state is not ambiguous.
    expect(resolveLocation('Springfield, IL')?.alternatives).toBeUndefined();
    expect(resolveLocation('Boston')?.alternatives).toBeUndefined();
  });

  it('finds a place through a small typo, and says what it read', () => {
    expect(resolveLocation('Chicgo')).toMatchObject({
      label: 'Chicago, IL',
      correctedFrom: 'Chicgo',
    });
    expect(resolveLocation('Albuquerqe')?.label).toBe('Albuquerque, NM');
    expect(resolveLocation('Philadelpia, PA')).toMatchObject({
      label: 'Philadelphia, PA',
      correctedFrom: 'Philadelpia, PA',
    });
    expect(resolveLocation('Sacramneto, California')?.label).toBe('Sacramento, CA');
    // Transposed letters and nicknames, states and the state that narrows a city.
    expect(resolveLocation('New Yrok')).toMatchObject({
      label: 'New York City, NY',
      correctedFrom: 'New Yrok',
    });
    expect(resolveLocation('Phily')?.label).toBe('Philadelphia, PA');
    expect(resolveLocation('Brookyln')?.label).toBe('Brooklyn, NY');
    expect(resolveLocation('San Fransisco')?.label).toBe('San Francisco, CA');
    expect(resolveLocation('Pittsburg, PA')).toMatchObject({
      label: 'Pittsburgh, PA',
      correctedFrom: 'Pittsburg, PA',
    });
    expect(resolveLocation('Pensylvania')).toMatchObject({
      kind: 'state',
      label: 'Pennsylvania',
      correctedFrom: 'Pensylvania',
    });
    expect(resolveLocation('Austin, Texs')).toMatchObject({
      label: 'Austin, TX',
      correctedFrom: 'Austin, Texs',
    });
    // Real names are never "corrected", and nonsense stays unknown.
    expect(resolveLocation('Pittsburg, KS')?.label).toBe('Pittsburg, KS');
    expect(resolveLocation('Chicago')?.correctedFrom).toBeUndefined();
    expect(resolveLocation('Qxzvbn')).toBeNull();
    expect(resolveLocation('Abc')).toBeNull();
  });

  it('resolves "lat,lng" to that exact point, labelled with the town nearby', () => {
    expect(resolveLocation('30.2672,-97.7431')).toMatchObject({
      latitude: 30.2672,
      longitude: -97.7431,
      kind: 'coordinates',
      label: 'Near Austin, TX',
    });
    expect(resolveLocation(' 41.88 , -87.63 ')).toMatchObject({
      latitude: 41.88,
      longitude: -87.63,
    });
    expect(resolveLocation('40.7 -74.0')?.kind).toBe('coordinates');
    // Open ocean: still a point, labelled by its coordinates.
    expect(resolveLocation('30,-40')).toMatchObject({ label: '30.0000, -40.0000', city: null });
  });

  it('tolerates messy input', () => {
    for (const text of [
      'st. louis',
      'Saint Louis, MO',
      'ST LOUIS , mo',
      '  st   louis  ',
      'St. Louis, Missouri, USA',
    ]) {
      expect(resolveLocation(text)?.label).toBe('St. Louis, MO');
    }
    expect(resolveLocation('austin tx')?.label).toBe('Austin, TX');
    expect(resolveLocation('Salt Lake City Utah')?.label).toBe('Salt Lake City, UT');
    expect(resolveLocation('Chicago, IL 60614')?.label).toBe('Chicago, IL');
    expect(resolveLocation('winston salem, nc')?.label).toBe('Winston-Salem, NC');
    expect(resolveLocation('Ft. Worth')?.label).toBe('Fort Worth, TX');
    expect(resolveLocation('Mt. Pleasant, SC')?.label).toBe('Mount Pleasant, SC');
    expect(resolveLocation("coeur d'alene, id")?.label).toBe("Coeur d'Alene, ID");
    expect(resolveLocation('Coeur d Alene, Idaho')?.label).toBe("Coeur d'Alene, ID");
    expect(resolveLocation('Austin,')?.label).toBe('Austin, TX');
  });

  it('understands the usual names of the biggest cities and of DC', () => {
    expect(resolveLocation('New York, NY')?.label).toBe('New York City, NY');
    expect(resolveLocation('NYC')?.label).toBe('New York City, NY');
    expect(resolveLocation('Washington, D.C.')?.label).toBe('Washington, DC');
    expect(resolveLocation('washington dc')?.label).toBe('Washington, DC');
    expect(resolveLocation('Washington')?.label).toBe('Washington, DC');
  });

  it('answers null for places it does not know', () => {
    for (const text of [
      '',
      '   ',
      'Xyzzyville',
      'Austin, ZZ',
      'Austin, Ontario',
      'Toronto, ON',
      'Chicago, TX',
      '00000',
      '99999',
      '00601', // Puerto Rico: outside the 50 states and DC
      '1234',
      '91,0',
      '45,-181',
      'pizza near me',
      "'; drop table catalog_restaurants; --",
      '<script>alert(1)</script>',
      'x'.repeat(500),
    ]) {
      expect(resolveLocation(text)).toBeNull();
    }
  });
});

describe('gazetteer lookups', () => {
  it('loads the US cities and ZIP centres once', () => {
    const counts = preloadGazetteers();
    expect(counts.cities).toBeGreaterThan(15_000);
    expect(counts.zips).toBeGreaterThan(33_000);
    expect(counts.zipCities).toBeGreaterThan(41_000);
    expect(preloadGazetteers()).toEqual(counts);
  });

  it("finds a ZIP's Postal Service city, the namesake nearest the point, within reach", () => {
    expect(loadZipCities().get(60633)).toEqual({ city: 'Chicago', state: 'IL' });
    expect(loadZipCities().get(501)).toEqual({ city: 'Holtsville', state: 'NY' });
    const hegewisch = { latitude: 41.6642, longitude: -87.5612 };
    expect(findCityOfZip('60633', 'IL', hegewisch)?.population).toBeGreaterThan(2_000_000);
    expect(findCityOfZip('60633-1234', 'IL', hegewisch)?.name).toBe('Chicago');
    expect(findCityOfZip('60633', 'IN', hegewisch)).toBeUndefined();
    expect(findCityOfZip('60633', 'IL', hegewisch, 10)).toBeUndefined();
    expect(findCityOfZip('6063', 'IL', hegewisch)).toBeUndefined();
    expect(findCityOfZip('99999', 'AK', hegewisch)).toBeUndefined();
    // New York has Oakdales far apart; Long Island's is the one of 11769.
    const oakdale = loadUsZips().byZip.get('11769')!;
    const found = findCityOfZip('11769', 'NY', oakdale)!;
    expect(found.name).toBe('Oakdale');
    expect(
      distanceKm(found.latitude, found.longitude, oakdale.latitude, oakdale.longitude),
    ).toBeLessThan(5);
    expect(findTownOfZip(oakdale)?.id).toBe(found.id);
    expect(findTownOfZip({ ...oakdale, state: null })).toBeUndefined();
  });

  it('finds cities by name and state', () => {
    expect(findCity('st louis')?.state).toBe('MO');
    expect(findCity('Portland', 'ME')?.population).toBeGreaterThan(50_000);
    expect(findCity('Portland', 'ZZ')).toBeUndefined();
  });

  it('names the town a point lies in, preferring it to a bigger city further away', () => {
    expect(findNearestCity(34.0736, -118.4004)?.name).toBe('Beverly Hills');
    expect(findNearestCity(40.758, -73.9855)?.name).toBe('New York City');
    expect(findNearestCity(0, 0)).toBeUndefined();
  });

  it('lists ZIP centres near a point, nearest first, within a state when asked', () => {
    const zips = findZipsNear(39.0997, -94.5786, 8, 'MO');
    expect(zips.length).toBeGreaterThan(3);
    expect(zips.every((zip) => zip.state === 'MO')).toBe(true);
    const distances = zips.map((zip) => distanceKm(39.0997, -94.5786, zip.latitude, zip.longitude));
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(Math.max(...distances)).toBeLessThanOrEqual(8);
  });
});

describe('resolveSearchLocation', () => {
  it('reads a neighbourhood named before a city it knows as that city, the neighbourhood its area', () => {
    expect(resolveSearchLocation('Wicker Park, Chicago, IL')).toMatchObject({
      kind: 'city',
      city: 'Chicago',
      state: 'IL',
      label: 'Wicker Park, Chicago, IL',
      area: 'Wicker Park',
    });
    expect(resolveSearchLocation('  Logan Square ,  Chicago ')).toMatchObject({
      city: 'Chicago',
      label: 'Logan Square, Chicago, IL',
      area: 'Logan Square',
    });
    const chicago = resolveLocation('Chicago, IL')!;
    expect(resolveSearchLocation('Wicker Park, Chicago, IL')).toMatchObject({
      latitude: chicago.latitude,
      longitude: chicago.longitude,
    });
  });

  it('reads what resolveLocation reads as it does, and nothing it cannot place', () => {
    expect(resolveSearchLocation('Austin, TX')).toEqual(resolveLocation('Austin, TX'));
    expect(resolveSearchLocation('Chicgo')).toEqual(resolveLocation('Chicgo'));
    // A near miss or a street is not a neighbourhood of a city it knows exactly.
    expect(resolveSearchLocation('Wicker Park, Chicgo, IL')).toBeNull();
    expect(resolveSearchLocation('700 S State St, Chicago, IL')).toBeNull();
    expect(resolveSearchLocation('Wicker Park, Atlantis, ZZ')).toBeNull();
    expect(resolveSearchLocation(', Chicago, IL')).toEqual(resolveLocation(', Chicago, IL'));
  });
});

describe('resolveSearch', () => {
  it("searches a named neighbourhood's city with its places first", () => {
    const { search, label } = resolveSearch({
      location: 'South Boston, Boston, MA',
      term: 'pizza',
      limit: 20,
      offset: 0,
      sort_by: 'best_match',
      price: [],
      radius: 10_000,
      features: [],
      open_now: false,
    } as unknown as Parameters<typeof resolveSearch>[0]);
    expect(label).toBe('South Boston, Boston, MA');
    expect(search.area).toBe('South Boston');
  });
});

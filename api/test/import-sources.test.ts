import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parquetWriteFile } from 'hyparquet-writer';
import { createOverpassClient } from '../src/catalog/import/fetch-overpass';
import {
  startFakeOverpassServer,
  type FakeOverpassServer,
} from '../src/catalog/import/fake-overpass-server';
import {
  askingLine,
  contactNote,
  overpassUserAgent,
  parseImportArguments,
  runImportCommand,
  type ImportCommandContext,
} from '../src/catalog/import/import-command';
import { importPlacesFile } from '../src/catalog/import/import-places';
import { planOverpassImport } from '../src/catalog/import/overpass-areas';
import { readOverpassPlaces } from '../src/catalog/import/read-overpass-places';
import { tidyCase } from '../src/catalog/import/tidy-case';
import { validatePlaceCandidate } from '../src/catalog/import/validate-place-candidate';
import { createTestDatabase, type TestDatabase } from './test-database';

const CHICAGO = JSON.parse(
  readFileSync(path.join(__dirname, 'fixtures', 'overpass-chicago.json'), 'utf8'),
) as { elements: { type: string; id: number; tags?: Record<string, string> }[] };
const API_DIR = path.resolve(__dirname, '..');
const ENV = {
  OVERPASS_URL: 'http://127.0.0.1:1/api/interpreter',
  OVERPASS_CONTACT: 'ops@pizza-atlas.example',
  PUBLIC_URL: 'https://pizza-atlas.example',
};

let db: TestDatabase;
let fake: FakeOverpassServer;
let dir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(path.join(tmpdir(), 'pa-sources-'));
});

afterAll(async () => {
  await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await fake?.close();
});

/** The command's context against the fake, with backoff waits recorded instead of slept. */
function context(
  delays: number[] = [],
  isTTY = false,
): ImportCommandContext & { lines: string[]; progress: string[] } {
  const lines: string[] = [];
  const progress: string[] = [];
  return {
    sql: db.sql,
    env: { ...ENV, OVERPASS_URL: fake.url },
    out: (line) => lines.push(line),
    err: { write: (text: string) => progress.push(text), isTTY },
    overpass: {
      maxAttempts: 3,
      sleep: async (ms) => {
        delays.push(ms);
      },
      random: () => 0.5,
    },
    lines,
    progress,
  };
}

async function listed(source: string): Promise<string[]> {
  const rows = await db.sql<{ source_id: string }[]>`
    select source_id from catalog_restaurants
    where source = ${source} and removed_at is null order by source_id`;
  return rows.map((row) => row.source_id);
}

describe('Overpass areas', () => {
  it('asks for a city as a circle sized by its population, keyed by its name', () => {
    const plan = planOverpassImport('Chicago, IL');
    expect(plan.areas).toHaveLength(1);
    const [{ scope, query }] = plan.areas;
    expect(scope).toMatchObject({
      key: 'osm:city:chicago-il',
      source: 'osm',
      label: 'Chicago, IL',
      area: { kind: 'circle', radiusMetres: 25_000 },
    });
    expect(query).toContain(
      'nwr["amenity"~"^(restaurant|fast_food)$"]["cuisine"~"pizza|deep[ _-]?dish|neapolitan|(chicago|new[ _-]york|ny|detroit)[ _-]style",i](around:25000,',
    );
    expect(query).toMatch(/out center tags;$/);
    // A town gets a smaller circle.
    expect(planOverpassImport('Evanston, IL').areas[0].scope.area).toMatchObject({
      radiusMetres: 12_000,
    });
  });

  it('asks for a state by its ISO 3166-2 area, with more time for California and Texas', () => {
    const [illinois] = planOverpassImport('il').areas;
    expect(illinois.scope).toMatchObject({
      key: 'osm:US-IL',
      area: { kind: 'state', state: 'IL' },
    });
    expect(illinois.query).toContain('area["ISO3166-2"="US-IL"][admin_level=4]->.s;');
    expect(illinois.query).toContain('[timeout:300]');
    expect(planOverpassImport('TX').areas[0].query).toContain('[timeout:900]');
    expect(planOverpassImport('Illinois').areas[0].scope.key).toBe('osm:US-IL');
  });

  it('asks for the whole US as the 50 states and DC, one area each', () => {
    const plan = planOverpassImport('US');
    expect(plan.runKey).toBe('osm:US');
    expect(plan.areas).toHaveLength(51);
    expect(new Set(plan.areas.map((area) => area.scope.key)).size).toBe(51);
    expect(plan.areas.map((area) => area.scope.key)).toContain('osm:US-DC');
  });

  it('says before a query how long its answer can take', () => {
    const url = 'https://overpass-api.de/api/interpreter';
    expect(askingLine(planOverpassImport('TX').areas[0], url)).toBe(
      'Asking Overpass (overpass-api.de) for the pizza places of Texas; the answer can take up to 16 minutes.',
    );
    expect(askingLine(planOverpassImport('OH').areas[0], url)).toMatch(/up to 6 minutes\.$/);
  });

  it('asks for the state when a city name without one names several places', () => {
    expect(() => planOverpassImport('Springfield')).toThrow(
      /^"Springfield" names \d+ US places \(Springfield, MO; .*Springfield, IL.*\): add the state, e\.g\. "Springfield, MO"\.$/,
    );
    expect(planOverpassImport('Springfield, IL').label).toBe('Springfield, IL');
    expect(planOverpassImport('Chicago').label).toBe('Chicago, IL');
  });

  it('names the accepted forms when the area names nothing', () => {
    expect(() => planOverpassImport('Atlantis, ZZ')).toThrow(/"City, ST".*state code.*US/);
  });
});

describe('OSM tags → what visitors see', () => {
  const read = readOverpassPlaces(CHICAGO);
  const place = (name: string) => {
    const candidate = read.candidates.find((entry) => entry.name === name);
    if (!candidate) throw new Error(`no candidate ${name}`);
    const result = validatePlaceCandidate(candidate);
    if ('skipped' in result) throw new Error(`${name} skipped: ${result.skipped.reason}`);
    return result.place;
  };

  it('maps cuisine lists in any order and spelling to the catalog categories', () => {
    const aliases = (name: string) => place(name).categories.map((category) => category.alias);
    expect(aliases('Lou Marrone’s Deep Dish')).toEqual(['pizza', 'italian']);
    expect(aliases('Slice Republic')).toEqual(['pizza', 'italian']);
    expect(aliases('Pilsen Pie & Sub')).toEqual(['pizza']);
    expect(aliases('Giordano Brothers Stuffed Pizza')).toEqual(['pizza', 'deepdish']);
    expect(aliases('Lincoln Square Pan Pizza')).toEqual(['pizza', 'deepdish']);
    expect(aliases('Forno Bianco Napoletana')).toEqual(['pizza', 'neapolitan']);
    expect(aliases('Ember & Ash Wood-Fired')).toEqual(['pizza', 'woodfired']);
    expect(aliases('Sicilia Bakery & Pizza')).toEqual(['pizza', 'sicilian']);
    expect(aliases('Fulton Market Flatbread')).toEqual(['pizza', 'artisan']);
    expect(aliases('Wicker Park Pizza Lab')).toEqual(['pizza', 'vegan']);
    expect(place('Ember & Ash Wood-Fired').categories[1]).toEqual({
      alias: 'woodfired',
      title: 'Wood-Fired',
    });
  });

  it('reads the slips people make in tags: a comma between cuisines, a slash between phones', () => {
    const [slips] = readOverpassPlaces({
      elements: [
        {
          type: 'node',
          id: 8,
          lat: 41.89,
          lon: -87.63,
          tags: {
            amenity: 'restaurant',
            cuisine: 'pizza,italian, new_york_style_pizza',
            name: 'Slip Slice',
            phone: '312-922-0177 / 312-922-0178',
          },
        },
      ],
    }).candidates;
    const result = validatePlaceCandidate(slips!);
    if ('skipped' in result) throw new Error(result.skipped.reason);
    expect(result.place.categories.map((category) => category.title)).toEqual([
      'Pizza',
      'Italian',
      'New York Style',
    ]);
    expect(result.place.display_phone).toBe('(312) 922-0177');
  });

  it('asks for and accepts the same cuisines: a pizza style alone names pizza, sicilian or italian alone not', () => {
    const cuisines = [
      'chicago_style',
      'Neapolitan',
      'new-york-style',
      'Detroit Style',
      'ny_style',
      'deep dish',
      'sicilian',
      'italian',
      'chicago',
      'hot_dog;detroit',
    ];
    const read = readOverpassPlaces({
      elements: cuisines.map((cuisine, index) => ({
        type: 'node',
        id: 100 + index,
        lat: 41.8 + index / 100,
        lon: -87.63,
        tags: { amenity: 'restaurant', cuisine, name: `Style ${index}` },
      })),
    });
    const accepted = read.candidates.map((candidate) => candidate.name);
    expect(accepted).toEqual(['Style 0', 'Style 1', 'Style 2', 'Style 3', 'Style 4', 'Style 5']);
    expect(read.candidates.map((candidate) => candidate.categories)).toEqual([
      ['pizza', 'deepdish'],
      ['pizza', 'neapolitan'],
      ['pizza', 'newyork'],
      ['pizza', 'detroit'],
      ['pizza', 'newyork'],
      ['pizza', 'deepdish'],
    ]);
    expect(read.skipped.map((row) => row.reason)).toEqual(
      Array(4).fill('not a restaurant or fast food place serving pizza'),
    );
    // The query asks Overpass by the same rule, on the raw value, in any case.
    const filter = /\["cuisine"~"([^"]+)",i\]/.exec(
      planOverpassImport('Chicago, IL').areas[0].query,
    );
    const asked = new RegExp(filter![1], 'i');
    expect(cuisines.map((cuisine) => asked.test(cuisine))).toEqual([
      ...Array(6).fill(true),
      ...Array(4).fill(false),
    ]);
  });

  it("names a place's city by its ZIP when its address names none, not by the suburb nearest it", () => {
    const at = (id: number, lat: number, lon: number, postcode?: string) => ({
      type: 'node',
      id,
      lat,
      lon,
      tags: {
        amenity: 'restaurant',
        cuisine: 'pizza',
        name: `Edge ${id}`,
        'addr:state': 'IL',
        ...(postcode ? { 'addr:postcode': postcode } : {}),
      },
    });
    const cities = readOverpassPlaces({
      elements: [
        // Hegewisch and Edison Park: Chicago, nearer Calumet City's and Niles's centres.
        at(11, 41.6535, -87.546, '60633'),
        at(12, 42.007, -87.8135, '60631'),
        at(13, 41.657, -87.55),
        // A ZIP of another state names nothing here.
        at(14, 42.003, -87.81, '10001'),
      ],
    }).candidates.map((candidate) => {
      const result = validatePlaceCandidate(candidate);
      if ('skipped' in result) throw new Error(result.skipped.reason);
      return result.place.city;
    });
    expect(cities).toHaveLength(4);
    expect(cities.slice(0, 2)).toEqual(['Chicago', 'Chicago']);
    // Without a ZIP, the nearest ZIP centre (60633's) names it: Chicago too.
    expect(cities[2]).toBe('Chicago');
    expect(cities[3]).not.toBe('Chicago');
  });

  it('names a place with neither city nor ZIP by the nearest ZIP centre, where the town gets mail of its own', () => {
    const points: [number, number, string, string][] = [
      // Inside Chicago's north edge: Evanston's centre is 5 km off, Chicago's 17 km.
      [41.998, -87.697, 'IL', 'Chicago'], // West Devon Avenue (60659, 60645)
      [42.0175, -87.6553, 'IL', 'Chicago'], // North Sheridan Road (60626)
      [41.8881, -87.7845, 'IL', 'Oak Park'],
      [42.0464, -87.6814, 'IL', 'Evanston'],
      [40.6721, -73.9776, 'NY', 'Brooklyn'], // Park Slope (11238): the mail's Brooklyn
      [40.7196, -73.8448, 'NY', 'Forest Hills'],
      [40.7411, -73.9897, 'NY', 'New York City'],
      // Rural: the nearest ZIP centre is 5.7 km off, too far to say; the nearest town.
      [42.3, -94.2, 'IA', 'Fort Dodge'],
      // Burien's ZIPs read Seattle, so a ZIP centre does not tell Burien from Seattle.
      [47.4704, -122.3468, 'WA', 'Burien'],
      // Allston's ZIP names a city the gazetteer lacks: the nearest town.
      [42.3539, -71.1337, 'MA', 'Boston'],
    ];
    const read = readOverpassPlaces({
      elements: points.map(([lat, lon, state], index) => ({
        type: 'node',
        id: 300 + index,
        lat,
        lon,
        tags: {
          amenity: 'restaurant',
          cuisine: 'pizza',
          name: `Edge ${index}`,
          'addr:state': state,
        },
      })),
    });
    const named = read.candidates.map((candidate) => {
      const result = validatePlaceCandidate(candidate);
      if ('skipped' in result) throw new Error(result.skipped.reason);
      // The ZIP is a guess: it names the city, but is not stored.
      expect(result.place.zip_code).toBe('');
      return result.place.city;
    });
    expect(named).toEqual(points.map(([, , , city]) => city));
  });

  it('keeps one of two elements that map one place, never two branches of a chain', () => {
    const element = (type: string, id: number, lat: number, tags: Record<string, string>) => ({
      type,
      id,
      ...(type === 'node' ? { lat, lon: -87.63 } : { center: { lat, lon: -87.63 } }),
      tags: { amenity: 'restaurant', cuisine: 'pizza', ...tags },
    });
    const read = readOverpassPlaces({
      elements: [
        // A shop's node and its building's way, 5 m apart: the fuller (the way) is kept.
        element('node', 21, 41.89, { name: 'Double Slice Pizzeria' }),
        element('way', 22, 41.89005, {
          name: 'Double Slice Pizzeria',
          'addr:housenumber': '1200',
          'addr:street': 'North Clark Street',
          phone: '312-555-0111',
        }),
        // The same address and phone, 60 m apart, the brand's name written two ways.
        element('node', 23, 41.9, {
          name: "Domino's",
          'addr:housenumber': '10',
          'addr:street': 'West Elm Street',
        }),
        element('way', 24, 41.90054, {
          name: "Domino's Pizza",
          'addr:housenumber': '10',
          'addr:street': 'W Elm St',
        }),
        // Deep dish alone names pizza.
        {
          type: 'node',
          id: 29,
          lat: 41.93,
          lon: -87.63,
          tags: { amenity: 'restaurant', cuisine: 'deep_dish', name: 'Only Deep' },
        },
        // Two branches: other house numbers, or 60 m apart with nothing to compare.
        element('node', 25, 41.91, { name: "Domino's", 'addr:housenumber': '12' }),
        element('node', 26, 41.91005, { name: "Domino's", 'addr:housenumber': '40' }),
        element('node', 27, 41.92, { name: 'Pizza Hut' }),
        element('node', 28, 41.92054, { name: 'Pizza Hut' }),
      ],
    });
    expect(read.candidates.map((candidate) => candidate.ref)).toEqual([
      'way/22',
      'node/23',
      'node/29',
      'node/25',
      'node/26',
      'node/27',
      'node/28',
    ]);
    expect(read.skipped).toEqual([
      { ref: 'node/21', reason: 'the same place as another element', detail: 'way/22' },
      { ref: 'way/24', reason: 'the same place as another element', detail: 'node/23' },
    ]);
  });

  it('completes the kept element of a place mapped twice from the other, keeping its own values', () => {
    // The stand-in review's case: the shop's node has the phone and hours, its building's
    // way (kept: fuller) the website, wheelchair and a longer cuisine list.
    const vito = {
      name: "Vito & Nick's Pizzeria",
      'addr:housenumber': '3640',
      'addr:street': 'South Halsted Street',
      'addr:city': 'Chicago',
      'addr:state': 'IL',
      'addr:postcode': '60609',
    };
    const read = readOverpassPlaces({
      elements: [
        {
          type: 'node',
          id: 9100000086,
          lat: 41.835,
          lon: -87.646,
          tags: {
            amenity: 'restaurant',
            cuisine: 'pizza',
            ...vito,
            phone: '+1 773-555-0601',
            opening_hours: 'Mo-Th 11:00-23:00; Fr-Sa 11:00-24:00; Su 12:00-23:00',
            'addr:unit': '2',
            // Conflicts: the kept way's own values stand.
            wheelchair: 'no',
            takeaway: 'no',
            delivery: 'yes',
            'diet:vegan': 'yes',
            brand: "Vito & Nick's",
          },
        },
        {
          type: 'way',
          id: 910000003,
          center: { lat: 41.83507, lon: -87.64595 },
          tags: {
            building: 'yes',
            amenity: 'restaurant',
            cuisine: 'pizza;italian',
            ...vito,
            website: 'https://vitoandnicks.example.com',
            wheelchair: 'yes',
            takeaway: 'yes',
            outdoor_seating: 'yes',
          },
        },
      ],
    });
    expect(read.skipped).toEqual([
      {
        ref: 'node/9100000086',
        reason: 'the same place as another element',
        detail: 'way/910000003',
      },
    ]);
    const [kept] = read.candidates;
    expect(kept).toMatchObject({
      ref: 'way/910000003',
      sourceId: 'way/910000003',
      latitude: 41.83507,
      phone: '+1 773-555-0601',
      openingHours: 'Mo-Th 11:00-23:00; Fr-Sa 11:00-24:00; Su 12:00-23:00',
      website: 'https://vitoandnicks.example.com',
      address1: '3640 South Halsted Street, #2',
      categories: ['pizza', 'italian'],
      facts: { brand: "Vito & Nick's" },
    });
    expect(kept!.features.sort()).toEqual([
      'delivery',
      'outdoor_seating',
      'takeout',
      'vegan',
      'wheelchair_accessible',
    ]);

    // A kept element without a street address takes the other's whole, never half of it;
    // `contact:phone` on the kept one is its phone, so the other's `phone` is not taken.
    const [lean] = readOverpassPlaces({
      elements: [
        {
          type: 'way',
          id: 5,
          center: { lat: 41.9, lon: -87.63 },
          tags: {
            amenity: 'restaurant',
            cuisine: 'pizza;chicago_style',
            name: 'Lean Pie',
            'addr:street': 'North Clark Street',
            'contact:phone': '312-555-0150',
            website: 'https://lean.example.com',
            opening_hours: 'Mo-Su 11:00-22:00',
            takeaway: 'yes',
          },
        },
        {
          type: 'node',
          id: 6,
          lat: 41.90001,
          lon: -87.63,
          tags: {
            amenity: 'fast_food',
            cuisine: 'Pizza; Neapolitan',
            name: 'Lean Pie',
            'addr:housenumber': '1500',
            'addr:street': 'N Clark St',
            phone: '312-555-0199',
          },
        },
      ],
    }).candidates;
    expect(lean).toMatchObject({
      ref: 'way/5',
      address1: '1500 N Clark St',
      phone: '312-555-0150',
      categories: ['pizza', 'deepdish', 'neapolitan'],
    });
  });

  it('reads addresses, phones, websites, brands and services as one format', () => {
    expect(place('Lou Marrone’s Deep Dish')).toMatchObject({
      address1: '439 North Wells Street',
      city: 'Chicago',
      state: 'IL',
      phone: '+13125550102',
      display_phone: '(312) 555-0102',
      // contact:website without a scheme
      website: 'https://www.loumarrone.example/',
      brand: 'Lou Marrone’s',
      features: expect.arrayContaining(['outdoor_seating', 'wheelchair_accessible']),
    });
    // City and state from the nearest town when the tags leave them out.
    expect(place('Slice Republic')).toMatchObject({
      city: 'Chicago',
      state: 'IL',
      phone: '+13125550103',
    });
    expect(place('Slice Republic').transactions).toEqual(['pickup']);
    // The first of a ;-list of phones; a unit after the street.
    expect(place('Giordano Brothers Stuffed Pizza').phone).toBe('+13125550105');
    expect(place('Giordano Brothers Stuffed Pizza').features).toEqual(
      expect.arrayContaining(['vegetarian', 'gluten_free']),
    );
    expect(place('Ember & Ash Wood-Fired').address1).toBe('3358 North Lincoln Avenue, #2');
    // addr:full names city, state and ZIP too: the address line is its street part.
    expect(place('Forno Bianco Napoletana')).toMatchObject({
      address1: '1958 West Chicago Avenue',
      zip_code: '60622',
    });
    // A way exported with `out bb` has bounds instead of a centre.
    const boxed = readOverpassPlaces({
      elements: [
        {
          type: 'way',
          id: 7,
          bounds: { minlat: 41.88, minlon: -87.64, maxlat: 41.9, maxlon: -87.62 },
          tags: { amenity: 'restaurant', cuisine: 'pizza', name: 'Boxed Pie' },
        },
      ],
    }).candidates[0];
    expect(boxed).toMatchObject({ latitude: 41.89, longitude: -87.63 });
    // A web address of another scheme is not a website; a number that is no US phone is not shown.
    expect(place('Uptown Pie Company').website).toBeNull();
    expect(place('Edgewater Pizza Co.')).toMatchObject({ phone: '', display_phone: '' });
    // wheelchair=limited or no is not "accessible"; outdoor_seating=no is no feature.
    expect(place('Andersonville Slice Shop').features).not.toContain('wheelchair_accessible');
    expect(place('South Loop Pizza Hall').features).toEqual([]);
  });

  it('shows a suite as the Add a Place form does, one-case streets and cities in title case, and names a place by name:en or brand', () => {
    const node = (id: number, tags: Record<string, string>) => ({
      type: 'node',
      id,
      lat: 41.8 + id / 1000,
      lon: -87.7,
      tags: { amenity: 'fast_food', cuisine: 'pizza', 'addr:state': 'IL', ...tags },
    });
    const places = readOverpassPlaces({
      elements: [
        node(1, {
          name: 'Suite Pizza Lounge',
          'addr:housenumber': '222',
          'addr:street': 'West Merchandise Mart Plaza',
          'addr:suite': '130',
        }),
        node(2, {
          name: 'Unit And Suite',
          'addr:housenumber': '10',
          'addr:street': 'North State Street',
          'addr:unit': '2',
          'addr:suite': 'Ste B',
        }),
        node(3, {
          name: 'PIZZA CASTLE',
          'addr:housenumber': '3213',
          'addr:street': 'W FULLERTON AVE',
          'addr:city': 'CHICAGO',
        }),
        node(4, {
          name: 'Lowercase State Pizza',
          'addr:housenumber': '3400',
          'addr:street': 's western ave',
          'addr:city': 'chicago',
        }),
        node(5, {
          name: 'Mixed Case Kept',
          'addr:housenumber': '1',
          'addr:street': 'N McCormick BLVD',
          'addr:city': 'La Grange',
        }),
        node(6, { 'name:en': 'English Name Only Pizza', 'addr:city': 'DEKALB' }),
        node(7, { brand: "Domino's", 'brand:wikidata': 'Q839466' }),
        node(8, { name: 'Own Name', 'name:en': 'English Name', brand: 'Brand' }),
      ],
    }).candidates.map((candidate) => {
      const result = validatePlaceCandidate(candidate);
      if ('skipped' in result) throw new Error(`${candidate.ref}: ${result.skipped.reason}`);
      return result.place;
    });
    expect(places.map((place) => [place.name, place.address1, place.city])).toEqual([
      ['Suite Pizza Lounge', '222 West Merchandise Mart Plaza, Suite 130', expect.any(String)],
      ['Unit And Suite', '10 North State Street, #2, Ste B', expect.any(String)],
      // The name is the mapper's to write; only the street and city are tidied.
      ['PIZZA CASTLE', '3213 W Fullerton Ave', 'Chicago'],
      ['Lowercase State Pizza', '3400 S Western Ave', 'Chicago'],
      ['Mixed Case Kept', '1 N McCormick BLVD', 'La Grange'],
      // A one-case city the gazetteer knows is spelled as it does.
      ['English Name Only Pizza', '', 'DeKalb'],
      ["Domino's", '', expect.any(String)],
      ['Own Name', '', expect.any(String)],
    ]);
    expect(places[6]!.brand).toBe("Domino's");
  });

  it('writes a one-case street in title case, keeping compass points, ordinals and routes', () => {
    expect(
      [
        'W FULLERTON AVE',
        'e 75th st',
        'MCCORMICK BLVD',
        "O'BRIEN ST",
        "MARY'S LN",
        'AVENUE OF THE AMERICAS',
        'US HIGHWAY 41',
        'SW 8TH ST',
        'AVENUE A',
        'WINSTON-SALEM',
        'N Lincoln AVE',
      ].map(tidyCase),
    ).toEqual([
      'W Fullerton Ave',
      'E 75th St',
      'McCormick Blvd',
      "O'Brien St",
      "Mary's Ln",
      'Avenue of the Americas',
      'US Highway 41',
      'SW 8th St',
      'Avenue A',
      'Winston-Salem',
      'N Lincoln AVE',
    ]);
  });

  it('keeps opening_hours exactly as tagged, even when the hours rule cannot read it', () => {
    expect(place('Halsted Street Pizzeria').opening_hours).toBe(
      'Mo-Th 11:00-22:00; Fr,Sa 11:00-23:30; Su 12:00-21:00; PH off',
    );
    expect(place('Bridgeport Tavern Pizza').opening_hours).toBe('daily 11am-10pm');
    expect(place('Lincoln Square Pan Pizza').opening_hours).toBe('Mo-Su 11:30-22:00; SH off');
  });

  it('credits OpenStreetMap on every place, linking the object', () => {
    expect(place('Navy Pier Pizzeria')).toMatchObject({
      source: 'osm',
      attribution: '© OpenStreetMap contributors',
      license: 'ODbL-1.0',
    });
    expect(place('Navy Pier Pizzeria').url).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/relation\/\d+$/,
    );
  });

  it('skips what is not a named pizza place, saying why', () => {
    const reasons = read.skipped.map((row) => row.reason);
    expect(reasons.filter((reason) => reason.startsWith('not a restaurant'))).toHaveLength(3);
    expect(reasons).toContain('untagged geometry, not a place');
    const unnamed = read.candidates
      .map((candidate) => validatePlaceCandidate(candidate))
      .filter((result) => 'skipped' in result);
    expect(unnamed.map((result) => 'skipped' in result && result.skipped.reason)).toEqual([
      'missing name',
      'missing name',
    ]);
  });
});

describe('the note before asking a public Overpass server', () => {
  const PUBLIC = 'https://overpass-api.de/api/interpreter';
  it('asks for a contact and a public address the operators can read, and only then', () => {
    expect(contactNote({ ...ENV, OVERPASS_URL: PUBLIC })).toBeUndefined();
    expect(
      contactNote({
        OVERPASS_URL: PUBLIC,
        OVERPASS_CONTACT: undefined,
        PUBLIC_URL: 'http://localhost:3000',
      }),
    ).toBe(
      "Note: set OVERPASS_CONTACT (an email address) and PUBLIC_URL (the site's public address) in .env: overpass-api.de's operators ask heavy users to say who they are and how to reach them (sent in the User-Agent).",
    );
    expect(contactNote({ ...ENV, OVERPASS_URL: PUBLIC, OVERPASS_CONTACT: undefined })).toMatch(
      /^Note: set OVERPASS_CONTACT \(an email address\) in \.env/,
    );
    // A stand-in or a private instance needs neither.
    for (const url of [
      'http://127.0.0.1:3311/api/interpreter',
      'http://overpass:80/api/interpreter',
    ])
      expect(
        contactNote({
          OVERPASS_URL: url,
          OVERPASS_CONTACT: undefined,
          PUBLIC_URL: 'http://localhost:3000',
        }),
      ).toBeUndefined();
  });
});

describe('the Overpass client', () => {
  it('sends the query form-encoded with a user agent naming the site and a contact', async () => {
    fake = await startFakeOverpassServer({ answers: { '*': CHICAGO } });
    const client = createOverpassClient({ url: fake.url, userAgent: overpassUserAgent(ENV) });
    const json = (await client('[out:json];node(1);out;', 'a test')) as { elements: unknown[] };
    expect(json.elements).toHaveLength(CHICAGO.elements.length);
    expect(fake.requests).toEqual([
      expect.objectContaining({ method: 'POST', query: '[out:json];node(1);out;', status: 200 }),
    ]);
    expect(fake.requests[0].userAgent).toBe(
      'PizzaAtlas-import/1.0 (Pizza Atlas place directory; +https://pizza-atlas.example; ops@pizza-atlas.example)',
    );
  });

  it('backs off exponentially on 429 and 504, honouring Retry-After', async () => {
    fake = await startFakeOverpassServer({
      answers: { '*': CHICAGO },
      failures: [{ failure: { kind: 429, retryAfter: 60 } }, { failure: { kind: 504 }, times: 2 }],
    });
    const delays: number[] = [];
    const client = createOverpassClient({
      url: fake.url,
      userAgent: 'test',
      baseDelayMs: 1000,
      sleep: async (ms) => {
        delays.push(ms);
      },
      random: () => 0.5,
    });
    await client('[out:json];node(1);out;', 'a test');
    expect(fake.requests.map((request) => request.status)).toEqual([429, 504, 504, 200]);
    // 60 s asked by the server; then 2 s and 4 s backoff, each 3/4 of it with this jitter.
    expect(delays).toEqual([60_000, 1500, 3000]);
  });

  it('gives up after its attempts, naming the area and the cause', async () => {
    fake = await startFakeOverpassServer({ failures: [{ failure: { kind: 504 }, times: 10 }] });
    const client = createOverpassClient({
      url: fake.url,
      userAgent: 'test',
      maxAttempts: 3,
      sleep: async () => {},
    });
    await expect(client('[out:json];node(1);out;', 'Illinois')).rejects.toThrow(
      'Overpass failed for Illinois after 3 attempts: HTTP 504',
    );
    expect(fake.requests).toHaveLength(3);
  });

  it('treats a runtime-error remark as a failure, and does not retry a query Overpass rejects', async () => {
    fake = await startFakeOverpassServer({
      answers: { '*': CHICAGO },
      failures: [{ failure: { kind: 'remark' }, times: 2 }, { failure: { kind: 400 } }],
    });
    const client = createOverpassClient({
      url: fake.url,
      userAgent: 'test',
      maxAttempts: 2,
      sleep: async () => {},
    });
    await expect(client('[out:json];node(1);out;', 'Texas')).rejects.toThrow(
      /Overpass failed for Texas after 2 attempts: runtime error: Query timed out [^.]* seconds\. Nothing of Texas was changed/,
    );
    // A query Overpass cannot parse is not asked again.
    await expect(client('q', 'Texas')).rejects.toThrow(
      /^Overpass refused the query for Texas: HTTP 400: Error : line 1: parse error/,
    );
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up on a request that gets no answer, and asks again', async () => {
    fake = await startFakeOverpassServer({
      answers: { '*': CHICAGO },
      failures: [{ failure: { kind: 'hang' } }],
    });
    const causes: string[] = [];
    const answer = await createOverpassClient({
      url: fake.url,
      userAgent: 'test',
      requestTimeoutMs: 200,
      sleep: async () => {},
      onRetry: ({ cause }) => causes.push(cause),
    })('[out:json];node(1);out;', 'Ohio');
    expect(answer).toMatchObject({ elements: expect.any(Array) });
    expect(causes).toEqual(['no answer within 0.2 s']);
    expect(fake.requests).toHaveLength(2);
  });

  it('asks with GET ?data=… where POST is not allowed', async () => {
    fake = await startFakeOverpassServer({
      answers: { '*': CHICAGO },
      failures: [{ failure: { kind: 405 } }],
    });
    const client = createOverpassClient({
      url: fake.url,
      userAgent: 'test',
      sleep: async () => {},
    });
    await expect(client('[out:json];node(1);out;', 'Ohio')).resolves.toMatchObject({
      elements: expect.any(Array),
    });
    expect(fake.requests.map((request) => [request.method, request.query, request.status])).toEqual(
      [
        ['POST', '[out:json];node(1);out;', 405],
        ['GET', '[out:json];node(1);out;', 200],
      ],
    );
  });

  it('retries a server it cannot reach', async () => {
    const delays: number[] = [];
    const client = createOverpassClient({
      url: 'http://127.0.0.1:1/api/interpreter',
      userAgent: 'test',
      maxAttempts: 2,
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
    await expect(client('q', 'Ohio')).rejects.toThrow(
      /Overpass failed for Ohio after 2 attempts: network error \(.+ 127\.0\.0\.1:1\)/,
    );
    expect(delays).toHaveLength(1);
    const unknownHost = createOverpassClient({
      url: 'https://overpass-api.de/api/interpreter',
      userAgent: 'test',
      maxAttempts: 1,
      fetch: async () => {
        throw new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } });
      },
    });
    await expect(unknownHost('q', 'Ohio')).rejects.toThrow(
      'Overpass failed for Ohio after 1 attempt: network error (ENOTFOUND overpass-api.de).',
    );
  });

  it("gives the words of an HTML page answered instead of JSON (a proxy's, a mirror's)", async () => {
    const page = (body: string) =>
      createOverpassClient({
        url: 'https://overpass.example/api/interpreter',
        userAgent: 'test',
        maxAttempts: 1,
        fetch: async () =>
          new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } }),
      });
    await expect(
      page(
        '<html><head><style>p{color:red}</style></head><body><h1>Error</h1><p>The server is probably too busy to handle your request.</p></body></html>',
      )('q', 'Ohio'),
    ).rejects.toThrow(
      'Overpass failed for Ohio after 1 attempt: an answer that is not JSON ("Error The server is probably too busy to handle your request."). Nothing of Ohio was changed',
    );
    // An answer cut off mid-way has no words worth quoting.
    await expect(page('{"elements": [')('q', 'Ohio')).rejects.toThrow(
      'Overpass failed for Ohio after 1 attempt: an answer that is not JSON. Nothing of Ohio',
    );
  });
});

describe('npm run import-places -- --overpass', () => {
  it('imports a city, then a second run finds every place unchanged', async () => {
    fake = await startFakeOverpassServer({ answers: { '*': CHICAGO } });
    const options = parseImportArguments(['--overpass', 'Chicago, IL', '--keep-sample']);
    const first = context();
    const summary = await runImportCommand(options, first);
    expect(summary).toMatchObject({ format: 'osm', read: CHICAGO.elements.length, skipped: 6 });
    expect(summary.imported).toBe(28);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].query).toContain('(around:25000,');
    expect(first.lines.join('\n')).toContain('Imported Overpass: Chicago, IL');
    // Before the query, one line says what is asked and how long it may take.
    expect(first.progress[0]).toBe(
      `Asking Overpass (${new URL(fake.url).host}) for the pizza places of Chicago, IL; the answer can take up to 3 minutes.\n`,
    );
    expect(await listed('osm')).toHaveLength(28);
    // On a terminal, one bar redrawn in place, and a line break at the end.
    const terminal = context([], true);
    const again = await runImportCommand(options, terminal);
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 28 });
    expect(terminal.progress[0]).toMatch(/^Asking Overpass .* Chicago, IL;/);
    expect(terminal.progress.slice(1).every((text) => text.startsWith('\r') || text === '\n')).toBe(
      true,
    );
    expect(terminal.progress.at(-2)).toMatch(/^\r\[#{24}\] 34\/34 rows/);
    expect(terminal.progress.at(-1)).toBe('\n');
  });

  it('imports a place mapped twice once, completed, under the same id at every refresh', async () => {
    // Peoria, so the other tests' Chicago places are not this refresh's.
    const twin = (type: string, id: number, tags: Record<string, string>) => ({
      type,
      id,
      ...(type === 'node'
        ? { lat: 40.6936, lon: -89.589 }
        : { center: { lat: 40.69364, lon: -89.58904 } }),
      tags: {
        amenity: 'restaurant',
        name: 'Twin Peaks Pizza',
        'addr:housenumber': '100',
        'addr:street': 'Main Street',
        ...tags,
      },
    });
    const answer = {
      elements: [
        twin('node', 77, {
          cuisine: 'pizza',
          phone: '309-555-0101',
          opening_hours: 'Mo-Su 11:00-22:00',
        }),
        twin('way', 78, {
          building: 'yes',
          cuisine: 'pizza;italian',
          website: 'https://twin.example.com',
          wheelchair: 'yes',
        }),
      ],
    };
    fake = await startFakeOverpassServer({ answers: { '*': answer } });
    const options = parseImportArguments(['--overpass', 'Peoria, IL', '--keep-sample']);
    expect(await runImportCommand(options, context())).toMatchObject({ imported: 1, skipped: 1 });
    const stored = () => db.sql<
      {
        source_id: string;
        display_phone: string;
        opening_hours: string;
        website: string;
        features: string[];
      }[]
    >`
      select source_id, display_phone, opening_hours, website, features from catalog_restaurants
      where source = 'osm' and name = 'Twin Peaks Pizza' and removed_at is null`;
    const first = await stored();
    expect(first).toEqual([
      {
        source_id: 'way/78',
        display_phone: '(309) 555-0101',
        opening_hours: 'Mo-Su 11:00-22:00',
        website: 'https://twin.example.com/',
        features: ['wheelchair_accessible'],
      },
    ]);
    // The second and the third run.
    for (let run = 2; run <= 3; run += 1) {
      expect(await runImportCommand(options, context())).toMatchObject({
        imported: 0,
        updated: 0,
        unchanged: 1,
        removed: 0,
      });
      expect(await stored()).toEqual(first);
    }
  });

  it('imports a state and stops with the remark, changing nothing, when Overpass times out', async () => {
    fake = await startFakeOverpassServer({ answers: { 'US-IL': CHICAGO } });
    const options = parseImportArguments(['--overpass', 'IL', '--keep-sample']);
    expect(await runImportCommand(options, context())).toMatchObject({ unchanged: 28 });
    expect(fake.requests[0].query).toContain('"ISO3166-2"="US-IL"');
    const before = await listed('osm');
    fake.fail({ failure: { kind: 'remark' }, times: 3 });
    const delays: number[] = [];
    const failed = context(delays);
    await expect(runImportCommand(options, failed)).rejects.toThrow(
      /Overpass failed for Illinois after 3 attempts: runtime error/,
    );
    expect(delays).toHaveLength(2);
    // The remark's own full stop is not doubled by the retry line.
    const retry = failed.progress.find((line) => line.startsWith('Overpass: runtime error'));
    expect(retry).toMatch(/seconds; trying again in \d+ s \(attempt 2\)\n$/);
    expect(await listed('osm')).toEqual(before);
  });

  it('refreshes no area from a saved answer with a runtime-error remark, as --overpass does', async () => {
    fake = await startFakeOverpassServer({ answers: { '*': CHICAGO } });
    await runImportCommand(parseImportArguments(['--overpass', 'Chicago, IL']), context());
    const before = await listed('osm');
    expect(before).toHaveLength(28);
    // A saved export Overpass cut short: ten elements and the remark saying so.
    const file = path.join(dir, 'remark-partial.json');
    writeFileSync(
      file,
      JSON.stringify({
        elements: CHICAGO.elements.slice(0, 10),
        remark: 'runtime error: Query timed out in "query" at line 3 after 26 seconds.',
      }),
    );
    const run = context();
    await expect(
      runImportCommand(parseImportArguments([file, '--area', 'Chicago, IL']), run),
    ).rejects.toThrow(
      /incomplete \(remark: "runtime error: Query timed out.*Nothing of Chicago, IL was changed/,
    );
    expect(await listed('osm')).toEqual(before);
    expect(run.lines).toEqual([]);
  });

  it('imports the US state by state and resumes where a failed run stopped', async () => {
    fake = await startFakeOverpassServer({ answers: { '*': CHICAGO } });
    // Illinois is the 14th area in order (DC comes after DE); it fails every attempt of the first run.
    fake.fail({ failure: { kind: 504 }, times: 3, area: 'US-IL' });
    const options = parseImportArguments(['--overpass', 'US', '--keep-sample']);
    await expect(runImportCommand(options, context())).rejects.toThrow(
      /Overpass failed for Illinois after 3 attempts: HTTP 504\..*resumes at Illinois/,
    );
    expect(fake.requests.map((request) => request.area).slice(0, 3)).toEqual([
      'US-AL',
      'US-AK',
      'US-AZ',
    ]);
    expect(fake.requests).toHaveLength(13 + 3);
    const [{ count }] = await db.sql<{ count: number }[]>`
      select count(*)::int as count from import_progress where run_key = 'osm:US'`;
    expect(count).toBe(13);

    fake.requests.length = 0;
    const resumed = context();
    const summary = await runImportCommand(options, resumed);
    // Without a terminal: one plain line per state, with the places so far.
    expect(resumed.progress).toContainEqual(
      expect.stringMatching(/^import-places: \[#{6}-{18}\] 14\/51 Illinois · 0 places so far\n$/),
    );
    expect(resumed.progress).toContainEqual(
      expect.stringMatching(/ 13\/51 Idaho \(done by the earlier run\) · 0 places so far\n$/),
    );
    expect(resumed.progress.at(-1)).toMatch(/ 51\/51 Wyoming · 28 places so far\n$/);
    // Only Illinois and the states after it were asked again.
    expect(fake.requests).toHaveLength(51 - 13);
    expect(fake.requests[0].area).toBe('US-IL');
    // The fake answers each state with the places lying in it: Chicago's are all in Illinois.
    expect(summary).toMatchObject({ unchanged: 28, imported: 0 });
    expect(resumed.lines.join('\n')).toContain(
      'Resumed: 13 of 51 areas were done by the earlier run.',
    );
    const [{ left }] = await db.sql<{ left: number }[]>`
      select count(*)::int as left from import_progress where run_key = 'osm:US'`;
    expect(left).toBe(0);

    // --restart asks every state again.
    fake.requests.length = 0;
    fake.fail({ failure: { kind: 504 }, times: 3, area: 'US-AK' });
    await expect(runImportCommand(options, context())).rejects.toThrow(/resumes at Alaska/);
    fake.requests.length = 0;
    await runImportCommand(
      parseImportArguments(['--overpass', 'US', '--keep-sample', '--restart']),
      context(),
    );
    expect(fake.requests).toHaveLength(51);
    // About 110 answers imported through the database: the bound is for a busy machine (at
    // load 11-14, beside two CPU burners and three other files, it ran past 30 s), never
    // the condition.
  }, 120_000);

  it('removes one dropped place, but stops a refresh that would empty a city until told --allow-removals', async () => {
    fake = await startFakeOverpassServer({ answers: { '*': CHICAGO } });
    const city = ['--overpass', 'Chicago, IL', '--keep-sample'];
    await runImportCommand(parseImportArguments(city), context());
    const before = await listed('osm');
    expect(before).toHaveLength(28);
    // One place closed: an ordinary refresh, no flag needed.
    fake.setAnswer('*', {
      elements: CHICAGO.elements.filter((element) => element.tags?.name !== 'Slice Republic'),
    });
    expect(await runImportCommand(parseImportArguments(city), context())).toMatchObject({
      removed: 1,
    });
    fake.setAnswer('*', CHICAGO);
    expect(await runImportCommand(parseImportArguments(city), context())).toMatchObject({
      restored: 1,
      removed: 0,
    });

    // An empty answer would remove all 28: the run stops and nothing changes.
    fake.setAnswer('*', { elements: [] });
    const stopped = context();
    await expect(runImportCommand(parseImportArguments(city), stopped)).rejects.toThrow(
      'Refreshing Chicago, IL would remove 28 of its 28 places: more likely an empty or incomplete answer than closures. Nothing was removed. Check the source; to remove them anyway, run the command again with --allow-removals.',
    );
    expect(stopped.lines).toEqual([]);
    expect(await listed('osm')).toEqual(before);

    // Told so, it removes them.
    const allowed = parseImportArguments([...city, '--allow-removals']);
    expect(await runImportCommand(allowed, context())).toMatchObject({ removed: 28 });
    expect(await listed('osm')).toEqual([]);
    fake.setAnswer('*', CHICAGO);
    expect(await runImportCommand(parseImportArguments(city), context())).toMatchObject({
      restored: 28,
    });
  });

  it('applies the removal guard to each state of a national run', async () => {
    // Thirty places in Texas beside Chicago's 28 in Illinois.
    const texas = Array.from({ length: 30 }, (_, i) => ({
      type: 'node',
      id: 9_100_000 + i,
      lat: 30.2672 + i * 0.002,
      lon: -97.7431,
      tags: {
        amenity: 'restaurant',
        cuisine: 'pizza',
        name: `Congress Avenue Pie No. ${i + 1}`,
        'addr:city': 'Austin',
        'addr:state': 'TX',
      },
    }));
    fake = await startFakeOverpassServer({
      answers: { '*': { elements: [...CHICAGO.elements, ...texas] } },
    });
    const national = ['--overpass', 'US', '--keep-sample', '--restart'];
    await runImportCommand(parseImportArguments(national), context());
    const before = await listed('osm');
    expect(before).toHaveLength(58);

    // Illinois answers empty: 28 of 58 places nationally, but all of Illinois's. The run
    // stops at Illinois, before Texas, and nothing of Illinois is removed.
    fake.setAnswer('*', { elements: texas });
    await expect(runImportCommand(parseImportArguments(national), context())).rejects.toThrow(
      /Refreshing Illinois would remove 28 of its 28 places.*--allow-removals\..*resumes at Illinois/,
    );
    expect(await listed('osm')).toEqual(before);

    // With the flag the next run resumes at Illinois and removes its places; Texas stays.
    fake.requests.length = 0;
    const summary = await runImportCommand(
      parseImportArguments(['--overpass', 'US', '--keep-sample', '--allow-removals']),
      context(),
    );
    expect(fake.requests[0].area).toBe('US-IL');
    expect(summary.removed).toBe(28);
    expect(await listed('osm')).toHaveLength(30);
    // The report lists only the states that changed, then the rest in one line.
    const report = context();
    fake.setAnswer('*', { elements: texas.slice(1) });
    await runImportCommand(
      parseImportArguments(['--overpass', 'US', '--keep-sample', '--restart']),
      report,
    );
    expect(report.lines.filter((line) => /^ {2}\S.*: \d+ read/.test(line))).toEqual([
      '  Texas: 29 read, 0 new, 0 updated, 29 unchanged, 0 restored, 1 removed, 0 skipped',
    ]);
    expect(report.lines).toContain('  The other 50 areas: no changes.');
  }, 120_000);

  it('refuses arguments that do not go together', () => {
    expect(() => parseImportArguments(['a.json', '--overpass', 'IL'])).toThrow(/not both/);
    expect(() => parseImportArguments(['--overpass'])).toThrow(/--overpass needs a value/);
    expect(() => parseImportArguments(['--area', 'IL'])).toThrow(/--area goes with a FILE/);
    expect(() => parseImportArguments(['a.csv', '--allow-removals'])).toThrow(
      /--allow-removals goes with --area or --overpass/,
    );
  });
});

describe('npm run import-places -- FILE.csv', () => {
  const credit = async (name: string) => {
    const [row] = await db.sql<{ attribution: string; license: string | null }[]>`
      select attribution, license from catalog_restaurants where name = ${name}`;
    return row;
  };

  it('keeps the stored credit when a later run gives no --attribution, and says so', async () => {
    const file = path.join(dir, 'acme.csv');
    writeFileSync(
      file,
      [
        'id,name,address,city,state,zip,latitude,longitude',
        'acme-1,Credit Keeper Pizza,12 W Lake St,Chicago,IL,60601,41.8857,-87.6290',
      ].join('\n'),
    );
    const first = context();
    await runImportCommand(
      parseImportArguments([file, '--attribution', 'Acme listings', '--license', 'CC-BY-4.0']),
      first,
    );
    expect(await credit('Credit Keeper Pizza')).toEqual({
      attribution: 'Acme listings',
      license: 'CC-BY-4.0',
    });
    expect(first.lines.join('\n')).not.toContain('No --attribution given');

    const again = context();
    await runImportCommand(parseImportArguments([file]), again);
    expect(await credit('Credit Keeper Pizza')).toEqual({
      attribution: 'Acme listings',
      license: 'CC-BY-4.0',
    });
    expect(again.lines).toContain(
      '  No --attribution given: places already imported kept their credit; new ones are ' +
        'credited "Imported from a CSV file".',
    );
  });
});

describe('Overture Maps places (GeoParquet)', () => {
  const point = (lon: number, lat: number) => ({ type: 'Point', coordinates: [lon, lat] });

  function writeRawPlaces(file: string) {
    const rows = [
      // A pizza place, from the current taxonomy.
      {
        id: '08f2664c9d4a3a9b0356a8e0a0d2c1b1',
        name: 'Ridge Avenue Pizza',
        category: 'pizza_restaurant',
        alternates: ['italian_restaurant'],
        confidence: 0.93,
        at: point(-87.6811, 41.9934),
        country: 'US',
        region: 'US-IL',
        license: 'CDLA-Permissive-2.0',
        status: 'open',
      },
      // A delivery service, from the older categories field, with a Foursquare source.
      {
        id: '08f2664c9d4a3a9b0356a8e0a0d2c1b2',
        name: 'Pie Runner Delivery',
        category: null,
        old: 'pizza_delivery_service',
        confidence: 0.71,
        at: point(-87.6402, 41.8488),
        country: 'US',
        region: 'IL',
        license: 'Apache-2.0',
        status: 'open',
      },
      {
        id: '08f2664c9d4a3a9b0356a8e0a0d2c1b3',
        name: 'Corner Burger',
        category: 'burger_restaurant',
        confidence: 0.9,
        at: point(-87.65, 41.9),
        country: 'US',
        region: 'US-IL',
        license: 'CDLA-Permissive-2.0',
        status: 'open',
      },
      {
        id: '08f2664c9d4a3a9b0356a8e0a0d2c1b4',
        name: 'Maybe Pizza',
        category: 'pizza_restaurant',
        confidence: 0.31,
        at: point(-87.66, 41.91),
        country: 'US',
        region: 'US-IL',
        license: 'CDLA-Permissive-2.0',
        status: 'open',
      },
      {
        id: '08f2664c9d4a3a9b0356a8e0a0d2c1b5',
        name: 'Gone Pizza',
        category: 'pizza_restaurant',
        confidence: 0.8,
        at: point(-87.67, 41.92),
        country: 'US',
        region: 'US-IL',
        license: 'CDLA-Permissive-2.0',
        status: 'permanently_closed',
      },
      {
        id: '08f2664c9d4a3a9b0356a8e0a0d2c1b6',
        name: 'Pizzeria Toronto',
        category: 'pizza_restaurant',
        confidence: 0.9,
        at: point(-79.3832, 43.6532),
        country: 'CA',
        region: 'CA-ON',
        license: 'CDLA-Permissive-2.0',
        status: 'open',
      },
      {
        id: '08f2664c9d4a3a9b0356a8e0a0d2c1b7',
        name: '',
        category: 'pizza_restaurant',
        confidence: 0.9,
        at: point(-87.62, 41.88),
        country: 'US',
        region: 'US-IL',
        license: null,
        status: 'open',
      },
    ];
    parquetWriteFile({
      filename: file,
      columnData: [
        { name: 'id', data: rows.map((row) => row.id), type: 'STRING' },
        { name: 'geometry', data: rows.map((row) => row.at), type: 'GEOMETRY' },
        { name: 'names', data: rows.map((row) => ({ primary: row.name })) },
        {
          name: 'taxonomy',
          data: rows.map((row) =>
            row.category ? { primary: row.category, alternates: row.alternates ?? [] } : null,
          ),
        },
        {
          name: 'categories',
          data: rows.map((row) => (row.old ? { primary: row.old, alternate: [] } : null)),
        },
        { name: 'confidence', data: rows.map((row) => row.confidence), type: 'DOUBLE' },
        {
          name: 'websites',
          data: rows.map((row, index) => (index === 0 ? ['ridgeavepizza.example'] : null)),
        },
        {
          name: 'phones',
          data: rows.map((row, index) => (index === 0 ? ['+1 773-555-0190'] : null)),
        },
        {
          name: 'brand',
          data: rows.map((row, index) =>
            index === 1 ? { names: { primary: 'Pie Runner' } } : null,
          ),
        },
        {
          name: 'addresses',
          data: rows.map((row) => [
            {
              freeform: '6400 N Ridge Ave',
              locality: 'Chicago',
              postcode: '60626',
              region: row.region,
              country: row.country,
            },
          ]),
        },
        {
          name: 'sources',
          data: rows.map((row) => [{ dataset: 'meta', license: row.license, record_id: row.id }]),
        },
        { name: 'operating_status', data: rows.map((row) => row.status), type: 'STRING' },
      ],
    });
  }

  it('imports pizza places of the places theme, skipping the rest with reasons', async () => {
    const file = path.join(dir, 'places.parquet');
    writeRawPlaces(file);
    const summary = await importPlacesFile(db.sql, file, { keepSample: true });
    expect(summary).toMatchObject({ format: 'overture', read: 7, imported: 2, skipped: 5 });
    expect(
      Object.fromEntries(summary.skipReasons.map((entry) => [entry.reason, entry.count])),
    ).toEqual({
      'not a pizza place (Overture category)': 1,
      'confidence below 0.5': 1,
      'permanently closed': 1,
      'not in the US': 1,
      'missing name': 1,
    });
    const rows = await db.sql`
      select * from catalog_restaurants where source = 'overture' order by source_id`;
    expect(rows[0]).toMatchObject({
      source_id: '08f2664c9d4a3a9b0356a8e0a0d2c1b1',
      name: 'Ridge Avenue Pizza',
      address1: '6400 N Ridge Ave',
      city: 'Chicago',
      state: 'IL',
      zip_code: '60626',
      phone: '+17735550190',
      website: 'https://ridgeavepizza.example/',
      attribution: 'Overture Maps Foundation, overturemaps.org',
      license: 'CDLA-Permissive-2.0',
      categories: [
        { alias: 'pizza', title: 'Pizza' },
        { alias: 'italian', title: 'Italian' },
      ],
    });
    expect(rows[0].latitude).toBeCloseTo(41.9934, 4);
    expect(rows[1]).toMatchObject({ state: 'IL', brand: 'Pie Runner', license: 'Apache-2.0' });
    // Imported again: the same places, unchanged.
    expect(await importPlacesFile(db.sql, file, { keepSample: true })).toMatchObject({
      imported: 0,
      unchanged: 2,
    });
  });

  it('reads the flat operator extract, in batches', async () => {
    const file = path.join(dir, 'extract.parquet');
    const count = 1200;
    const index = [...Array(count).keys()];
    parquetWriteFile({
      filename: file,
      rowGroupSize: 400,
      columnData: [
        {
          name: 'id',
          data: index.map((i) => `08f26600000000000000000000${String(i).padStart(6, '0')}`),
          type: 'STRING',
        },
        { name: 'name', data: index.map((i) => `Extract Pizza ${i}`), type: 'STRING' },
        { name: 'category', data: index.map(() => 'pizza_restaurant'), type: 'STRING' },
        { name: 'confidence', data: index.map(() => 0.8), type: 'DOUBLE' },
        { name: 'city', data: index.map(() => 'Austin'), type: 'STRING' },
        { name: 'region', data: index.map(() => 'TX'), type: 'STRING' },
        { name: 'lon', data: index.map((i) => -97.74 + i * 0.0001), type: 'DOUBLE' },
        { name: 'lat', data: index.map(() => 30.27), type: 'DOUBLE' },
        // The README's extract selects `sources` as Overture has it: each row's licence.
        {
          name: 'sources',
          data: index.map((i) => [
            { dataset: i === 0 ? 'Foursquare' : 'meta', license: i === 0 ? 'Apache-2.0' : '' },
          ]),
        },
      ],
    });
    const progress: number[] = [];
    const summary = await importPlacesFile(db.sql, file, {
      keepSample: true,
      license: 'CDLA-Permissive-2.0',
      onProgress: (processed) => progress.push(processed),
    });
    expect(summary).toMatchObject({ read: count, imported: count, skipped: 0 });
    expect(progress).toEqual([500, 1000, 1200]);
    const licences = await db.sql<{ source_id: string; license: string }[]>`
      select source_id, license from catalog_restaurants
      where source = 'overture' and source_id like '08f26600000000000000000000%'
      order by source_id limit 2`;
    // A row whose sources name no licence takes --license.
    expect(licences.map((row) => row.license)).toEqual(['Apache-2.0', 'CDLA-Permissive-2.0']);
  });

  it('stops with a clear message on a file that is not Parquet', async () => {
    const file = path.join(dir, 'broken.parquet');
    writeFileSync(file, 'id,name\n1,Not Parquet\n');
    await expect(importPlacesFile(db.sql, file)).rejects.toThrow(
      /broken\.parquet is not a readable Parquet file: /,
    );
    const other = path.join(dir, 'other.parquet');
    parquetWriteFile({ filename: other, columnData: [{ name: 'x', data: [1], type: 'INT32' }] });
    await expect(importPlacesFile(db.sql, other)).rejects.toThrow(/is not an Overture places file/);
  });
});

describe('the import-places command, as run from the repository root', () => {
  const run = promisify(execFile);
  const command = (args: string[], env: Record<string, string>) =>
    run(path.join(API_DIR, 'node_modules', '.bin', 'tsx'), ['src/cli/import-places.ts', ...args], {
      cwd: API_DIR,
      // pnpm runs it in api/ and says where it was typed in INIT_CWD.
      env: { ...process.env, INIT_CWD: path.resolve(API_DIR, '..'), ...env },
    });

  it('fetches a city from OVERPASS_URL and reports a second run unchanged', async () => {
    const target = await createTestDatabase();
    fake = await startFakeOverpassServer({ answers: { '*': CHICAGO } });
    try {
      const env = {
        DATABASE_URL: target.url,
        OVERPASS_URL: fake.url,
        PUBLIC_URL: 'https://pizza-atlas.example',
      };
      const first = await command(['--overpass', 'Chicago, IL'], env);
      expect(first.stdout).toMatch(/imported\s+28/);
      // One summary: merges, removals and the sample beside the counts, each once.
      expect(first.stdout).toMatch(/merged\s+0 /);
      expect(first.stdout.match(/removed\s+0 \(places of Chicago, IL/g)).toHaveLength(1);
      expect(first.stderr).toContain('import-places: 34/34 rows (100%)');
      expect(fake.requests[0].userAgent).toContain('+https://pizza-atlas.example');
      expect(first.stdout).toMatch(/App servers drop(ped)? their kept answers/);
      const second = await command(['--overpass', 'Chicago, IL'], env);
      expect(second.stdout).toMatch(/unchanged\s+28/);
      // Nothing changed: no word of dropped answers.
      expect(second.stdout).toContain('Nothing changed, so app servers keep their answers.');
      expect(second.stdout).not.toMatch(/drop(ped)? their kept answers/);
    } finally {
      await target.drop();
    }
  }, 60_000);

  it('imports a file named from the root, saying what --area changes', async () => {
    const target = await createTestDatabase();
    try {
      const env = { DATABASE_URL: target.url };
      const file = path.join('api', 'test', 'fixtures', 'overpass-chicago.json');
      const plain = await command([file, '--keep-sample'], env);
      expect(plain.stdout).toMatch(/unchanged\s+0/);
      expect(plain.stdout).toContain('No --area given: this file refreshes no area');
      expect(plain.stdout).toContain('sample     kept (--keep-sample)');
      const scoped = await command([file, '--area', 'IL'], env);
      expect(scoped.stdout).toMatch(/unchanged\s+28/);
      expect(scoped.stdout).toContain('(places of Illinois the source no longer has)');
    } finally {
      await target.drop();
    }
  }, 60_000);

  it('names an area it does not know before opening the database', async () => {
    await expect(
      command(['--overpass', 'Atlantis, ZZ'], { DATABASE_URL: 'postgres://127.0.0.1:1/none' }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('"Atlantis, ZZ" names no area'),
    });
  }, 30_000);
});

import type { FoundPlace } from '../src/places/read-places';
import type { ProvidedPlace } from '../src/places/place';
import { listCredits, placeCredits, ratingSourceOf } from '../src/places/place-credits';

// Only the fields the credits and the rating source read; the rest of a row does not matter here.
function row(fields: Partial<FoundPlace>): FoundPlace {
  return {
    source: 'osm',
    is_sample: false,
    attribution: 'OpenStreetMap contributors',
    license: 'ODbL',
    url: 'https://www.openstreetmap.org/node/1',
    review_count: 0,
    also_from: [],
    ...fields,
  } as FoundPlace;
}

const OSM = {
  name: '© OpenStreetMap contributors',
  url: 'https://www.openstreetmap.org/node/1',
  license: 'ODbL',
  license_url: 'https://www.openstreetmap.org/copyright',
};

describe('placeCredits', () => {
  it('credits OpenStreetMap with ODbL and a link to the object', () => {
    expect(placeCredits(row({}))).toEqual([OSM]);
  });

  it('credits Overture with the licence stored for the place', () => {
    const credits = placeCredits(
      row({
        source: 'overture',
        attribution: 'Overture',
        license: 'CDLA-Permissive-2.0',
        url: null,
      }),
    );
    expect(credits).toEqual([
      {
        name: 'Overture Maps Foundation',
        url: null,
        license: 'CDLA-Permissive-2.0',
        license_url: 'https://docs.overturemaps.org/attribution/',
      },
    ]);
  });

  it('credits a CSV with its own --attribution and licence', () => {
    const credits = placeCredits(
      row({
        source: 'csv',
        attribution: 'City of Austin open data',
        license: 'CC-BY-4.0',
        url: null,
      }),
    );
    expect(credits).toEqual([
      { name: 'City of Austin open data', url: null, license: 'CC-BY-4.0', license_url: null },
    ]);
  });

  it('credits every source merged into a place, its own first', () => {
    const credits = placeCredits(
      row({
        also_from: [
          {
            source: 'csv',
            source_id: 'r7',
            attribution: 'Chicago data portal',
            license: 'PDDL',
            url: 'https://data.example/r7',
          },
        ],
      }),
    );
    expect(credits).toEqual([
      OSM,
      {
        name: 'Chicago data portal',
        url: 'https://data.example/r7',
        license: 'PDDL',
        license_url: null,
      },
    ]);
  });

  it('credits a visitor for a submitted place', () => {
    expect(
      placeCredits(row({ source: 'submission', attribution: 'Pizza Atlas visitors' })),
    ).toEqual([{ name: 'Suggested by a visitor', url: null, license: null, license_url: null }]);
  });

  it("credits a live provider's place as it names itself", () => {
    const yelp = {
      provider: 'yelp',
      attribution: 'Yelp',
      license: null,
      url: 'https://www.yelp.com/biz/x',
      review_count: 12,
      is_sample: false,
    } as unknown as ProvidedPlace;
    expect(placeCredits(yelp)).toEqual([
      { name: 'Yelp', url: 'https://www.yelp.com/biz/x', license: null, license_url: null },
    ]);
    expect(ratingSourceOf(yelp)).toBe('source');
  });
});

describe('listCredits', () => {
  it('credits each source of a list once, linking its terms rather than one place', () => {
    const credits = listCredits([
      row({}),
      row({ url: 'https://www.openstreetmap.org/node/2' }),
      row({
        source: 'overture',
        attribution: 'Overture Maps Foundation, overturemaps.org',
        license: 'CDLA-Permissive-2.0',
        url: null,
      }),
      row({
        source: 'csv',
        attribution: 'Acme listings',
        license: 'CC-BY-4.0',
        url: 'https://acme.example/7',
        also_from: [
          {
            source: 'osm',
            source_id: 'node/3',
            attribution: '© OpenStreetMap contributors',
            license: 'ODbL',
            url: 'https://www.openstreetmap.org/node/3',
          },
        ],
      }),
    ]);
    expect(credits).toEqual([
      {
        name: '© OpenStreetMap contributors',
        url: 'https://www.openstreetmap.org/copyright',
        license: 'ODbL',
        license_url: 'https://www.openstreetmap.org/copyright',
      },
      {
        name: 'Overture Maps Foundation',
        url: 'https://docs.overturemaps.org/attribution/',
        license: 'CDLA-Permissive-2.0',
        license_url: 'https://docs.overturemaps.org/attribution/',
      },
      { name: 'Acme listings', url: null, license: 'CC-BY-4.0', license_url: null },
    ]);
  });

  it('credits neither the fictional sample nor a visitor suggestion', () => {
    expect(
      listCredits([
        row({ source: 'sample', is_sample: true, attribution: 'Pizza Atlas sample catalog' }),
        row({ source: 'submission', attribution: 'Visitor', license: null, url: null }),
      ]),
    ).toEqual([]);
  });
});

describe('ratingSourceOf', () => {
  it('is none without reviews', () => {
    expect(ratingSourceOf(row({ review_count: 0 }))).toBe('none');
  });

  it("is the visitors' for a source that states no rating", () => {
    expect(ratingSourceOf(row({ review_count: 3 }))).toBe('visitors');
    expect(ratingSourceOf(row({ source: 'overture', review_count: 1 }))).toBe('visitors');
  });

  it("never claims the sample catalog's invented totals", () => {
    expect(ratingSourceOf(row({ source: 'sample', is_sample: true, review_count: 22 }))).toBe(
      'source',
    );
  });

  it("does not claim a CSV row's rating, which may include the source's", () => {
    expect(ratingSourceOf(row({ source: 'csv', review_count: 5 }))).toBe('mixed');
  });
});

// What a search makes of a name alone (decision 0091): a name several US places share offers
// the others whichever it picks; a neighbourhood the listed places name as theirs, or a section
// of a city in the gazetteer, is searched as its city with the neighbourhood ranked first; and
// a near miss read as another place always says so.
import { resolveSearchLocation } from '../src/geo/resolve-location';
import { serverForFile } from './test-server';

const file = serverForFile({
  before: (sql) => sql`
    insert into catalog_restaurants (
      source, source_id, name, city, state, latitude, longitude, rating, review_count,
      categories, features, attribution, source_neighbourhood, removed_at)
    values
      ('osm', 'node/1', 'Lab Slices', 'Chicago', 'IL', 41.9088, -87.6796, 0, 0, '[]', '{}',
        'OpenStreetMap contributors', 'Wicker Park', null),
      ('osm', 'node/2', 'Damen Pies', 'Chicago', 'IL', 41.9095, -87.6773, 0, 0, '[]', '{}',
        'OpenStreetMap contributors', 'wicker park', null),
      ('osm', 'node/3', 'Loop Pizza', 'Chicago', 'IL', 41.8781, -87.6298, 0, 0, '[]', '{}',
        'OpenStreetMap contributors', null, null),
      ('osm', 'node/4', 'Quarry Pizza', 'Springfield', 'IL', 39.7817, -89.6501, 0, 0, '[]',
        '{}', 'OpenStreetMap contributors', 'Old Quarry Row', null),
      ('osm', 'node/5', 'Quarry Slice', 'Austin', 'TX', 30.2672, -97.7431, 0, 0, '[]', '{}',
        'OpenStreetMap contributors', 'Old Quarry Row', null),
      ('osm', 'node/7', 'Quarry Pies', 'Austin', 'TX', 30.2682, -97.7431, 0, 0, '[]', '{}',
        'OpenStreetMap contributors', 'Old Quarry Row', null),
      ('osm', 'node/6', 'Gone Pizza', 'Boise', 'ID', 43.615, -116.2023, 0, 0, '[]', '{}',
        'OpenStreetMap contributors', 'Wicker Park', now())`,
});

async function search(location: string) {
  const response = await file.app.inject({
    method: 'GET',
    url: `/api/restaurants/search?location=${encodeURIComponent(location)}`,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('a name several US places share', () => {
  it('picks the most populous and offers the others, one per state', async () => {
    const { status, body } = await search('Springfield');
    expect(status).toBe(200);
    expect(body.location_label).toBe('Springfield, MO');
    expect(body.alternatives).toEqual([
      'Springfield, MA',
      'Springfield, IL',
      'Springfield, OR',
      'Springfield, OH',
      'Springfield, VA',
      'Springfield, PA',
    ]);
  });

  it('offers a section of another city of that name, as that city', async () => {
    expect(resolveSearchLocation('Hyde Park')).toMatchObject({
      label: 'Hyde Park, UT',
      alternatives: ['Hyde Park, Chicago, IL'],
    });
    // Offered in the words a search reads as that city, the section its area.
    expect(resolveSearchLocation('Hyde Park, Chicago, IL')).toMatchObject({
      city: 'Chicago',
      area: 'Hyde Park',
    });
  });

  it('takes an alternative it offers for the place it names', async () => {
    const { body } = await search('Springfield, IL');
    expect(body.location_label).toBe('Springfield, IL');
    expect(body.alternatives).toBeUndefined();
  });
});

describe('a neighbourhood named alone', () => {
  it("is the city whose places name it, those places first, whatever the name's case", async () => {
    const { status, body } = await search('wicker park');
    expect(status).toBe(200);
    expect(body.location_label).toBe('Wicker Park, Chicago, IL');
    expect(body.location_kind).toBe('city');
    expect(body.corrected_from).toBeUndefined();
    expect(body.alternatives).toBeUndefined();
    expect(
      body.restaurants
        .map((r: { name: string }) => r.name)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Damen Pies', 'Lab Slices']);
    expect(body.restaurants.map((r: { name: string }) => r.name)).toContain('Loop Pizza');
  });

  it('reads as the same search as the neighbourhood named with its city', async () => {
    const alone = await search('Wicker Park');
    const named = await search('Wicker Park, Chicago, IL');
    expect(alone.body.region).toEqual(named.body.region);
    expect(alone.body.restaurants).toEqual(named.body.restaurants);
  });

  it('offers the other cities whose places name it, most places first', async () => {
    const { body } = await search('Old Quarry Row');
    expect(body.location_label).toBe('Old Quarry Row, Austin, TX');
    expect(body.alternatives).toEqual(['Old Quarry Row, Springfield, IL']);
    const { body: other } = await search(body.alternatives[0]);
    expect(other.location_label).toBe('Old Quarry Row, Springfield, IL');
    expect(other.restaurants[0].name).toBe('Quarry Pizza');
  });

  it('is a section of a city in the gazetteer, searched as that city', async () => {
    const { body } = await search('Logan Square');
    expect(body.location_label).toBe('Logan Square, Chicago, IL');
    expect(body.location_kind).toBe('city');
  });

  it('that no listed place names is read as a near miss, and the answer says so', async () => {
    // The gazetteer alone reads the name as another town: a correction, said as one.
    expect(resolveSearchLocation('Wicker Park')).toMatchObject({
      label: 'Winter Park, FL',
      correctedFrom: 'Wicker Park',
    });
    // A misspelt neighbourhood is not guessed at: it names nothing.
    const { status, body } = await search('Old Quarry Rowe');
    expect(status).toBe(400);
    expect(body.error.code).toBe('UNKNOWN_LOCATION');
  });
});

describe('the location box', () => {
  it('offers the neighbourhoods listed places name, by how they start, first', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/places/suggest?q=Wicker' });
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json();
    expect(suggestions[0]).toEqual({
      kind: 'city',
      label: 'Wicker Park, Chicago, IL',
      value: 'Wicker Park, Chicago, IL',
    });
    // A removed place names nothing any more.
    expect(suggestions.map((s: { label: string }) => s.label)).not.toContain(
      'Wicker Park, Boise, ID',
    );
    expect(response.headers['cache-control']).toBe('public, max-age=600');
  });

  it('keeps a day-long cache for answers of the gazetteer alone', async () => {
    const response = await file.app.inject({ method: 'GET', url: '/api/places/suggest?q=Spring' });
    expect(response.json().suggestions.length).toBeGreaterThan(0);
    expect(response.headers['cache-control']).toBe('public, max-age=3600, s-maxage=86400');
  });

  it('treats % and _ in the text as letters', async () => {
    const response = await file.app.inject({
      method: 'GET',
      url: '/api/places/suggest?q=%25%25%25',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestions).toEqual([]);
  });
});

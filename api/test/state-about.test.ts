import { US_STATES, type GuideCity } from '@pizza-atlas/contracts';
import { stateAbout } from '../src/guides/state-about';

const illinois = US_STATES.find((state) => state.code === 'IL')!;
const city = (name: string, placeCount: number): GuideCity => ({
  stateCode: 'IL',
  name,
  slug: name.toLowerCase(),
  population: 1000,
  placeCount,
  listingCount: 0,
});
const count = (cities: GuideCity[]) => cities.reduce((sum, entry) => sum + entry.placeCount, 0);
const places = (cities: GuideCity[]) => stateAbout(illinois, cities, count(cities))[1];

describe("a state guide's word on where its places are", () => {
  it('says all of them are in the one city that has places, not "most of them"', () => {
    const cities = [city('Aurora', 0), city('Chicago', 27), city('Naperville', 0)];
    expect(places(cities)).toBe(
      'Pizza Atlas lists 27 pizza places in Illinois, all of them in Chicago. Open a city to see its places, or search the directory for any town or ZIP code in the state.',
    );
    expect(places([city('Chicago', 1)])).toMatch(
      /^Pizza Atlas lists 1 pizza place in Illinois, in Chicago\. /,
    );
  });

  it('names two or three cities in full, and the busiest three of more', () => {
    expect(places([city('Aurora', 2), city('Chicago', 25)])).toMatch(
      /^Pizza Atlas lists 27 pizza places in 2 cities of Illinois: Chicago and Aurora\. /,
    );
    const four = [city('Aurora', 2), city('Chicago', 25), city('Naperville', 3), city('Peoria', 1)];
    expect(places(four)).toMatch(
      /in 4 cities of Illinois, most of them in Chicago, Naperville and Aurora\. /,
    );
  });
});

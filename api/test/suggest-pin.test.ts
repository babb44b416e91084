import { censusGeocoder, type AddressMatch } from '../src/geocoding/census-geocoder';
import {
  startFakeCensusGeocoder,
  type FakeCensusGeocoder,
  type FakeCensusMode,
} from '../src/geocoding/fake-census-geocoder';
import { pinSuggester } from '../src/staff/suggest-pin';

const ADDRESS = '1150 N State St, Chicago, IL 60610';
const MATCH: AddressMatch = {
  latitude: 41.90322,
  longitude: -87.62843,
  matchedAddress: '1150 N STATE ST, CHICAGO, IL, 60610',
  city: 'CHICAGO',
  state: 'IL',
  zipCode: '60610',
};
const AT_THE_DOOR = {
  pin: { latitude: 41.90322, longitude: -87.62843, precision: 'address', source: 'census' },
  geocoder: 'matched',
};

test("the geocoder's match is the pin, asked once per submission", async () => {
  const asked: string[] = [];
  const suggest = pinSuggester(async (address) => {
    asked.push(address);
    return { status: 'matched', match: MATCH };
  });
  await expect(suggest('a', ADDRESS)).resolves.toEqual(AT_THE_DOOR);
  await suggest('a', ADDRESS);
  expect(asked).toEqual([ADDRESS]);
});

test('no match falls back to the ZIP centre, then the city centre, and says so', async () => {
  const suggest = pinSuggester(async () => ({ status: 'no-match' }));
  await expect(suggest('b', '1 Nowhere Rd, Chicago, IL 60610')).resolves.toMatchObject({
    pin: { precision: 'zip', source: 'gazetteer' },
    geocoder: 'no-match',
  });
  await expect(suggest('c', '1 Nowhere Rd, Chicago, IL')).resolves.toMatchObject({
    pin: { precision: 'city', source: 'gazetteer' },
    geocoder: 'no-match',
  });
  await expect(suggest('d', 'Behind the old mill')).resolves.toEqual({
    pin: null,
    geocoder: 'no-match',
  });
});

test('without a geocoder the ZIP centre is the pin and the geocoder is off', async () => {
  const suggest = pinSuggester(null);
  await expect(suggest('e', ADDRESS)).resolves.toMatchObject({
    pin: { precision: 'zip', source: 'gazetteer' },
    geocoder: 'off',
  });
});

test('a no-match answer is remembered: reopening does not ask again', async () => {
  let asked = 0;
  const suggest = pinSuggester(async () => {
    asked += 1;
    return { status: 'no-match' };
  });
  await suggest('f', ADDRESS);
  await suggest('f', ADDRESS);
  expect(asked).toBe(1);
});

describe('with the fake Census geocoder', () => {
  let fake: FakeCensusGeocoder;
  beforeAll(async () => {
    fake = await startFakeCensusGeocoder({
      addresses: {
        [ADDRESS]: { ...MATCH, city: 'CHICAGO', state: 'IL', zip: '60610' },
      },
    });
  });
  afterAll(() => fake.close());
  afterEach(() => fake.setMode('normal'));

  // A short timeout, so 'hang' fails fast; the log would get these errors.
  const census = () => censusGeocoder({ baseUrl: fake.url, timeoutMs: 100, onError: () => {} });

  it.each<[FakeCensusMode, 'timeout' | 'failed']>([
    ['hang', 'timeout'],
    ['stall', 'timeout'],
    ['error', 'failed'],
    ['malformed', 'failed'],
  ])('after %s the pin is the ZIP centre, and the lookup is marked %s', async (mode, outcome) => {
    fake.setMode(mode);
    await expect(pinSuggester(census())(`failed-${mode}`, ADDRESS)).resolves.toMatchObject({
      pin: { precision: 'zip', source: 'gazetteer' },
      geocoder: outcome,
    });
  });

  it('an address the Census does not match is marked as no match', async () => {
    const address = '1 Nowhere Rd, Chicago, IL 60610';
    await expect(pinSuggester(census())('no-match', address)).resolves.toMatchObject({
      pin: { precision: 'zip', source: 'gazetteer' },
      geocoder: 'no-match',
    });
  });

  it.each<[FakeCensusMode, 'timeout' | 'failed']>([
    ['hang', 'timeout'],
    ['error', 'failed'],
    ['malformed', 'failed'],
  ])(
    'a fallback after %s (%s) is not remembered: once the Census recovers, the next opening gets its point',
    async (mode, outcome) => {
      const suggest = pinSuggester(census());
      fake.setMode(mode);
      await expect(suggest(`recovers-${mode}`, ADDRESS)).resolves.toMatchObject({
        geocoder: outcome,
      });
      fake.setMode('normal');
      const asked = fake.requests.length;
      await expect(suggest(`recovers-${mode}`, ADDRESS)).resolves.toEqual(AT_THE_DOOR);
      expect(fake.requests.length).toBe(asked + 1);
      // The match itself is remembered.
      await suggest(`recovers-${mode}`, ADDRESS);
      expect(fake.requests.length).toBe(asked + 1);
    },
  );
});

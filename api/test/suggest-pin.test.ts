import type { AddressMatch } from '../src/geocoding/census-geocoder';
import { pinSuggester } from '../src/staff/suggest-pin';

const MATCH: AddressMatch = {
  latitude: 41.90322,
  longitude: -87.62843,
  matchedAddress: '1150 N STATE ST, CHICAGO, IL, 60610',
  city: 'CHICAGO',
  state: 'IL',
  zipCode: '60610',
};

test("the geocoder's match is the pin, asked once per submission", async () => {
  const asked: string[] = [];
  const suggest = pinSuggester(async (address) => {
    asked.push(address);
    return MATCH;
  });
  const address = '1150 N State St, Chicago, IL 60610';
  const pin = await suggest('a', address);
  expect(pin).toEqual({
    latitude: 41.90322,
    longitude: -87.62843,
    precision: 'address',
    source: 'census',
  });
  await suggest('a', address);
  expect(asked).toEqual([address]);
});

test('no match falls back to the ZIP centre, then the city centre', async () => {
  const suggest = pinSuggester(async () => null);
  await expect(suggest('b', '1 Nowhere Rd, Chicago, IL 60610')).resolves.toMatchObject({
    precision: 'zip',
    source: 'gazetteer',
  });
  await expect(suggest('c', '1 Nowhere Rd, Chicago, IL')).resolves.toMatchObject({
    precision: 'city',
    source: 'gazetteer',
  });
  await expect(suggest('d', 'Behind the old mill')).resolves.toBeNull();
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { censusGeocoder } from '../src/geocoding/census-geocoder';
import {
  startFakeCensusGeocoder,
  type FakeCensusGeocoder,
  type FakeCensusMode,
} from '../src/geocoding/fake-census-geocoder';

const ADDRESS = '1150 N State St, Chicago, IL 60610';
let fake: FakeCensusGeocoder;

beforeAll(async () => {
  fake = await startFakeCensusGeocoder({
    addresses: {
      [ADDRESS]: {
        latitude: 41.90322,
        longitude: -87.62843,
        matchedAddress: '1150 N STATE ST, CHICAGO, IL, 60610',
        city: 'CHICAGO',
        state: 'IL',
        zip: '60610',
      },
    },
  });
});
afterAll(() => fake.close());
afterEach(() => fake.setMode('normal'));

test('a matched address gives its point, with y as latitude and x as longitude', async () => {
  const geocode = censusGeocoder({ baseUrl: `${fake.url}/` });
  await expect(geocode(ADDRESS)).resolves.toEqual({
    status: 'matched',
    match: {
      latitude: 41.90322,
      longitude: -87.62843,
      matchedAddress: '1150 N STATE ST, CHICAGO, IL, 60610',
      city: 'CHICAGO',
      state: 'IL',
      zipCode: '60610',
    },
  });
  expect(fake.requests.at(-1)).toBe(ADDRESS);
});

test('an address the Census does not match is a no-match, not a failure', async () => {
  const errors: unknown[] = [];
  const geocode = censusGeocoder({ baseUrl: fake.url, onError: (error) => errors.push(error) });
  await expect(geocode('1 Nowhere Rd, Springfield, IL')).resolves.toEqual({
    status: 'no-match',
  });
  expect(errors).toEqual([]);
});

test('a 500 is a failure, reported, never thrown', async () => {
  fake.setMode('error');
  const errors: unknown[] = [];
  const geocode = censusGeocoder({ baseUrl: fake.url, onError: (error) => errors.push(error) });
  await expect(geocode(ADDRESS)).resolves.toEqual({ status: 'failed' });
  expect(String(errors[0])).toContain('500');
});

test('a body that is not the Census JSON is a failure, not a no-match', async () => {
  fake.setMode('malformed');
  const errors: unknown[] = [];
  const geocode = censusGeocoder({ baseUrl: fake.url, onError: (error) => errors.push(error) });
  await expect(geocode(ADDRESS)).resolves.toEqual({ status: 'failed' });
  expect(errors).toHaveLength(1);
});

it.each<[FakeCensusMode, string]>([
  ['hang', 'never answers'],
  ['stall', 'sends its headers, then stalls in the body'],
])('a geocoder that %s (%s) is a timeout, not a failure, once the timeout passes', async (mode) => {
  fake.setMode(mode);
  const errors: unknown[] = [];
  // The fake never finishes, so only the client's own timeout can end this lookup.
  const geocode = censusGeocoder({
    baseUrl: fake.url,
    timeoutMs: 50,
    onError: (error) => errors.push(error),
  });
  await expect(geocode(ADDRESS)).resolves.toEqual({ status: 'timeout' });
  expect((errors[0] as Error).name).toBe('TimeoutError');
});

test('a geocoder that cannot be reached is a failure, not a timeout', async () => {
  // A port nothing listens on: the connection is refused at once.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const errors: unknown[] = [];
  const geocode = censusGeocoder({
    baseUrl: `http://127.0.0.1:${port}`,
    onError: (error) => errors.push(error),
  });
  await expect(geocode(ADDRESS)).resolves.toEqual({ status: 'failed' });
  expect(errors).toHaveLength(1);
});

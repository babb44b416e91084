import { ENDPOINT_CASES } from './naughty-input/endpoint-cases';
import { sweepNaughtyInput } from './naughty-input/sweep';

// The pages and files the site serves outside the API, and paths no route matches.
// The naughty-input sweep is one file per endpoint group (test/naughty-input/sweep.ts).

jest.mock('../src/accounts/hash-password', () =>
  jest
    .requireActual<typeof import('./naughty-input/cheap-hash')>('./naughty-input/cheap-hash')
    .cheapHashPasswordModule(),
);

const site = sweepNaughtyInput('site');

it('has a case for every endpoint the server declares', () => {
  const declared = [...new Set(site().app.routeList.map((r) => `${r.method} ${r.url}`))];
  const missing = declared.filter(
    (key) => !key.startsWith('HEAD ') && ENDPOINT_CASES[key] === undefined,
  );
  // A plugin may declare HEAD for a trailing-slash path whose GET it declares without one.
  const getOf = (key: string) => key.replace(/^HEAD/, 'GET');
  const headWithoutGet = declared.filter(
    (key) =>
      key.startsWith('HEAD ') &&
      ENDPOINT_CASES[getOf(key)] === undefined &&
      ENDPOINT_CASES[getOf(key).replace(/(.)\/$/, '$1')] === undefined,
  );
  const stale = Object.keys(ENDPOINT_CASES).filter((key) => !declared.includes(key));
  expect({ missing, headWithoutGet, stale }).toEqual({
    missing: [],
    headWithoutGet: [],
    stale: [],
  });
});

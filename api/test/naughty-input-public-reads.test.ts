import { sweepNaughtyInput } from './naughty-input/sweep';

// The public API's reads: search, places, reviews, guides, photos, health and docs.
// The naughty-input sweep is one file per endpoint group (test/naughty-input/sweep.ts).

jest.mock('../src/accounts/hash-password', () =>
  jest
    .requireActual<typeof import('./naughty-input/cheap-hash')>('./naughty-input/cheap-hash')
    .cheapHashPasswordModule(),
);

sweepNaughtyInput('public-reads');

import { sweepNaughtyInput } from './naughty-input/sweep';

// A visitor's reviews of a place (both routes, to one place) and reports of a review.
// The naughty-input sweep is one file per endpoint group (test/naughty-input/sweep.ts).

jest.mock('../src/accounts/hash-password', () =>
  jest
    .requireActual<typeof import('./naughty-input/cheap-hash')>('./naughty-input/cheap-hash')
    .cheapHashPasswordModule(),
);

sweepNaughtyInput('visitor-reviews');

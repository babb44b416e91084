import { sweepNaughtyInput } from './naughty-input/sweep';

// A visitor's writes: submissions, photos, contact, wait reports, events.
// The naughty-input sweep is one file per endpoint group (test/naughty-input/sweep.ts).

jest.mock('../src/accounts/hash-password', () =>
  jest
    .requireActual<typeof import('./naughty-input/cheap-hash')>('./naughty-input/cheap-hash')
    .cheapHashPasswordModule(),
);

sweepNaughtyInput('visitor-writes');

import { sweepNaughtyInput } from './naughty-input/sweep';

// The deploy routes of the remotes' releases, with their bearer token and archives.
// The naughty-input sweep is one file per endpoint group (test/naughty-input/sweep.ts).

jest.mock('../src/accounts/hash-password', () =>
  jest
    .requireActual<typeof import('./naughty-input/cheap-hash')>('./naughty-input/cheap-hash')
    .cheapHashPasswordModule(),
);

sweepNaughtyInput('releases');

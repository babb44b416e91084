import { sweepNaughtyInput } from './naughty-input/sweep';

// The account routes: sign-up, confirmation, sign-in and out, resets, sessions, claims.
// The naughty-input sweep is one file per endpoint group (test/naughty-input/sweep.ts).

jest.mock('../src/accounts/hash-password', () =>
  jest
    .requireActual<typeof import('./naughty-input/cheap-hash')>('./naughty-input/cheap-hash')
    .cheapHashPasswordModule(),
);

sweepNaughtyInput('accounts');

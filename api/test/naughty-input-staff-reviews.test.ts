import { sweepNaughtyInput } from './naughty-input/sweep';

// Staff's moderation of one review (approve, hide, restore) and of contact messages.
// The naughty-input sweep is one file per endpoint group (test/naughty-input/sweep.ts).

jest.mock('../src/accounts/hash-password', () =>
  jest
    .requireActual<typeof import('./naughty-input/cheap-hash')>('./naughty-input/cheap-hash')
    .cheapHashPasswordModule(),
);

sweepNaughtyInput('staff-reviews');

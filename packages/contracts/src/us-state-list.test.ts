import type { z } from 'zod';
import { US_STATES, type UsState } from './us-state-list';
import { UsStateSchema } from './us-states';

// The list lives without zod (browser code imports it); the schema still describes it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<UsState, z.infer<typeof UsStateSchema>> = true;

describe('US_STATES', () => {
  it('is 51 entries, each one the schema accepts', () => {
    expect(sameShape).toBe(true);
    expect(US_STATES).toHaveLength(51);
    for (const state of US_STATES) expect(UsStateSchema.parse(state)).toEqual(state);
  });
});

import { z } from 'zod';

/** A US state or DC, as the guides and the geocoder name it (spec section 3): UsState. */
export const UsStateSchema = z.object({
  /** Two-letter USPS code, upper case. */
  code: z.string().regex(/^[A-Z]{2}$/),
  name: z.string(),
  /** Lower-case hyphenated name; DC is 'washington-dc'. */
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
});

import { z } from 'zod';

/** Paging of the stored lists. */
export const StoredListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

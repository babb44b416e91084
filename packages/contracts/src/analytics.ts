import { z } from 'zod';

/** POST /api/analytics/events: first-party analytics, no third-party script. */
export const AnalyticsEventSchema = z.object({
  name: z.enum(['view_item', 'search', 'select_item']),
  provider: z.string().max(20).optional(),
  itemId: z.string().max(200).optional(),
  path: z.string().max(500).optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

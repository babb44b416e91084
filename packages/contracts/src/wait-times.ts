import { z } from 'zod';

export const BUSY_LEVELS = ['low', 'medium', 'high', 'very-high'] as const;
export const BusyLevelSchema = z.enum(BUSY_LEVELS);
export type BusyLevel = z.infer<typeof BusyLevelSchema>;

/**
 * GET /api/restaurants/{provider}/{id}/wait-times: the spec's wait-time record, plus
 * where the figures come from. `basis` is 'estimate' (opening hours, time of day and
 * popularity) or 'reports' (recent visitor reports), and 'closed' when the place is shut.
 */
export const WaitTimeSchema = z.object({
  currentWait: z.number().int().min(0),
  predictedWait: z.number().int().min(0),
  busyLevel: BusyLevelSchema,
  /** Local time text such as '7:40 PM', or 'Opens 11:00 AM' when closed. */
  nextAvailable: z.string(),
  lastUpdated: z.string(),
  basis: z.enum(['estimate', 'reports', 'closed']),
  /** Number of visitor reports behind the figures (0 for an estimate). */
  reportCount: z.number().int().min(0),
});
export type WaitTime = z.infer<typeof WaitTimeSchema>;

/** POST /api/analytics/events: first-party analytics, no third-party script. */
export const AnalyticsEventSchema = z.object({
  name: z.enum(['view_item', 'search', 'select_item']),
  provider: z.string().max(20).optional(),
  itemId: z.string().max(200).optional(),
  path: z.string().max(500).optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

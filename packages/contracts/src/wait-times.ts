import { z } from 'zod';
import { ProviderNameSchema } from './restaurants';
import { HoneypotSchema } from './text-rules';
import { HONEYPOT_FIELD } from './text-limits';

export const BUSY_LEVELS = ['low', 'medium', 'high', 'very-high'] as const;
export const BusyLevelSchema = z.enum(BUSY_LEVELS);
export type BusyLevel = z.infer<typeof BusyLevelSchema>;

/**
 * GET /api/restaurants/{provider}/{id}/wait-times: the spec's wait-time record, plus
 * where the figures come from. `basis` is 'estimate' (opening hours, time of day and
 * popularity) or 'reports' (recent visitor reports), and 'closed' when the place is shut.
 * Only 'reports' figures are a live wait: pages show an estimate as no report, never as live.
 */
export const WaitTimeSchema = z.object({
  currentWait: z.number().int().min(0),
  /**
   * The wait in 30 minutes, or null when there is no honest one (decision 0087): fewer than
   * MIN_VISITORS_FOR_PREDICTION visitors reported, the place closes within 30 minutes, or
   * it is closed. `predictionWithheld` says which, for an open place.
   */
  predictedWait: z.number().int().min(0).nullable(),
  predictionWithheld: z.enum(['few-reports', 'closes-soon']).nullable(),
  busyLevel: BusyLevelSchema,
  /**
   * Local time text such as '7:40 PM'; 'Closes 10 PM' when the wait runs past closing time
   * (no table is free before then); 'Opens 11 AM' when closed.
   */
  nextAvailable: z.string(),
  /** When the figures were last new: the newest report's time for 'reports', else the answer's. */
  lastUpdated: z.string(),
  /** lastUpdated as the place's local time of day, written as nextAvailable is: '7:25 PM'. */
  lastUpdatedLocal: z.string(),
  basis: z.enum(['estimate', 'reports', 'closed']),
  /** Number of visitor reports behind the figures (0 for an estimate). */
  reportCount: z.number().int().min(0),
});
export type WaitTime = z.infer<typeof WaitTimeSchema>;

const WAIT_MINUTES_MESSAGE = 'Please enter a wait between 0 and 240 minutes';
const PARTY_SIZE_MESSAGE = 'Party size must be a whole number from 1 to 20';

/** A visitor's report of the current wait at a provider listing. */
export const WaitReportSchema = z.object({
  provider: ProviderNameSchema,
  restaurantId: z
    .string({ error: 'Restaurant id is required' })
    .trim()
    .min(1, 'Restaurant id is required')
    .max(200, 'Restaurant id is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'Restaurant id is not valid'),
  waitMinutes: z
    .number({ error: WAIT_MINUTES_MESSAGE })
    .int(WAIT_MINUTES_MESSAGE)
    .min(0, WAIT_MINUTES_MESSAGE)
    .max(240, WAIT_MINUTES_MESSAGE),
  partySize: z
    .number({ error: PARTY_SIZE_MESSAGE })
    .int(PARTY_SIZE_MESSAGE)
    .min(1, PARTY_SIZE_MESSAGE)
    .max(20, PARTY_SIZE_MESSAGE)
    .nullish()
    .transform((size) => size ?? null),
  [HONEYPOT_FIELD]: HoneypotSchema,
});
export type WaitReportInput = z.input<typeof WaitReportSchema>;

export const StoredWaitReportSchema = z.object({
  id: z.string(),
  provider: z.string(),
  restaurantId: z.string(),
  waitMinutes: z.number().int(),
  partySize: z.number().int().nullable(),
  createdAt: z.string(),
});
export type StoredWaitReport = z.infer<typeof StoredWaitReportSchema>;

export const WaitReportResponseSchema = z.object({
  report: StoredWaitReportSchema,
  message: z.string(),
});
export type WaitReportResponse = z.infer<typeof WaitReportResponseSchema>;

/**
 * A report that replaced the same visitor's report of the last 30 minutes (decision 0087);
 * said by the API only, so kept out of the browser's zod-free messages (decision 0051).
 */
export const WAIT_REPORT_REPLACED_MESSAGE =
  'Thanks! We updated your earlier wait report with this one.';

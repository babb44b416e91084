import { z } from 'zod';

/** Every API error answers this shape. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The process answers; `database` says what it knows of the database without asking it. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['ok', 'unavailable']).optional(),
});
export const ReadySchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

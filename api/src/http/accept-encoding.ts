import { z } from 'zod';

/** An Accept-Encoding entry's weight: 0 to 1 with at most three decimals (RFC 9110, 12.4.2). */
const QualitySchema = z
  .string()
  .regex(/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/)
  .transform(Number);

/** The weight of each coding an Accept-Encoding header names, lower-cased; "*" included. */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value = ''] = param.split('=').map((part) => part.trim());
      if (key?.toLowerCase() !== 'q') continue;
      const parsed = QualitySchema.safeParse(value);
      // A weight that is not one ignores the entry rather than guessing what it meant.
      weight = parsed.success ? parsed.data : -1;
    }
    if (weight >= 0) named.set(coding.toLowerCase(), weight);
  }
  return named;
}

/**
 * The coding to send a body in: the one of `available` (best first) the client weighs
 * highest, or null for the body as it is. A coding is acceptable when the header names
 * it, or names "*" without naming it, with a weight above 0; `br;q=0` refuses brotli
 * even next to `*` (which @fastify/accept-negotiator reads as brotli). No header: null.
 */
export function chooseEncoding<T extends string>(
  header: string | undefined,
  available: readonly T[],
): T | null {
  if (!header || available.length === 0) return null;
  const named = weights(header);
  const anyOther = named.get('*') ?? 0;
  let best: T | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = named.get(coding) ?? anyOther;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

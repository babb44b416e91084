import { parseOpeningHours, SYNTAX_CORRECTIONS } from './place-hours';

/**
 * Warnings after which the library's reading may not be what was meant ('11-9': 09:00 or
 * 21:00?): an owner's value with one is refused with the library's words, not guessed at.
 */
const AMBIGUOUS = new Set(['ambiguous_single_digit_hour', 'ambiguous_word', 'interpreted_as_year']);

const NOTHING_READ = 'The hours say nothing that can be read as opening hours';

/** The longest part of a value quoted in a message. */
const QUOTED = 60;

export type CheckedHours = { ok: true; value: string } | { ok: false; message: string };

/** 'Mo-F <--- (Unexpected token: "-" …)' → where it stops and why, for a person. */
function readableProblem(lead: string, where: string, why: string): string {
  const at = where.trim();
  const shown = at.length > QUOTED ? `…${at.slice(-QUOTED)}` : at;
  const reason = why.trim().replace(/\s+/g, ' ');
  return shown ? `${lead} at "${shown}": ${reason}` : `${lead}: ${reason}`;
}

/**
 * An owner's opening_hours value checked with the one hours rule (decision 0089): refused,
 * with the library's reason and where it stopped, when it does not parse or could be read two
 * ways; else the value to store, in the library's normal form when it had to correct the
 * syntax ('Mon-Fri 11am-10pm' is stored 'Mo-Fr 11:00-22:00'), as typed otherwise.
 */
export function checkOwnerHours(text: string, state: string, maxLength: number): CheckedHours {
  const value = text.trim();
  const parsed = parseOpeningHours(value, state);
  if (!parsed.ok) {
    const [where = '', why = parsed.error] = parsed.error.split(' <--- (');
    return {
      ok: false,
      message: readableProblem('The hours cannot be read', where, why.replace(/\)\s*[^)]*$/, '')),
    };
  }
  let warnings: { type: string; message: string; position?: number | null }[] = [];
  try {
    warnings = parsed.rule.getStructuredWarnings().filter((warning) => typeof warning !== 'string');
  } catch {
    warnings = [];
  }
  const ambiguous = warnings.find((warning) => AMBIGUOUS.has(warning.type));
  if (ambiguous) {
    const where = value.slice(0, ambiguous.position ?? value.length);
    return {
      ok: false,
      message: readableProblem('The hours are unclear', where, ambiguous.message),
    };
  }
  // Corrected syntax, or an empty rule (a trailing ';'): stored as the library reads it.
  const corrected = warnings.some(
    (warning) => SYNTAX_CORRECTIONS.has(warning.type) || warning.type === 'nothing_useful',
  );
  if (!corrected) return { ok: true, value };
  let normal: string;
  try {
    normal = parsed.rule.prettifyValue().trim();
  } catch {
    return { ok: true, value };
  }
  // '␣' parses, as nothing: its normal form is empty.
  if (normal === '') return { ok: false, message: NOTHING_READ };
  if (normal.length > maxLength) {
    return {
      ok: false,
      message: `Written out in full the hours are longer than ${maxLength} characters`,
    };
  }
  return { ok: true, value: normal };
}

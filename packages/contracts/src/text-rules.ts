import { z } from 'zod';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { isWebAddress } from './web-address';
import { TEXT_LIMITS } from './text-limits';

// The text rules every visitor and account form shares: lengths, characters, the bot trap.

/**
 * Text the database cannot keep as sent (storable-text.ts), and other control characters
 * (C0, DEL, C1), which have no place in a form field. Multi-line texts keep tab, CR and LF.
 */
export function hasUnstorableCharacters(value: string, allowLineBreaks: boolean): boolean {
  if (hasUnstorableText(value)) return true;
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      if (!allowLineBreaks || !(code === 0x09 || code === 0x0a || code === 0x0d)) return true;
    }
  }
  return false;
}

/** The message of a text longer than `max` characters. */
export function tooLongMessage(max: number) {
  return `Must be at most ${max} characters`;
}

/** A text that must be present after trimming; `required` is its message. */
export function requiredText(max: number, required: string, multiLine = false) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLongMessage(max))
    .refine((value) => !hasUnstorableCharacters(value, multiLine), UNSTORABLE_TEXT_MESSAGE);
}

/** An optional text: absent, null and blank all become ''. */
export function optionalText(max: number, multiLine = false) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .refine((value) => !hasUnstorableCharacters(value, multiLine), UNSTORABLE_TEXT_MESSAGE)
    .nullish()
    .transform((value) => value ?? '');
}

/** An optional web address: '' or a full http(s) URL. */
export function optionalHttpUrl() {
  return optionalText(TEXT_LIMITS.url).refine(
    (value) => value === '' || isWebAddress(value),
    'Please enter a full web address starting with http:// or https://',
  );
}

/**
 * The hidden bot trap: accepted in every write, acted on by the server. Not described in
 * the OpenAPI document: a bot reading it must not learn what the field is for.
 */
export const HoneypotSchema = z.string().max(TEXT_LIMITS.honeypot).nullish();

/** True when a bot filled the hidden field. */
export function isHoneypotFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

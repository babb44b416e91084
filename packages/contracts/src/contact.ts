import { z } from 'zod';
import { UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import {
  hasUnstorableCharacters,
  HoneypotSchema,
  optionalText,
  requiredText,
  tooLongMessage,
} from './text-rules';
import { HONEYPOT_FIELD, TEXT_LIMITS } from './text-limits';

// The contact form (api/src/contact).

export const CONTACT_RECEIVED_MESSAGE =
  "Thank you for your message! We'll get back to you as soon as we can.";

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Please enter a valid email address',
  message: 'Message must be at least 10 characters',
  type: 'Please select an inquiry type',
} as const;

export const CONTACT_TYPES = ['advertiser', 'partnership', 'general'] as const;
export const ContactTypeSchema = z.enum(CONTACT_TYPES);
export type ContactType = z.infer<typeof ContactTypeSchema>;

/** The contact form (spec section 5). */
export const ContactMessageSchema = z.object({
  name: requiredText(TEXT_LIMITS.contactName, CONTACT_MESSAGES.name),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(TEXT_LIMITS.email, CONTACT_MESSAGES.email)
    .pipe(z.email({ error: CONTACT_MESSAGES.email })),
  company: optionalText(TEXT_LIMITS.company).transform((company) =>
    company === '' ? null : company,
  ),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    // Counted in characters as people (and PostgreSQL) count them, not UTF-16 units.
    .refine((value) => [...value].length >= 10, CONTACT_MESSAGES.message)
    .max(TEXT_LIMITS.contactMessage, tooLongMessage(TEXT_LIMITS.contactMessage))
    .refine((value) => !hasUnstorableCharacters(value, true), UNSTORABLE_TEXT_MESSAGE),
  type: z.enum(CONTACT_TYPES, { error: CONTACT_MESSAGES.type }),
  [HONEYPOT_FIELD]: HoneypotSchema,
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** The contact answer the partners remote reads (spec section 7). */
export const ContactResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

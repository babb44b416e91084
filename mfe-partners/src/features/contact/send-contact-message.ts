import { ApiRequestError, apiFetch } from '@pizza-atlas/api-client';
import {
  ContactMessageSchema,
  ContactResponseSchema,
  type ContactMessageInput,
} from '@pizza-atlas/contracts';

export const SEND_FAILED = 'Failed to send message. Please try again.';
export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

export type ContactField = 'name' | 'email' | 'company' | 'message' | 'type';
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The spec section 5 messages for each field, from the contract the API checks with. */
export function validateContact(input: unknown): ContactErrors {
  const result = ContactMessageSchema.safeParse(input);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface SendOutcome {
  sent: boolean;
  message: string;
}

/**
 * POST /api/contact (spec sections 7 and 8): no success flag gives the answer's message or
 * SEND_FAILED; a request that never got an answer gives NETWORK_ERROR.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<SendOutcome> {
  try {
    const answer = await apiFetch('/api/contact', {
      method: 'POST',
      body: input,
      schema: ContactResponseSchema,
    });
    return answer.success
      ? { sent: true, message: answer.message }
      : { sent: false, message: answer.message || SEND_FAILED };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return { sent: false, message: error.apiMessage || SEND_FAILED };
    }
    if (error instanceof TypeError) return { sent: false, message: NETWORK_ERROR };
    return { sent: false, message: SEND_FAILED };
  }
}

/** Spec section 4: the box is red when its text includes 'Failed' or 'error', green otherwise. */
export function isErrorText(text: string): boolean {
  return text.includes('Failed') || text.includes('error');
}

// US phone numbers, without zod: the import reads its sources' numbers with formatUsPhone, and
// the Add a Place form and the API's schema check a visitor's with isUsPhone (decision 0066).

/** An extension written after a number: "ext. 2", "extension 12", "x 204", "#3". */
const EXTENSION = /\s*[,;]?\s*(?:ext\.?|extension|x|#)\s*(\d{1,6})\s*$/i;

/**
 * A US phone number as E.164 and as shown, from any common way of writing it
 * ("+1 512 555 0123", "(512) 555-0123", "512.555.0123"); null when it is not one. An
 * extension stays with it: "(773) 555-0114 ext. 2", dialled as `+17735550114;ext=2` (the
 * tel: URI's form, RFC 3966).
 */
export function formatUsPhone(text: string): { phone: string; display_phone: string } | null {
  const extension = EXTENSION.exec(text);
  const number = extension ? text.slice(0, extension.index) : text;
  const digits = number.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // Area codes and exchanges never start with 0 or 1 in the North American plan.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  const ext = extension?.[1];
  return {
    phone: `+1${national}${ext ? `;ext=${ext}` : ''}`,
    display_phone: `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}${ext ? ` ext. ${ext}` : ''}`,
  };
}

/** What a visitor is told when a phone number is not a US one. */
export const US_PHONE_MESSAGE =
  'Please enter a US phone number with its area code, e.g. (312) 555-0123';

/**
 * A phone number as a visitor types one: only digits, spaces and ( ) + - . (no words around
 * it, which an import's source may carry), and a number formatUsPhone reads.
 */
export function isUsPhone(text: string): boolean {
  return /^[\d\s().+-]+$/.test(text) && formatUsPhone(text) !== null;
}

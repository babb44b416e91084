/**
 * A US phone number as E.164 and as shown, from any common way of writing it
 * ("+1 512 555 0123", "(512) 555-0123", "512.555.0123"); null when it is not one.
 */
export function formatUsPhone(text: string): { phone: string; display_phone: string } | null {
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // Area codes and exchanges never start with 0 or 1 in the North American plan.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  return {
    phone: `+1${national}`,
    display_phone: `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
  };
}

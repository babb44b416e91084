import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * True for a password on the common-passwords list that zxcvbn-ts ships (the most used
 * passwords from public breach corpora), compared without case.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}

import { ACCOUNT_MESSAGES, passwordTooCommonMessage } from '@pizza-atlas/contracts';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { HttpError } from '../http/errors';

/**
 * zxcvbn's score runs 0–4; 3 means about 10^8 guesses or more ("safely unguessable:
 * moderate protection from an offline slow-hash attack"), what an argon2id hash needs.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The estimator's work grows fast with length and with l33t look-alikes: with its defaults
 * (256 characters, 100 substitutions) one random 256-character password took 4 s of the
 * event loop here. It judges the first 40 characters (a strong start is strong enough)
 * with at most 3 look-alike substitutions: about 15–35 ms at worst, like one argon2 hash.
 */
const ESTIMATOR_LIMITS = { maxLength: 40, l33tMaxSubstitutions: 3 } as const;

/** Words of this site that a guesser tries first. */
const SITE_WORDS = ['pizza atlas', 'pizzaatlas'];

/** Whose password it is: what a guesser knows of the account. */
export interface PasswordOwner {
  email: string;
  /** Advertisers only. */
  businessName?: string | null;
}

export interface WeakPassword {
  code: 'PASSWORD_REPEATED' | 'PASSWORD_IS_EMAIL' | 'PASSWORD_IS_BUSINESS_NAME' | 'PASSWORD_COMMON';
  message: string;
}

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries take about 200 ms to load. */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    ...ESTIMATOR_LIMITS,
  });
  return estimator;
}

/** Lower case, letters and digits only: "Rosa’s Pizza!" and "rosas pizza" are one name. */
const plain = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Which of the owner's words zxcvbn found inside the password, if that made it weak. */
function ownWordFound(result: ZxcvbnResult, owner: PasswordOwner): WeakPassword | null {
  const email = [plain(owner.email), plain(owner.email.split('@')[0] ?? '')];
  for (const match of result.sequence) {
    if (match.pattern !== 'dictionary' || match.dictionaryName !== 'userInputs') continue;
    const word = plain(String(match.matchedWord));
    if (email.includes(word)) {
      return { code: 'PASSWORD_IS_EMAIL', message: ACCOUNT_MESSAGES.passwordIsEmail };
    }
    if (owner.businessName && plain(owner.businessName) === word) {
      return {
        code: 'PASSWORD_IS_BUSINESS_NAME',
        message: ACCOUNT_MESSAGES.passwordIsBusinessName,
      };
    }
  }
  return null;
}

/**
 * The one rule for a new password (sign-up, password change, a staff account, any future
 * reset): null when it is hard enough to guess, else why not. The length rule is the
 * contracts' (NewPasswordSchema). The strength estimator runs on the server only, so its
 * dictionaries never reach a browser.
 */
export function judgePassword(password: string, owner: PasswordOwner): WeakPassword | null {
  if (/^(.)\1*$/su.test(password)) {
    return { code: 'PASSWORD_REPEATED', message: ACCOUNT_MESSAGES.passwordRepeated };
  }
  const candidate = plain(password);
  const localPart = owner.email.split('@')[0] ?? '';
  if (candidate === plain(owner.email) || candidate === plain(localPart)) {
    return { code: 'PASSWORD_IS_EMAIL', message: ACCOUNT_MESSAGES.passwordIsEmail };
  }
  if (owner.businessName && candidate === plain(owner.businessName)) {
    return { code: 'PASSWORD_IS_BUSINESS_NAME', message: ACCOUNT_MESSAGES.passwordIsBusinessName };
  }
  const userInputs = [owner.email, localPart, plain(localPart), ...SITE_WORDS];
  if (owner.businessName) userInputs.push(owner.businessName, plain(owner.businessName));
  const result = strengthEstimator().check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return (
    ownWordFound(result, owner) ?? {
      code: 'PASSWORD_COMMON',
      message: passwordTooCommonMessage(result.feedback.warning, result.feedback.suggestions),
    }
  );
}

/** Refuses a weak password with 400 and the reason, on the form's field. */
export function assertPasswordStrong(password: string, owner: PasswordOwner, field: string): void {
  const weak = judgePassword(password, owner);
  if (weak) throw new HttpError(400, weak.code, weak.message, { [field]: [weak.message] });
}

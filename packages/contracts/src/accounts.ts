import { z } from 'zod';
import { ACCOUNT_MESSAGES, PASSWORD_RULES } from './account-messages';
import { requiredText, optionalText } from './text-rules';
import { TEXT_LIMITS } from './text-limits';

/**
 * Advertiser and staff accounts, their sessions and listing claims (docs/decisions/0021).
 *
 * A session lives in the server's database; the browser holds only an opaque token in an
 * HttpOnly, SameSite=Lax cookie. Every write made with that cookie also sends the session's
 * CSRF token in the `x-csrf-token` header: `GET /api/account/session` hands it out.
 */

/** The advertising packages of spec sections 3 and 9 (display prices; nothing is charged). */
export const AD_PACKAGE_IDS = ['featured-listing', 'promoted-spotlight', 'partnership'] as const;
export const AdPackageIdSchema = z.enum(AD_PACKAGE_IDS, {
  error: 'Please choose a package',
});
export type AdPackageId = z.infer<typeof AdPackageIdSchema>;
export const AD_PACKAGE_NAMES: Record<AdPackageId, string> = {
  'featured-listing': 'Featured Listing',
  'promoted-spotlight': 'Promoted Spotlight',
  partnership: 'Partnership Package',
};

export const ACCOUNT_ROLES = ['advertiser', 'staff'] as const;
export const AccountRoleSchema = z.enum(ACCOUNT_ROLES);
export type AccountRole = z.infer<typeof AccountRoleSchema>;

export { CSRF_HEADER } from './account-names';
export { ACCOUNT_MESSAGES, PASSWORD_RULES, passwordTooCommonMessage } from './account-messages';

const email = z
  .string({ error: ACCOUNT_MESSAGES.email })
  .trim()
  .max(TEXT_LIMITS.email, ACCOUNT_MESSAGES.email)
  .pipe(z.email({ error: ACCOUNT_MESSAGES.email }))
  .transform((value) => value.toLowerCase());

/**
 * A new password: length only here. The API also refuses one it judges easy to guess (the
 * account's email or business name, one repeated character, common passwords) with a
 * message naming why; the strength estimator's dictionaries stay on the server.
 */
export const NewPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordShort })
  .min(PASSWORD_RULES.minLength, ACCOUNT_MESSAGES.passwordShort)
  .max(PASSWORD_RULES.maxLength, ACCOUNT_MESSAGES.passwordLong);

export const SignupRequestSchema = z.object({
  businessName: requiredText(TEXT_LIMITS.restaurantName, ACCOUNT_MESSAGES.businessName),
  contactName: requiredText(TEXT_LIMITS.contactName, ACCOUNT_MESSAGES.contactName),
  email,
  password: NewPasswordSchema,
  package: AdPackageIdSchema,
});
export type SignupRequest = z.input<typeof SignupRequestSchema>;

export const LoginRequestSchema = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.email })
    .trim()
    .min(1, ACCOUNT_MESSAGES.email)
    .max(TEXT_LIMITS.email, ACCOUNT_MESSAGES.email)
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_RULES.maxLength, ACCOUNT_MESSAGES.badLogin),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const PasswordChangeRequestSchema = z.object({
  currentPassword: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_RULES.maxLength, ACCOUNT_MESSAGES.currentPasswordWrong),
  newPassword: NewPasswordSchema,
});
export type PasswordChangeRequest = z.input<typeof PasswordChangeRequestSchema>;

/** Asks for a mail: a password reset link, or a new address confirmation link. */
export const EmailOnlyRequestSchema = z.object({ email });
export type EmailOnlyRequest = z.input<typeof EmailOnlyRequestSchema>;

/** A one-time token from a mailed link: `id.secret`, letters, digits, - _ and one dot. */
export const MailTokenSchema = z
  .string({ error: ACCOUNT_MESSAGES.tokenUnknown })
  .max(200, ACCOUNT_MESSAGES.tokenUnknown)
  .regex(/^[\w-]+\.[\w-]+$/, ACCOUNT_MESSAGES.tokenUnknown);

/** Confirms an address with the token of a confirmation mail (a POST: a GET changes nothing). */
export const ConfirmAddressRequestSchema = z.object({ token: MailTokenSchema });
export type ConfirmAddressRequest = z.input<typeof ConfirmAddressRequestSchema>;

/** Sets a new password with the token of a reset mail. */
export const PasswordResetRequestSchema = z.object({
  token: MailTokenSchema,
  password: NewPasswordSchema,
});
export type PasswordResetRequest = z.input<typeof PasswordResetRequestSchema>;

export const AccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: AccountRoleSchema,
  /** Advertisers only; null for staff. */
  businessName: z.string().nullable(),
  contactName: z.string(),
  package: AdPackageIdSchema.nullable(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

/** Who is signed in. Signed out: account and csrfToken are null. */
export const SessionSchema = z.object({
  account: AccountSchema.nullable(),
  csrfToken: z.string().nullable(),
  /** When the session ends if left idle (ISO instant); null when signed out. */
  idleExpiresAt: z.string().nullable(),
});
export type Session = z.infer<typeof SessionSchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type OkResponse = z.infer<typeof OkResponseSchema>;

// ---- Listing claims: an advertiser asks to be recognised as a catalog place's owner. ----

export const CLAIM_STATUSES = ['pending', 'approved', 'refused'] as const;
export const ClaimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof ClaimStatusSchema>;

export const CreateClaimRequestSchema = z.object({
  /** A catalog place's id (the `catalog` provider's id). */
  restaurantId: z.uuid({ error: 'Please choose the place you represent' }),
  /** How staff can verify the claim (role, phone on the door, ...). */
  message: optionalText(1000, true),
});
export type CreateClaimRequest = z.input<typeof CreateClaimRequestSchema>;

export const ClaimPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
});

export const ClaimSchema = z.object({
  id: z.string(),
  place: ClaimPlaceSchema,
  status: ClaimStatusSchema,
  message: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Staff's note to the advertiser, when they gave one. */
  decisionNote: z.string(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const ClaimListSchema = z.object({ claims: z.array(ClaimSchema) });
export type ClaimList = z.infer<typeof ClaimListSchema>;

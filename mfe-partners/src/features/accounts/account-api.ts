import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountSessionQueryOptions,
  apiFetch,
  ApiRequestError,
  sessionWrite,
  setAccountSession,
} from '@pizza-atlas/api-client';
import {
  ClaimListSchema,
  ClaimSchema,
  OkResponseSchema,
  type ConfirmAddressRequest,
  SessionSchema,
  type Claim,
  type CreateClaimRequest,
  type EmailOnlyRequest,
  type HoursPreview,
  type OwnerListing,
  type OwnerListingUpdate,
  type LoginRequest,
  type OkResponse,
  type PasswordChangeRequest,
  type PasswordResetRequest,
  type Session,
  type SignupRequest,
} from '@pizza-atlas/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Who is signed in (asked by the browser once the page is live). */
export function useSession() {
  return useQuery(accountSessionQueryOptions());
}

export const CLAIMS_KEY = ['account', 'claims'] as const;

export function useClaims(enabled: boolean) {
  return useQuery({
    queryKey: CLAIMS_KEY,
    queryFn: ({ signal }) => apiFetch('/api/account/claims', { schema: ClaimListSchema, signal }),
    enabled,
    staleTime: 0,
  });
}

/** Signs up: the answer is the same whether or not the email has an account; a mail says which. */
export function signUp(body: SignupRequest): Promise<OkResponse> {
  return apiFetch('/api/account/signup', { method: 'POST', body, schema: OkResponseSchema });
}

/** Asks for a password reset mail (the same answer whatever the email). */
export function requestPasswordReset(body: EmailOnlyRequest): Promise<OkResponse> {
  return apiFetch('/api/account/password-reset/request', {
    method: 'POST',
    body,
    schema: OkResponseSchema,
  });
}

/** Asks for a new address confirmation mail (the same answer whatever the email). */
export function resendConfirmation(body: EmailOnlyRequest): Promise<OkResponse> {
  return apiFetch('/api/account/confirmation/resend', {
    method: 'POST',
    body,
    schema: OkResponseSchema,
  });
}

/** Confirms the address with a confirmation mail's token. */
export function confirmAddress(body: ConfirmAddressRequest): Promise<OkResponse> {
  return apiFetch('/api/account/confirm', { method: 'POST', body, schema: OkResponseSchema });
}

/** Sets a new password with a reset mail's token; every session of the account ends. */
export function resetPassword(body: PasswordResetRequest): Promise<OkResponse> {
  return apiFetch('/api/account/password-reset', {
    method: 'POST',
    body,
    schema: OkResponseSchema,
  });
}

export async function logIn(queryClient: QueryClient, body: LoginRequest): Promise<Session> {
  const session = await apiFetch('/api/account/login', {
    method: 'POST',
    body,
    schema: SessionSchema,
  });
  setAccountSession(queryClient, session);
  queryClient.removeQueries({ queryKey: CLAIMS_KEY });
  return session;
}

export async function logOut(queryClient: QueryClient): Promise<void> {
  try {
    await sessionWrite(queryClient, '/api/account/logout', { schema: OkResponseSchema });
  } catch (error) {
    // A session that already ended is as signed out as it gets.
    if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
  }
  setAccountSession(queryClient, { account: null, csrfToken: null, idleExpiresAt: null });
  queryClient.removeQueries({ queryKey: CLAIMS_KEY });
}

export async function changePassword(
  queryClient: QueryClient,
  body: PasswordChangeRequest,
): Promise<Session> {
  const session = await sessionWrite(queryClient, '/api/account/password', {
    body,
    schema: SessionSchema,
  });
  setAccountSession(queryClient, session);
  return session;
}

export async function createClaim(queryClient: QueryClient, body: CreateClaimRequest) {
  const claim = await sessionWrite(queryClient, '/api/account/claims', {
    body,
    schema: ClaimSchema,
  });
  await queryClient.invalidateQueries({ queryKey: CLAIMS_KEY });
  return claim;
}

export type ClaimPlace = Claim['place'];

export async function findClaimablePlaces(
  text: string,
  signal?: AbortSignal,
): Promise<ClaimPlace[]> {
  const answer = await apiFetch<{ places: ClaimPlace[] }>(
    `/api/account/claimable-places?q=${encodeURIComponent(text)}`,
    { signal },
  );
  return answer.places;
}

/** The listing of a place the advertiser owns (decision 0089). */
export const ownerListingKey = (placeId: string) => ['account', 'listing', placeId] as const;

export function useOwnerListing(placeId: string) {
  return useQuery({
    queryKey: ownerListingKey(placeId),
    queryFn: ({ signal }) =>
      apiFetch<OwnerListing>(`/api/account/listings/${encodeURIComponent(placeId)}`, { signal }),
    staleTime: 0,
  });
}

/** Saves the owner's changed fields; the answer is the listing as visitors now see it. */
export async function saveOwnerListing(
  queryClient: QueryClient,
  placeId: string,
  body: OwnerListingUpdate,
): Promise<OwnerListing> {
  const listing = await sessionWrite<OwnerListing>(
    queryClient,
    `/api/account/listings/${encodeURIComponent(placeId)}`,
    { method: 'PUT', body },
  );
  queryClient.setQueryData(ownerListingKey(placeId), listing);
  return listing;
}

/** The week the hours would give the place, as its page would show it; nothing is saved. */
export function previewOwnerHours(
  queryClient: QueryClient,
  placeId: string,
  openingHours: string,
): Promise<HoursPreview> {
  return sessionWrite<HoursPreview>(
    queryClient,
    `/api/account/listings/${encodeURIComponent(placeId)}/hours-preview`,
    { body: { openingHours } },
  );
}

/** The API's field messages on a refused form, by field; {} when there are none. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields ?? {}).flatMap(([field, messages]) =>
      messages[0] ? [[field, messages[0]]] : [],
    ),
  );
}

/** The claim was refused because the account's address is not confirmed yet. */
export function isUnconfirmedAddress(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'EMAIL_UNCONFIRMED';
}

/** What to tell the visitor when a request fails. */
export function failureText(error: unknown): string {
  if (error instanceof ApiRequestError)
    return error.apiMessage ?? 'Something went wrong. Please try again.';
  return 'Network error. Please check your connection and try again.';
}

/** Hooks-friendly access to the query client in event handlers. */
export { useQueryClient };

import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch, sessionWrite } from '@pizza-atlas/api-client';
import {
  OkResponseSchema,
  OwnerReviewListSchema,
  SavedOwnerReplySchema,
  type OkResponse,
  type SavedOwnerReply,
} from '@pizza-atlas/contracts';
import { CLAIMS_KEY } from './account-api';

/** Reviews shown at a time, per place. */
export const OWNER_REVIEWS_PAGE = 5;

/** Under the claims' key: signing in or out forgets them with the claims. */
const placeReviewsKey = (placeId: string) => [...CLAIMS_KEY, 'reviews', placeId] as const;

/** A page of the published reviews of a place the advertiser owns (decision 0090). */
export function useOwnerReviews(placeId: string, offset: number) {
  return useQuery({
    queryKey: [...placeReviewsKey(placeId), offset],
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/account/places/${encodeURIComponent(placeId)}/reviews?limit=${OWNER_REVIEWS_PAGE}&offset=${offset}`,
        { schema: OwnerReviewListSchema, signal },
      ),
    // The page before stays while the next loads: the list keeps its height.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export async function saveOwnerReply(
  queryClient: QueryClient,
  placeId: string,
  reviewId: string,
  text: string,
): Promise<SavedOwnerReply> {
  const saved = await sessionWrite(
    queryClient,
    `/api/account/reviews/${encodeURIComponent(reviewId)}/reply`,
    { method: 'PUT', body: { text }, schema: SavedOwnerReplySchema },
  );
  await queryClient.invalidateQueries({ queryKey: placeReviewsKey(placeId) });
  return saved;
}

export async function deleteOwnerReply(
  queryClient: QueryClient,
  placeId: string,
  reviewId: string,
): Promise<OkResponse> {
  const done = await sessionWrite(
    queryClient,
    `/api/account/reviews/${encodeURIComponent(reviewId)}/reply`,
    { method: 'DELETE', schema: OkResponseSchema },
  );
  await queryClient.invalidateQueries({ queryKey: placeReviewsKey(placeId) });
  return done;
}

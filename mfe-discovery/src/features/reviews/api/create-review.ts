import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@pizza-atlas/api-client';
import {
  HONEYPOT_FIELD,
  type CreateReviewInput,
  type ProviderName,
  type Restaurant,
  type Review,
} from '@pizza-atlas/contracts';
import { restaurantQueryKey } from '../../restaurants/api/get-restaurant';
import { reviewsQueryKey } from '../../restaurants/api/get-reviews';

export interface NewReview {
  rating: number;
  reviewText: string;
  reviewerName: string;
  /** The hidden bot trap, sent as the form holds it. */
  honeypot: string;
}

/** What the API answers; read defensively so a change of shape cannot break the form. */
interface CreatedReview {
  review?: { id?: string; createdAt?: string };
  restaurant?: { rating?: number | null; reviewCount?: number };
  /** 'held': kept for staff (decision 0044), shown once they approve it. */
  state?: 'published' | 'held';
  message?: string;
}

export function createReview(provider: ProviderName, id: string, review: NewReview) {
  const body: CreateReviewInput = {
    rating: review.rating,
    reviewText: review.reviewText.trim(),
    reviewerName: review.reviewerName.trim(),
    [HONEYPOT_FIELD]: review.honeypot,
  };
  return apiFetch<CreatedReview>(`/api/restaurants/${provider}/${encodeURIComponent(id)}/reviews`, {
    method: 'POST',
    body,
  });
}

/**
 * Posts a review, shows it and the new rating at once from the answer, then refreshes
 * every cached restaurant query (details, reviews, search results) from the API. A review
 * held for staff changes nothing shown.
 */
export function useCreateReview(provider: ProviderName, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) => createReview(provider, id, review),
    onSuccess: (answer, review) => {
      if (answer.state === 'held') return;
      queryClient.setQueryData<{ reviews: Review[]; total: number }>(
        reviewsQueryKey(provider, id),
        (current) =>
          current && {
            reviews: [
              {
                id: answer.review?.id ?? `new-${Date.now()}`,
                text: review.reviewText.trim(),
                rating: review.rating,
                time_created: answer.review?.createdAt ?? new Date().toISOString(),
                user: { name: review.reviewerName.trim() },
              },
              ...current.reviews,
            ],
            total: current.total + 1,
          },
      );
      const stats = answer.restaurant;
      if (stats && typeof stats.reviewCount === 'number') {
        queryClient.setQueryData<Restaurant>(restaurantQueryKey(provider, id), (current) =>
          current
            ? {
                ...current,
                rating: stats.rating ?? current.rating,
                review_count: stats.reviewCount ?? current.review_count,
              }
            : current,
        );
      }
      return queryClient.invalidateQueries({ queryKey: ['restaurants'] });
    },
  });
}

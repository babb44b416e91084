import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRestaurantInput } from '@pizza-atlas/contracts';
import { createRestaurant } from './create-restaurant';
import { uploadPhotos } from './upload-photos';

export interface SubmissionResult {
  /** Set when the place was stored but its photos were not. */
  photoError?: unknown;
}

/** Submits the place, then its photos; refreshes the cached restaurant lists. */
export function useSubmitRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      photos,
    }: {
      input: CreateRestaurantInput;
      photos: File[];
    }): Promise<SubmissionResult> => {
      const created = await createRestaurant(input);
      if (photos.length === 0) return {};
      try {
        await uploadPhotos(created.photoUpload, photos);
        return {};
      } catch (photoError) {
        return { photoError };
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
  });
}

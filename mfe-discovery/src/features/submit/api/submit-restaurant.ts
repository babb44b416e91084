import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRestaurantInput, ListedPlaceMatch } from '@pizza-atlas/contracts';
import { createRestaurant } from './create-restaurant';
import { uploadPhotos } from './upload-photos';

export interface SubmissionResult {
  /** Set when the place was stored but its photos were not. */
  photoError?: unknown;
  /** A listed place the server found this one to be (decision 0086): the visitor is told. */
  alreadyListed: ListedPlaceMatch | null;
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
      const alreadyListed = created.alreadyListed ?? null;
      if (photos.length === 0) return { alreadyListed };
      try {
        await uploadPhotos(created.photoUpload, photos);
        return { alreadyListed };
      } catch (photoError) {
        return { photoError, alreadyListed };
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
  });
}

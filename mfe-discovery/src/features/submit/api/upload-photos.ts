import { ApiRequestError } from '@pizza-atlas/api-client';
import {
  PHOTO_UPLOAD,
  type CreateRestaurantResponse,
  type PhotoUploadResponse,
} from '@pizza-atlas/contracts';

/**
 * Sends the chosen photos as multipart/form-data with the upload token the submission
 * answered. apiFetch speaks JSON only, so this request is made here; its errors read the
 * same '{status}: {body}' way.
 */
export async function uploadPhotos(grant: CreateRestaurantResponse['photoUpload'], files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  const response = await fetch(grant.url, {
    method: 'POST',
    credentials: 'include',
    headers: { [PHOTO_UPLOAD.tokenHeader]: grant.token },
    body: form,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, text, response.statusText);
  }
  // The API checks its answer against PhotoUploadResponseSchema; the browser trusts the type.
  return (await response.json()) as PhotoUploadResponse;
}

import { z } from 'zod';

// Photos of a fresh submission (api/src/photos, api/src/submissions/photo-routes).

/** Photos for a fresh submission: see CreateRestaurantResponse.photoUpload. */
export const PHOTO_UPLOAD = {
  maxFiles: 6,
  maxBytesPerFile: 10 * 1024 * 1024,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
  /** Width × height of a photo, at most: a 48-megapixel phone photo fits, a decoy does not. */
  maxPixels: 50_000_000,
  /** The request header that carries the upload token. */
  tokenHeader: 'x-upload-token',
  tokenLifetimeMinutes: 60,
} as const;

export const PHOTOS_RECEIVED_MESSAGE =
  'Photos added. They will show once our staff approve the place.';

export const StoredPhotoSchema = z.object({
  id: z.string(),
  contentType: z.enum(PHOTO_UPLOAD.contentTypes),
  byteSize: z.number().int(),
  createdAt: z.string(),
});

export const PhotoUploadResponseSchema = z.object({
  photos: z.array(StoredPhotoSchema),
  /** How many more photos this submission can take. */
  remaining: z.number().int(),
  message: z.string(),
});
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponseSchema>;

/** A photo staff approval could not clean, left out of the approved place with the reason. */
export const DroppedPhotoSchema = z.object({
  id: z.string(),
  reason: z.string(),
});
export type DroppedPhoto = z.infer<typeof DroppedPhotoSchema>;

export const ApproveSubmissionResponseSchema = z.object({
  catalogId: z.string(),
  path: z.string(),
  /** Photos that could not be processed: not published, deleted, each with its reason. */
  droppedPhotos: z.array(DroppedPhotoSchema),
});
export type ApproveSubmissionResponse = z.infer<typeof ApproveSubmissionResponseSchema>;

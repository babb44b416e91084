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

/** A photo staff approval could not process, with the reason (for staff). */
export const FlaggedPhotoSchema = z.object({
  id: z.string(),
  reason: z.string(),
});
export type FlaggedPhoto = z.infer<typeof FlaggedPhotoSchema>;

/**
 * Approve's answer: the place approved (with the photos staff dropped), or not yet,
 * because photos could not be processed: staff see them flagged, and drop them
 * (`dropPhotos`) to approve the rest, or reject the place.
 */
export const ApproveSubmissionResponseSchema = z.discriminatedUnion('approved', [
  z.object({
    approved: z.literal(true),
    catalogId: z.string(),
    path: z.string(),
    /** The photos left out at staff's request, with the reason each was flagged. */
    droppedPhotos: z.array(FlaggedPhotoSchema),
  }),
  z.object({
    approved: z.literal(false),
    flaggedPhotos: z.array(FlaggedPhotoSchema),
    message: z.string(),
  }),
]);
export type ApproveSubmissionResponse = z.infer<typeof ApproveSubmissionResponseSchema>;

export const PHOTOS_FLAGGED_MESSAGE =
  'Some photos of this place cannot be processed. Drop them to approve the rest, or reject the place.';

/** The widths an approved photo is stored at (never wider than the photo), in AVIF and WebP. */
export const PHOTO_VARIANT_WIDTHS = [320, 640, 1280] as const;
export const PHOTO_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type PhotoVariantFormat = (typeof PHOTO_VARIANT_FORMATS)[number];

/** One stored width of a photo in one format. */
export const PhotoVariantSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type PhotoVariant = z.infer<typeof PhotoVariantSchema>;

/**
 * A visitor photo's size and its variants, narrowest first, for `srcset`: the photo's own
 * URL stays its fallback (and what a browser without AVIF or WebP loads).
 */
export const PhotoSizesSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  avif: z.array(PhotoVariantSchema),
  webp: z.array(PhotoVariantSchema),
});
export type PhotoSizes = z.infer<typeof PhotoSizesSchema>;

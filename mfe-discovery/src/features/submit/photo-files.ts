import { PHOTO_UPLOAD } from '@pizza-atlas/contracts';

const MAX_MEGABYTES = PHOTO_UPLOAD.maxBytesPerFile / (1024 * 1024);

export interface PhotoCheck {
  accepted: File[];
  /** One clear sentence per refused file. */
  problems: string[];
}

function isPngOrJpeg(file: File): boolean {
  if ((PHOTO_UPLOAD.contentTypes as readonly string[]).includes(file.type)) return true;
  // Some systems send no type for a picked file: judge by its extension then.
  return file.type === '' && /\.(png|jpe?g)$/i.test(file.name);
}

/**
 * Keeps PNG, JPEG and WebP files up to 10 MB each, at most the API's six per place, and says
 * why any other file was left out. The API checks the bytes again on upload.
 */
export function checkPhotos(current: File[], added: File[]): PhotoCheck {
  const accepted = [...current];
  const problems: string[] = [];
  for (const file of added) {
    if (!isPngOrJpeg(file)) {
      problems.push(`${file.name} is not a PNG or JPG image, so it was not added.`);
    } else if (file.size > PHOTO_UPLOAD.maxBytesPerFile) {
      problems.push(`${file.name} is larger than ${MAX_MEGABYTES} MB, so it was not added.`);
    } else if (accepted.length >= PHOTO_UPLOAD.maxFiles) {
      problems.push(
        `You can add up to ${PHOTO_UPLOAD.maxFiles} photos; ${file.name} was not added.`,
      );
    } else if (!accepted.some((kept) => kept.name === file.name && kept.size === file.size)) {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

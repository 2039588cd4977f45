/**
 * The optional photo of a lot taken at the intake (issue 36): a JPG, PNG or WebP image of at most
 * 5 MB, judged by its file name and by its bytes on the server, stored with the lot.
 */
export const LOT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field of the image, and of the lot's fields as JSON text. */
export const LOT_PHOTO_FIELD = 'photo';
export const LOT_DATA_FIELD = 'lot';

/** File name endings accepted, and what the browser's file picker offers. */
export const LOT_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const LOT_PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** The content types stored and served, by the format the bytes were recognised as (file-type's ext). */
export const LOT_PHOTO_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const LOT_PHOTO_MESSAGES = {
  wrongType: 'The photo must be a JPG, PNG or WebP image',
  tooLarge: 'The photo must be at most 5 MB',
  empty: 'The photo is empty',
  tooMany: 'Add one photo per lot',
  lotMissing: 'Send the lot’s fields with the photo',
  lotInvalid: 'The lot’s fields are not valid JSON',
  notMultipart: 'A lot with a photo must be sent as multipart/form-data',
  notFound: 'Photo not found',
} as const;

/** Whether a file name ends in an accepted extension (any case); the bytes are checked apart. */
export function lotPhotoNameAllowed(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = name.slice(dot + 1).toLowerCase();
  return (LOT_PHOTO_EXTENSIONS as readonly string[]).includes(extension);
}

/** The browser's check before upload, the same rules as the server's: the first problem or null. */
export function lotPhotoProblem(file: { name: string; size: number }): string | null {
  if (!lotPhotoNameAllowed(file.name)) return LOT_PHOTO_MESSAGES.wrongType;
  if (file.size === 0) return LOT_PHOTO_MESSAGES.empty;
  if (file.size > LOT_PHOTO_MAX_BYTES) return LOT_PHOTO_MESSAGES.tooLarge;
  return null;
}

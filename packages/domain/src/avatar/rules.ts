/** Avatars: JPG or PNG up to 5 MB (spec 01 "File hints"), checked by content on the server. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_FIELD = 'avatar';

/** The content types stored and served, by the format the bytes were recognised as. */
export const AVATAR_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  apng: 'image/png',
};

export const AVATAR_MESSAGES = {
  missing: 'Choose an image to upload',
  empty: 'The image is empty',
  wrongType: 'Avatar must be a JPG or PNG image',
  tooMany: 'Upload one image at a time',
  notMultipart: 'The avatar must be sent as multipart/form-data',
  notFound: 'Avatar not found',
} as const;

export const avatarTooLargeMessage = (limitBytes: number) =>
  `Avatar must be at most ${Number((limitBytes / (1024 * 1024)).toFixed(1))} MB`;

import { describe, expect, it } from 'vitest';
import { LOT_PHOTO_MAX_BYTES, LOT_PHOTO_MESSAGES, lotPhotoNameAllowed, lotPhotoProblem } from './lot-photo.js';

describe('lot photo rules', () => {
  it('when a name ends in jpg, jpeg, png or webp (any case), then it is allowed; other endings are not', () => {
    for (const name of ['sofa.jpg', 'SOFA.JPEG', 'a.b.png', 'x.WebP']) expect(lotPhotoNameAllowed(name)).toBe(true);
    for (const name of ['sofa', 'sofa.gif', 'sofa.jpg.exe', 'sofa.svg', '.png.txt', 'png'])
      expect(lotPhotoNameAllowed(name)).toBe(false);
  });

  it('when the size is at the limit, then it passes; one byte more or an empty file is refused', () => {
    expect(lotPhotoProblem({ name: 'a.png', size: LOT_PHOTO_MAX_BYTES })).toBeNull();
    expect(lotPhotoProblem({ name: 'a.png', size: LOT_PHOTO_MAX_BYTES + 1 })).toBe(LOT_PHOTO_MESSAGES.tooLarge);
    expect(lotPhotoProblem({ name: 'a.png', size: 0 })).toBe(LOT_PHOTO_MESSAGES.empty);
    expect(lotPhotoProblem({ name: 'a.gif', size: 10 })).toBe(LOT_PHOTO_MESSAGES.wrongType);
  });
});

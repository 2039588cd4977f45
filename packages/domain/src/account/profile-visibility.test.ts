import { describe, expect, it } from 'vitest';
import { hiddenProfileFields, visibleProfileFields } from './profile-visibility.js';

const employee = { role: 'employee', isOwner: false } as const;

describe('profile visibility', () => {
  it('when the customer keeps the profile private, then employees see none of phone, address and photo', () => {
    expect(visibleProfileFields('private', employee)).toEqual([]);
    expect(hiddenProfileFields('private', employee)).toEqual(['phone', 'address', 'avatar']);
  });

  it('when limited, then employees see the phone only; when public, everything', () => {
    expect(visibleProfileFields('limited', employee)).toEqual(['phone']);
    expect(hiddenProfileFields('public', employee)).toEqual([]);
  });

  it('when an admin or the customer looks, then nothing is hidden whatever the setting', () => {
    expect(hiddenProfileFields('private', { role: 'admin', isOwner: false })).toEqual([]);
    expect(hiddenProfileFields('private', { role: 'customer', isOwner: true })).toEqual([]);
  });

  it('when another customer looks, then everything guarded is hidden, even when public', () => {
    expect(hiddenProfileFields('public', { role: 'customer', isOwner: false })).toEqual(['phone', 'address', 'avatar']);
  });
});

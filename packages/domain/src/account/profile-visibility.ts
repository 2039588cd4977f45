import type { Role } from '../auth/roles.js';
import type { PROFILE_VISIBILITY_OPTIONS } from './preference-options.js';

export type ProfileVisibility = (typeof PROFILE_VISIBILITY_OPTIONS)[number];

/** The parts of a customer's details that privacy.profileVisibility may keep from staff. */
export const GUARDED_PROFILE_FIELDS = ['phone', 'address', 'avatar'] as const;
export type GuardedProfileField = (typeof GUARDED_PROFILE_FIELDS)[number];

/** What employees see at each setting; name and email always, as staff need them to do the work. */
const EMPLOYEE_SEES: Record<ProfileVisibility, readonly GuardedProfileField[]> = {
  private: [],
  limited: ['phone'],
  public: ['phone', 'address', 'avatar'],
};

/** The settings screen's wording for each option, so the choice says what it does. */
export const PROFILE_VISIBILITY_DESCRIPTIONS: Record<ProfileVisibility, string> = {
  private: 'Staff see your name and email only.',
  limited: 'Staff also see your phone number.',
  public: 'Staff also see your phone number, address and photo.',
};
export const PROFILE_VISIBILITY_NOTE = 'Administrators always see your full details.';
/**
 * A storage application's contact details are given to be contacted about it: the staff who
 * process it (employees and admins) see them whatever this setting says. The wizard and the
 * settings screen both say so.
 */
export const APPLICATION_CONTACT_NOTE =
  'The staff who process your application (employees and administrators) see the phone number and address you give here, to contact you about it. Your Profile Visibility setting governs what everyone else sees of your profile.';
export const PROFILE_VISIBILITY_APPLICATION_NOTE =
  'Staff who process an application you submit see the phone number and address you give in it.';

/**
 * The guarded fields a viewer may see of a customer's details: the customer themselves and admins
 * see everything; employees what the customer's setting allows; other customers nothing.
 */
export function visibleProfileFields(
  visibility: ProfileVisibility,
  viewer: { role: Role; isOwner: boolean },
): readonly GuardedProfileField[] {
  if (viewer.isOwner || viewer.role === 'admin') return GUARDED_PROFILE_FIELDS;
  if (viewer.role === 'employee') return EMPLOYEE_SEES[visibility];
  return [];
}

/** The guarded fields kept from this viewer (the complement of visibleProfileFields). */
export function hiddenProfileFields(
  visibility: ProfileVisibility,
  viewer: { role: Role; isOwner: boolean },
): GuardedProfileField[] {
  const visible = visibleProfileFields(visibility, viewer);
  return GUARDED_PROFILE_FIELDS.filter((field) => !visible.includes(field));
}

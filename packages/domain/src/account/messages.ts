import { DELETION_REQUEST_MESSAGE } from './password-change.js';

/** The settings screens' words (spec 01 sections 2, 5 and 8). */
export const SETTINGS_SAVED_MESSAGE = 'Settings saved successfully!';
export const AVATAR_HINT = 'JPG, PNG up to 5MB';
export const DELETE_ACCOUNT_CONFIRMATION =
  'Are you sure you want to delete your account? This action cannot be undone.';

/** Employee settings alerts, verbatim from the error catalogue. */
export const EMPLOYEE_SETTINGS_MESSAGES = {
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Error updating profile',
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: 'Error changing password',
  exportFailed: 'Error exporting data',
  deletionRequested: DELETION_REQUEST_MESSAGE,
  deletionFailed: 'Error processing account deletion',
} as const;

/**
 * The customer screen has no texts of its own for these failures; it uses the same wording as the
 * employee screen, and the banner text for every successful save.
 */
export const CUSTOMER_SETTINGS_MESSAGES = {
  saved: SETTINGS_SAVED_MESSAGE,
  saveFailed: 'Error saving settings',
  passwordChanged: EMPLOYEE_SETTINGS_MESSAGES.passwordChanged,
  passwordChangeFailed: EMPLOYEE_SETTINGS_MESSAGES.passwordChangeFailed,
  exportFailed: EMPLOYEE_SETTINGS_MESSAGES.exportFailed,
  deletionRequested: DELETION_REQUEST_MESSAGE,
  deletionFailed: EMPLOYEE_SETTINGS_MESSAGES.deletionFailed,
} as const;

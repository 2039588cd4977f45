import type { ApplicationStatus } from './status.js';

/** Spec 01 section 5: one message for every missing required field of the wizard. */
export const APPLICATION_REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const IDENTIFICATION_REQUIRED_MESSAGE = 'Identification document is required';
// The spec gives no wording for a malformed address; this is the registration form's text.
export const APPLICATION_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found';
export const APPLICATION_DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';

/** Spec 01 section 8: fallbacks when the server sends no detail. */
export const APPLICATION_FAILURE_MESSAGES = {
  submit: 'Failed to submit application',
  submitAlert: 'Failed to submit application. Please try again.',
  fetchList: 'Failed to fetch applications',
  fetch: 'Failed to fetch application',
  update: 'Failed to update application',
  delete: 'Failed to delete application',
  stats: 'Failed to fetch application stats',
  byStatus: 'Failed to fetch applications by status',
} as const;

export const APPLICATION_SUCCESS_MESSAGES = {
  submittedTitle: 'Application Submitted!',
  deleted: 'Application deleted successfully',
} as const;

/** Spec 01 section 9: the review promise on the wizard and the success page. */
export const APPLICATION_REVIEW_PROMISE = '24-48 hours';

/** Spec 02 section 2: the review screen's empty states. */
export const APPLICATION_EMPTY_MESSAGES = {
  title: 'No applications found',
  filtered: 'Try adjusting your search or filter criteria.',
  none: 'No customer applications have been submitted yet.',
} as const;

/** Where a customer follows a notification about their application: the dashboard lists them. */
export const CUSTOMER_APPLICATIONS_LINK = '/customer/dashboard';

// Whole sentences per status, so the web's messages catalog can match (and translate) each one.
const statusNotice: Record<ApplicationStatus, (applicationId: number) => { title: string; message: string }> = {
  pending: (id) => ({ title: 'Application pending', message: `Your storage application #${id} is pending` }),
  under_review: (id) => ({
    title: 'Application under review',
    message: `Your storage application #${id} is now under review`,
  }),
  approved: (id) => ({ title: 'Application approved', message: `Your storage application #${id} was approved` }),
  rejected: (id) => ({ title: 'Application rejected', message: `Your storage application #${id} was rejected` }),
};

/** The in-app notification a customer gets when staff change their application's status. */
export function applicationStatusNotification(applicationId: number, status: ApplicationStatus) {
  return {
    ...statusNotice[status](applicationId),
    link: CUSTOMER_APPLICATIONS_LINK,
  };
}

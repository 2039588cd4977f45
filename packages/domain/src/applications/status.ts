import { z } from 'zod';

export const APPLICATION_STATUSES = ['pending', 'under_review', 'approved', 'rejected'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error: 'Status must be pending, under_review, approved or rejected',
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * The review workflow (issue 8, widening spec 02 section 4): a pending application may be taken
 * under review or decided at once; one under review may only be decided. Decisions are final.
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ['under_review', 'approved', 'rejected'],
  under_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}

export function allowedNextStatuses(from: ApplicationStatus): readonly ApplicationStatus[] {
  return APPLICATION_TRANSITIONS[from];
}

export function applicationTransitionRefusedMessage(from: ApplicationStatus, to: ApplicationStatus): string {
  if (from === to) return `This application is already ${APPLICATION_STATUS_LABELS[from].toLowerCase()}`;
  if (APPLICATION_TRANSITIONS[from].length === 0) {
    return `This application has already been ${from} and can no longer change status`;
  }
  return `An application that is ${APPLICATION_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${APPLICATION_STATUS_LABELS[to].toLowerCase()}`;
}

import { describe, expect, it } from 'vitest';
import { applicationStatusNotification } from './messages.js';
import {
  allowedNextStatuses,
  APPLICATION_STATUSES,
  canTransition,
  applicationTransitionRefusedMessage,
  type ApplicationStatus,
} from './status.js';

const allowed: [ApplicationStatus, ApplicationStatus][] = [
  ['pending', 'under_review'],
  ['pending', 'approved'],
  ['pending', 'rejected'],
  ['under_review', 'approved'],
  ['under_review', 'rejected'],
];

describe('application status transitions', () => {
  it('when every pair of statuses is tried, then exactly the five review moves are allowed', () => {
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });
  it('when an application is decided, then nothing follows', () => {
    expect(allowedNextStatuses('approved')).toEqual([]);
    expect(allowedNextStatuses('rejected')).toEqual([]);
    expect(allowedNextStatuses('under_review')).toEqual(['approved', 'rejected']);
  });
  it('when a move is refused, then the message says why', () => {
    expect(applicationTransitionRefusedMessage('approved', 'rejected')).toBe(
      'This application has already been approved and can no longer change status',
    );
    expect(applicationTransitionRefusedMessage('pending', 'pending')).toBe('This application is already pending');
    expect(applicationTransitionRefusedMessage('under_review', 'pending')).toBe(
      'An application that is under review cannot be moved to pending',
    );
  });
  it('when the customer is told, then the message names the application and the outcome', () => {
    expect(applicationStatusNotification(7, 'approved')).toEqual({
      title: 'Application approved',
      message: 'Your storage application #7 was approved',
      link: '/customer/dashboard',
    });
    expect(applicationStatusNotification(8, 'rejected').message).toBe('Your storage application #8 was rejected');
    expect(applicationStatusNotification(9, 'under_review').message).toBe(
      'Your storage application #9 is now under review',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { branchDeleteBlockedMessage } from './attachments.js';

const none = { goods: 0, employees: 0, otherUsers: 0, assignments: 0 };

describe('branch delete refusal', () => {
  it('when nothing is attached, then there is no refusal', () => {
    expect(branchDeleteBlockedMessage(none)).toBeNull();
  });
  it('when goods, an employee and assignments are attached, then all are named with counts', () => {
    expect(branchDeleteBlockedMessage({ ...none, goods: 3, employees: 1, assignments: 2 })).toBe(
      'Cannot delete branch: 3 goods, 1 employee and 2 assignments are still attached',
    );
  });
  it('when exactly one thing is attached, then the singular is used', () => {
    expect(branchDeleteBlockedMessage({ ...none, goods: 1 })).toBe('Cannot delete branch: 1 good is still attached');
    expect(branchDeleteBlockedMessage({ ...none, assignments: 1 })).toBe(
      'Cannot delete branch: 1 assignment is still attached',
    );
  });
  it('when one kind has several, then the plural verb is used', () => {
    expect(branchDeleteBlockedMessage({ ...none, employees: 2 })).toBe(
      'Cannot delete branch: 2 employees are still attached',
    );
  });
  it('when two kinds are attached, then they are joined with "and"', () => {
    expect(branchDeleteBlockedMessage({ ...none, employees: 1, otherUsers: 1 })).toBe(
      'Cannot delete branch: 1 employee and 1 other user are still attached',
    );
  });
});

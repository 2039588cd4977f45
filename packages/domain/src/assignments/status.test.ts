import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_STATUSES,
  canEmployeeTransition,
  completionPercent,
  EMPLOYEE_STATUS_FILTERS,
  EMPLOYEE_TRANSITIONS,
  normalizeStatus,
  planEmployeeUpdate,
  PROGRESS_REFUSED_MESSAGE,
  progressAfterTransition,
  statusInput,
  type AssignmentStatus,
} from './status.js';

describe('assignment statuses', () => {
  it('when the alias in-progress is given, then it reads as in_progress; other values pass unchanged', () => {
    expect(normalizeStatus('in-progress')).toBe('in_progress');
    expect(normalizeStatus('in_progress')).toBe('in_progress');
    expect(normalizeStatus('Done')).toBe('Done');
    expect(normalizeStatus(3)).toBe(3);
    expect(statusInput.parse('in-progress')).toBe('in_progress');
  });

  it('when a status is unknown or differently cased, then input validation refuses it with the list', () => {
    for (const bad of ['active', 'In Progress', 'PENDING', '', null]) {
      const result = statusInput.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Status must be one of pending, in_progress, scheduled, completed, cancelled',
      );
    }
  });
});

describe('My Assignments filters', () => {
  it('when the filters are listed, then All Tasks comes first and every status has exactly one filter', () => {
    const [first, ...byStatus] = EMPLOYEE_STATUS_FILTERS;
    expect(first).toBe('all');
    // One filter per stored status, none twice: the per-status counts add up to All Tasks.
    expect([...byStatus].sort()).toEqual([...ASSIGNMENT_STATUSES].sort());
    expect(byStatus).toContain('cancelled');
  });
});

describe('employee transition table', () => {
  const allowed: [AssignmentStatus, AssignmentStatus][] = [
    ['pending', 'in_progress'],
    ['in_progress', 'pending'],
    ['in_progress', 'completed'],
  ];

  it('when every pair of statuses is checked, then only Start Task, Pause and Complete are allowed', () => {
    for (const from of ASSIGNMENT_STATUSES) {
      for (const to of ASSIGNMENT_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canEmployeeTransition(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('when the actions are listed, then they carry the spec button names', () => {
    expect(EMPLOYEE_TRANSITIONS.pending).toEqual([{ to: 'in_progress', action: 'Start Task' }]);
    expect(EMPLOYEE_TRANSITIONS.in_progress.map((t) => t.action)).toEqual(['Pause', 'Complete']);
    expect(EMPLOYEE_TRANSITIONS.completed).toEqual([]);
    expect(EMPLOYEE_TRANSITIONS.scheduled).toEqual([]);
    expect(EMPLOYEE_TRANSITIONS.cancelled).toEqual([]);
  });
});

describe('completion percent', () => {
  it.each([
    ['completed', 0, 100],
    ['completed', 40, 100],
    ['in_progress', 0, 50],
    ['in_progress', 1, 1],
    ['in_progress', 40, 40],
    ['in_progress', 100, 100],
    ['pending', 40, 0],
    ['pending', 0, 0],
    ['scheduled', 0, 0],
    ['scheduled', 30, 30],
    ['cancelled', 70, 70],
  ] as const)('when status is %s and progress %i, then %i%%', (status, progress, expected) => {
    expect(completionPercent(status, progress)).toBe(expected);
  });

  it('when progress is missing, then in progress shows 50 and the others 0', () => {
    expect(completionPercent('in_progress', null)).toBe(50);
    expect(completionPercent('scheduled', undefined)).toBe(0);
  });
});

describe('progress after a transition', () => {
  it.each([
    ['completed', 0, 100],
    ['completed', 60, 100],
    ['in_progress', 0, 50],
    ['in_progress', 30, 30],
    ['pending', 30, 30],
    ['pending', 0, 0],
  ] as const)('when moving to %s from progress %i, then progress is %i', (to, current, expected) => {
    expect(progressAfterTransition(to, current)).toBe(expected);
  });
});

describe('planning an employee update', () => {
  it('when Start Task is pressed on a pending task at 0, then it is in progress at 50', () => {
    expect(planEmployeeUpdate({ status: 'pending', progress: 0 }, { status: 'in_progress' })).toEqual({
      ok: true,
      status: 'in_progress',
      progress: 50,
      changed: true,
    });
  });

  it('when Complete is pressed, then progress becomes 100', () => {
    expect(planEmployeeUpdate({ status: 'in_progress', progress: 40 }, { status: 'completed' })).toMatchObject({
      ok: true,
      status: 'completed',
      progress: 100,
    });
  });

  it('when Pause is pressed, then the progress is kept', () => {
    expect(planEmployeeUpdate({ status: 'in_progress', progress: 40 }, { status: 'pending' })).toMatchObject({
      ok: true,
      status: 'pending',
      progress: 40,
    });
  });

  it('when a forbidden transition is asked, then it is refused with a readable message', () => {
    expect(planEmployeeUpdate({ status: 'completed', progress: 100 }, { status: 'pending' })).toEqual({
      ok: false,
      message: 'Cannot change status from completed to pending',
    });
    expect(planEmployeeUpdate({ status: 'pending', progress: 0 }, { status: 'completed' })).toEqual({
      ok: false,
      message: 'Cannot change status from pending to completed',
    });
    expect(planEmployeeUpdate({ status: 'scheduled', progress: 0 }, { status: 'in_progress' })).toEqual({
      ok: false,
      message: 'Cannot change status from scheduled to in progress',
    });
  });

  it('when the same status is sent again, then nothing changes and it is not refused', () => {
    expect(planEmployeeUpdate({ status: 'completed', progress: 100 }, { status: 'completed' })).toEqual({
      ok: true,
      status: 'completed',
      progress: 100,
      changed: false,
    });
  });

  it('when progress is reported while in progress (or on starting), then it is taken', () => {
    expect(planEmployeeUpdate({ status: 'in_progress', progress: 40 }, { progress: 75 })).toMatchObject({
      ok: true,
      progress: 75,
      changed: true,
    });
    expect(
      planEmployeeUpdate({ status: 'pending', progress: 0 }, { status: 'in_progress', progress: 10 }),
    ).toMatchObject({
      ok: true,
      progress: 10,
    });
  });

  it('when progress agrees with the status rule, then it is accepted anywhere', () => {
    expect(
      planEmployeeUpdate({ status: 'in_progress', progress: 40 }, { status: 'completed', progress: 100 }),
    ).toMatchObject({ ok: true });
    expect(
      planEmployeeUpdate({ status: 'in_progress', progress: 40 }, { status: 'pending', progress: 40 }),
    ).toMatchObject({ ok: true });
  });

  it('when progress contradicts a status that is not in progress, then it is refused', () => {
    expect(planEmployeeUpdate({ status: 'in_progress', progress: 40 }, { status: 'completed', progress: 90 })).toEqual({
      ok: false,
      message: PROGRESS_REFUSED_MESSAGE,
    });
    expect(planEmployeeUpdate({ status: 'pending', progress: 0 }, { progress: 30 })).toEqual({
      ok: false,
      message: PROGRESS_REFUSED_MESSAGE,
    });
    expect(planEmployeeUpdate({ status: 'completed', progress: 100 }, { progress: 50 })).toEqual({
      ok: false,
      message: PROGRESS_REFUSED_MESSAGE,
    });
  });
});

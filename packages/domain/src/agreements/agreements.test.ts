import { describe, expect, it } from 'vitest';
import { addMonths, agreementEndDate } from './dates.js';
import { defaultIntakeAssignee, type IntakeStaff } from './schemas.js';
import {
  AGREEMENT_STATUSES,
  agreementCancelRefusedMessage,
  canAgreementTransition,
  isCancellable,
  RESERVING_STATUSES,
} from './status.js';
import { ESTIMATED_VOLUME_UNITS, reservationVolume, VOLUME_MESSAGES } from './volume.js';

describe('reservation volume', () => {
  it('when the estimate is given, then its units are reserved', () => {
    expect(ESTIMATED_VOLUME_UNITS).toEqual({ small: 25, medium: 100, large: 200, 'extra-large': 400 });
    expect(reservationVolume('small')).toEqual({ ok: true, volume: 25 });
    expect(reservationVolume('large', null)).toEqual({ ok: true, volume: 200 });
    expect(reservationVolume('medium', 100)).toEqual({ ok: true, volume: 100 });
  });
  it('when extra large gets a larger figure, then that is reserved; a smaller one is refused', () => {
    expect(reservationVolume('extra-large', 650)).toEqual({ ok: true, volume: 650 });
    expect(reservationVolume('extra-large', 401)).toEqual({ ok: true, volume: 401 });
    expect(reservationVolume('extra-large', 399)).toEqual({ ok: false, message: VOLUME_MESSAGES.belowEstimate });
  });
  it('when another estimate gets a figure of its own, then it is refused', () => {
    expect(reservationVolume('large', 250)).toEqual({ ok: false, message: VOLUME_MESSAGES.onlyExtraLarge });
  });
  it('when there is no estimate, then the figure is required', () => {
    expect(reservationVolume(null)).toEqual({ ok: false, message: VOLUME_MESSAGES.required });
    expect(reservationVolume(null, 60)).toEqual({ ok: true, volume: 60 });
    expect(reservationVolume(null, 0)).toEqual({ ok: false, message: VOLUME_MESSAGES.invalid });
    expect(reservationVolume(null, 2.5)).toEqual({ ok: false, message: VOLUME_MESSAGES.invalid });
  });
});

describe('agreement statuses', () => {
  it('when the lifecycle runs forward, then each step is allowed and no step goes back', () => {
    expect(canAgreementTransition('reserved', 'awaiting_intake')).toBe(true);
    expect(canAgreementTransition('awaiting_intake', 'active')).toBe(true);
    expect(canAgreementTransition('active', 'release_requested')).toBe(true);
    expect(canAgreementTransition('release_requested', 'closed')).toBe(true);
    expect(canAgreementTransition('active', 'awaiting_intake')).toBe(false);
    expect(canAgreementTransition('awaiting_intake', 'reserved')).toBe(false);
  });
  it('when the goods have not arrived, then the agreement may be cancelled; afterwards not', () => {
    expect(AGREEMENT_STATUSES.filter(isCancellable)).toEqual(['reserved', 'awaiting_intake']);
    expect(RESERVING_STATUSES).toEqual(['reserved', 'awaiting_intake']);
    expect(agreementCancelRefusedMessage('active')).toMatch(/no longer be cancelled/);
    expect(agreementCancelRefusedMessage('cancelled')).toBe('This storage agreement is already cancelled');
  });
  it('when closed or cancelled, then nothing follows', () => {
    for (const to of AGREEMENT_STATUSES) {
      expect(canAgreementTransition('closed', to)).toBe(false);
      expect(canAgreementTransition('cancelled', to)).toBe(false);
    }
  });
});

describe('agreement dates', () => {
  it('when a duration is chosen, then the end is its upper bound in months', () => {
    expect(agreementEndDate('2030-01-15', '1-3-months')).toBe('2030-04-15');
    expect(agreementEndDate('2030-01-15', '3-6-months')).toBe('2030-07-15');
    expect(agreementEndDate('2030-01-15', '6-12-months')).toBe('2031-01-15');
    expect(agreementEndDate('2030-01-15', '1-2-years')).toBe('2032-01-15');
    expect(agreementEndDate('2030-01-15', 'long-term')).toBe('2032-01-15');
  });
  it('when no duration is chosen, then the shortest term applies', () => {
    expect(agreementEndDate('2030-01-15', null)).toBe('2030-04-15');
  });
  it('when the day does not exist in the end month, then the month ends it', () => {
    expect(addMonths('2030-11-30', 3)).toBe('2031-02-28');
    expect(addMonths('2031-11-30', 3)).toBe('2032-02-29');
    expect(addMonths('2030-12-31', 1)).toBe('2031-01-31');
  });
});

describe('default intake employee', () => {
  const person = (id: number, open: number, extra: Partial<IntakeStaff> = {}): IntakeStaff => ({
    id,
    name: `P${id}`,
    role: 'employee',
    is_manager: false,
    open_assignments: open,
    ...extra,
  });
  it('when the branch has a manager, then the manager', () => {
    expect(defaultIntakeAssignee([person(1, 0), person(2, 9, { is_manager: true, role: 'admin' })])).toBe(2);
  });
  it('when there is no manager, then the employee with the fewest open assignments, lowest id on a tie', () => {
    expect(defaultIntakeAssignee([person(5, 3), person(4, 1), person(3, 1)])).toBe(3);
  });
  it('when nobody works there, then none', () => {
    expect(defaultIntakeAssignee([])).toBeNull();
  });
});

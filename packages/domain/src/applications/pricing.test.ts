import { describe, expect, it } from 'vitest';
import {
  ACCESS_FREQUENCY_MONTHLY_ADJUSTMENT,
  ACCESS_FREQUENCY_PRICE_NOTES,
  BASE_MONTHLY_FEE,
  estimatedMonthlyCost,
  INSURANCE_MONTHLY_FEE,
  PRICING_NOTES,
} from './pricing.js';

describe('estimated monthly cost', () => {
  it('when no insurance is chosen, then it is the base fee of $89', () => {
    expect(BASE_MONTHLY_FEE).toBe(89);
    expect(estimatedMonthlyCost({ insurance_required: false })).toBe(89);
    expect(estimatedMonthlyCost({})).toBe(89);
  });
  it('when insurance is chosen, then $25 is added', () => {
    expect(INSURANCE_MONTHLY_FEE).toBe(25);
    expect(estimatedMonthlyCost({ insurance_required: true })).toBe(114);
  });
  it('when packing, transport and daily access are chosen, then the estimate still adds only insurance', () => {
    const application = {
      insurance_required: false,
      packing_services: true,
      transportation_needed: true,
      access_frequency: 'daily',
    };
    expect(estimatedMonthlyCost(application)).toBe(89);
  });
  it('when the notes are shown, then they carry the spec figures', () => {
    expect(PRICING_NOTES.insurance).toBe('+$25/month (coverage up to $50,000)');
    expect(PRICING_NOTES.packing).toBe('From $150');
    expect(PRICING_NOTES.transportation).toBe('From $100');
    expect(ACCESS_FREQUENCY_MONTHLY_ADJUSTMENT).toEqual({ daily: 50, weekly: 25, monthly: 0, rarely: -15 });
    expect(ACCESS_FREQUENCY_PRICE_NOTES.rarely).toBe('-$15/month');
  });
});

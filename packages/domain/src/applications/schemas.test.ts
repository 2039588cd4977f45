import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES } from '../common/phone.js';
import {
  ACCESS_FREQUENCIES,
  BUSINESS_TYPES,
  ESTIMATED_VOLUME_LABELS,
  ITEM_TYPES,
  STORAGE_DURATIONS,
  STORAGE_TYPES,
} from './options.js';
import {
  applicationListQuerySchema,
  applicationReviewSchema,
  applicationStatsSchema,
  applicationSubmitSchemaFor,
} from './schemas.js';

// The site reads numbers without a country code as British ones.
const applicationSubmitSchema = applicationSubmitSchemaFor('GB');
const valid = {
  full_name: 'Chris Carter',
  email: 'chris@example.com',
  phone: '+1 202 555 0100',
  item_type: 'Household Items',
  storage_type: 'standard',
};

const fieldErrors = (input: unknown) =>
  applicationSubmitSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('storage application payload', () => {
  it('when only the required fields are sent, then the rest default to null and false', () => {
    expect(applicationSubmitSchema.parse(valid)).toMatchObject({
      address: null,
      is_business_account: false,
      business_name: null,
      estimated_volume: null,
      insurance_required: false,
      packing_services: false,
      transportation_needed: false,
    });
  });
  it.each(['full_name', 'email', 'phone', 'item_type', 'storage_type'])(
    'when %s is blank or missing, then it asks to fill in all required fields',
    (field) => {
      const { [field as keyof typeof valid]: _omit, ...rest } = valid;
      expect(fieldErrors(rest)).toEqual([[field, 'Please fill in all required fields']]);
      expect(fieldErrors({ ...valid, [field]: '' })).toEqual([[field, 'Please fill in all required fields']]);
    },
  );
  it("when the phone is not a number of the site's country nor an international one, then it is refused; a valid one is answered in E.164", () => {
    expect(fieldErrors({ ...valid, phone: '(202) 555-0100' })).toEqual([['phone', PHONE_MESSAGES.invalid]]);
    expect(fieldErrors({ ...valid, phone: '+1 555 123 4567' })).toEqual([['phone', PHONE_MESSAGES.invalid]]);
    expect(applicationSubmitSchema.parse({ ...valid, phone: '020 7946 0958' }).phone).toBe('+442079460958');
    expect(applicationSubmitSchema.parse({ ...valid, phone: '+49 30 12345678' }).phone).toBe('+493012345678');
  });
  it('when the email is malformed, then it says so', () => {
    expect(fieldErrors({ ...valid, email: 'not-an-email' })).toEqual([['email', 'Please enter a valid email address']]);
  });
  it('when an option value is not on the list, then the field names the allowed values', () => {
    expect(fieldErrors({ ...valid, storage_type: 'underwater' })?.[0]?.[1]).toBe(
      'Storage type must be one of: climate-controlled, standard, outdoor, secure, refrigerated',
    );
    expect(fieldErrors({ ...valid, item_type: 'household items' })?.[0]?.[0]).toBe('item_type');
    expect(fieldErrors({ ...valid, estimated_volume: 'huge' })?.[0]?.[0]).toBe('estimated_volume');
    expect(fieldErrors({ ...valid, access_frequency: 'hourly' })?.[0]?.[0]).toBe('access_frequency');
    expect(fieldErrors({ ...valid, storage_duration: '5-years' })?.[0]?.[0]).toBe('storage_duration');
    expect(fieldErrors({ ...valid, is_business_account: true, business_type: 'charity' })?.[0]?.[0]).toBe(
      'business_type',
    );
  });
  it('when every listed option is sent, then each is accepted', () => {
    for (const item_type of ITEM_TYPES)
      expect(applicationSubmitSchema.safeParse({ ...valid, item_type }).success).toBe(true);
    for (const storage_type of STORAGE_TYPES)
      expect(applicationSubmitSchema.safeParse({ ...valid, storage_type }).success).toBe(true);
    for (const access_frequency of ACCESS_FREQUENCIES)
      expect(applicationSubmitSchema.safeParse({ ...valid, access_frequency }).success).toBe(true);
    for (const storage_duration of STORAGE_DURATIONS)
      expect(applicationSubmitSchema.safeParse({ ...valid, storage_duration }).success).toBe(true);
    for (const business_type of BUSINESS_TYPES)
      expect(applicationSubmitSchema.parse({ ...valid, is_business_account: true, business_type }).business_type).toBe(
        business_type,
      );
    expect(Object.values(ESTIMATED_VOLUME_LABELS).join(' ')).toMatch(/25 .*100 .*200 .*400\+ sq ft/);
  });
  it('when the account is not a business, then business fields are dropped', () => {
    const parsed = applicationSubmitSchema.parse({ ...valid, business_name: 'Acme', business_type: 'retail' });
    expect(parsed).toMatchObject({ business_name: null, business_type: null });
    const business = applicationSubmitSchema.parse({
      ...valid,
      is_business_account: true,
      business_name: 'Acme',
      business_type: 'retail',
    });
    expect(business).toMatchObject({ business_name: 'Acme', business_type: 'retail' });
  });
  it('when a flag is not a boolean, then it is refused', () => {
    expect(fieldErrors({ ...valid, insurance_required: 'yes' })).toEqual([
      ['insurance_required', 'Insurance required must be true or false'],
    ]);
  });
  it('when texts are longer than their columns, then they are refused', () => {
    expect(fieldErrors({ ...valid, phone: '1'.repeat(41) })?.[0]?.[0]).toBe('phone');
    expect(fieldErrors({ ...valid, special_requirements: 'x'.repeat(2001) })?.[0]?.[0]).toBe('special_requirements');
  });
});

describe('application list, review and stats contracts', () => {
  it('when the limit is 200, then it is accepted; 201 and 0 are refused; defaults are 0 and 100', () => {
    expect(applicationListQuerySchema.parse({})).toMatchObject({ skip: 0, limit: 100 });
    expect(applicationListQuerySchema.parse({ limit: '200' }).limit).toBe(200);
    expect(applicationListQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(applicationListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
  it('when the status filter is blank, then it means all; an unknown status is refused', () => {
    expect(applicationListQuerySchema.parse({ status: '' }).status).toBeUndefined();
    expect(applicationListQuerySchema.parse({ status: 'under_review' }).status).toBe('under_review');
    expect(applicationListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
  });
  it('when a review omits the status, then it is required; notes are optional', () => {
    expect(applicationReviewSchema.safeParse({}).error?.issues[0]?.message).toBe('Status is required');
    expect(applicationReviewSchema.parse({ status: 'under_review' })).toEqual({ status: 'under_review' });
    expect(applicationReviewSchema.parse({ status: 'rejected', employee_notes: ' no space ' }).employee_notes).toBe(
      'no space',
    );
  });
  it('when a review approves, then it needs a branch and a start date; other decisions take neither', () => {
    const missing = applicationReviewSchema.safeParse({ status: 'approved' }).error?.issues.map((i) => i.path[0]);
    expect(missing).toEqual(['branch_id', 'start_date']);
    const approval = { status: 'approved', branch_id: 3, start_date: '2030-02-01' } as const;
    expect(applicationReviewSchema.parse(approval)).toEqual(approval);
    expect(applicationReviewSchema.safeParse({ ...approval, start_date: '2030-02-30' }).error?.issues[0]?.message).toBe(
      'Start date must be a date (YYYY-MM-DD)',
    );
    expect(applicationReviewSchema.safeParse({ ...approval, volume: 0 }).success).toBe(false);
    expect(applicationReviewSchema.safeParse({ status: 'rejected', branch_id: 3 }).error?.issues[0]?.path).toEqual([
      'branch_id',
    ]);
  });
  it('when stats are described, then they have exactly the five spec keys', () => {
    expect(Object.keys(applicationStatsSchema.shape)).toEqual([
      'total_applications',
      'pending_applications',
      'under_review_applications',
      'approved_applications',
      'rejected_applications',
    ]);
  });
});

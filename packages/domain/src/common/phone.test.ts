import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  formatPhone,
  isPhoneCountry,
  optionalPhoneField,
  PHONE_MESSAGES,
  phoneCountryField,
  phoneField,
  toE164Phone,
} from './phone.js';

describe('phone to E.164', () => {
  it('when the number is international with spacing, then the E.164 form is answered, whatever the country', () => {
    expect(toE164Phone('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164Phone(' +1 (202) 555-0100 ', 'DE')).toBe('+12025550100');
    expect(toE164Phone('+49.30.1234.5678', 'US')).toBe('+493012345678');
    expect(toE164Phone('+33 1 23 45 67 89', 'GB')).toBe('+33123456789');
  });

  it('when the number starts with 00, then it is read as +', () => {
    expect(toE164Phone('0044 20 7946 0958')).toBe('+442079460958');
    expect(toE164Phone('0044 20 7946 0958', 'FR')).toBe('+442079460958');
  });

  it("when a national number is typed, then it is read as a number of the site's country", () => {
    expect(toE164Phone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164Phone('07911 123456', 'GB')).toBe('+447911123456');
    expect(toE164Phone('(202) 555-0100', 'US')).toBe('+12025550100');
    expect(toE164Phone('202.555.0100', 'US')).toBe('+12025550100');
    expect(toE164Phone('030 12345678', 'DE')).toBe('+493012345678');
    expect(toE164Phone('0151 23456789', 'DE')).toBe('+4915123456789');
    expect(toE164Phone('01 23 45 67 89', 'FR')).toBe('+33123456789');
    expect(toE164Phone('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(toE164Phone('912 345 678', 'ES')).toBe('+34912345678');
  });

  it("when a national number is not one of the site's country, or no country is known, then it is refused", () => {
    expect(toE164Phone('020 7946 0958')).toBeNull();
    expect(toE164Phone('020 7946 0958', 'US')).toBeNull();
    expect(toE164Phone('(202) 555-0100', 'GB')).toBeNull();
    expect(toE164Phone('06 12 34 56 78', 'ES')).toBeNull();
    expect(toE164Phone('2025550100', null)).toBeNull();
  });

  it('when the digits are not a number of that country, or hold letters, then it is refused', () => {
    expect(toE164Phone('+1 555 123 4567', 'US')).toBeNull();
    expect(toE164Phone('555 123 4567', 'US')).toBeNull();
    expect(toE164Phone('+1 555 0100')).toBeNull();
    expect(toE164Phone('+44 20 7946 0958 123')).toBeNull();
    expect(toE164Phone('+1 202 555 CALL', 'US')).toBeNull();
    expect(toE164Phone('+44 20 7946 0958 ext. 12')).toBeNull();
    expect(toE164Phone('+0123456789')).toBeNull();
    expect(toE164Phone('+', 'GB')).toBeNull();
    expect(toE164Phone('', 'GB')).toBeNull();
    expect(toE164Phone(null, 'GB')).toBeNull();
    expect(toE164Phone(`+44 20 7946 0958${' '.repeat(40)}1`)).toBeNull();
  });

  it("when a stored phone is shown, then one of the site's country reads in national form and any other in international form", () => {
    expect(formatPhone('+442079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhone('+442079460958', 'US')).toBe('+44 20 7946 0958');
    expect(formatPhone('+12025550100', 'US')).toBe('(202) 555-0100');
    expect(formatPhone('+12025550100', 'DE')).toBe('+1 202 555 0100');
    expect(formatPhone('+493012345678', 'DE')).toBe('030 12345678');
    expect(formatPhone('+12025550100')).toBe('+1 202 555 0100');
    expect(formatPhone('0049 30 12345678', 'DE')).toBe('030 12345678');
    expect(formatPhone('202.555.0100', 'US')).toBe('(202) 555-0100');
  });

  it('when a stored phone is not a valid number, then it is shown as it is', () => {
    expect(formatPhone('555 0100', 'US')).toBe('555 0100');
    expect(formatPhone(null, 'US')).toBe('');
  });
});

describe('phone fields', () => {
  const required = z.object({ phone: phoneField('Phone is required', 'GB') });
  const optional = z.object({ phone: optionalPhoneField('DE') });
  const asTyped = z.object({ phone: optionalPhoneField('as-typed') });
  const messages = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues.map((issue) => issue.message);

  it('when a valid phone is given, then the field answers it in E.164', () => {
    expect(required.parse({ phone: '+44 20 7946 0958' })).toEqual({ phone: '+442079460958' });
    expect(required.parse({ phone: '020 7946 0958' })).toEqual({ phone: '+442079460958' });
    expect(optional.parse({ phone: ' 0049 30 12345678 ' })).toEqual({ phone: '+493012345678' });
    expect(optional.parse({ phone: '030 12345678' })).toEqual({ phone: '+493012345678' });
  });

  it('when the number is not valid, then the refusal says how to write it', () => {
    expect(messages(required.safeParse({ phone: '(202) 555-0100' }))).toEqual([PHONE_MESSAGES.invalid]);
    expect(messages(optional.safeParse({ phone: '12' }))).toEqual([PHONE_MESSAGES.invalid]);
    expect(PHONE_MESSAGES.invalid).toMatch(/\+44/);
  });

  it('when the phone is empty, then a required one is refused and an optional one is null', () => {
    expect(messages(required.safeParse({ phone: '  ' }))).toEqual(['Phone is required']);
    expect(messages(required.safeParse({}))).toEqual(['Phone is required']);
    expect(optional.parse({ phone: '' })).toEqual({ phone: null });
    expect(optional.parse({ phone: null })).toEqual({ phone: null });
    expect(optional.parse({})).toEqual({ phone: null });
  });

  it('when the phone holds a control character or is too long, then it is refused', () => {
    expect(messages(optional.safeParse({ phone: '+44 20 7946\u0000 0958' }))).toEqual([
      'Must not contain control characters',
    ]);
    expect(messages(optional.safeParse({ phone: `+44${'1'.repeat(40)}` }))).toEqual([PHONE_MESSAGES.tooLong]);
  });

  it('when read as typed (before the country is known), then the text is kept and only letters are refused', () => {
    expect(asTyped.parse({ phone: ' 020 7946 0958 ' })).toEqual({ phone: '020 7946 0958' });
    expect(asTyped.parse({ phone: '' })).toEqual({ phone: null });
    expect(messages(asTyped.safeParse({ phone: '020 CALL NOW' }))).toEqual([PHONE_MESSAGES.invalid]);
  });
});

describe('phone countries', () => {
  it('when a country code is known to the numbering plans, then it is accepted in any case', () => {
    expect(isPhoneCountry('GB')).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
    expect(phoneCountryField().parse(' de ')).toBe('DE');
    expect(phoneCountryField().safeParse('Germany').error?.issues[0]?.message).toBe(PHONE_MESSAGES.countryInvalid);
    expect(phoneCountryField().safeParse(7).success).toBe(false);
  });
});

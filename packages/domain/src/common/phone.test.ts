import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatPhone, optionalPhoneField, PHONE_MESSAGES, phoneField, toE164Phone } from './phone.js';

describe('phone to E.164', () => {
  it('when the number is international with spacing, then the E.164 form is answered', () => {
    expect(toE164Phone('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164Phone(' +1 (202) 555-0100 ')).toBe('+12025550100');
    expect(toE164Phone('+49.30.1234.5678')).toBe('+493012345678');
    expect(toE164Phone('+33 1 23 45 67 89')).toBe('+33123456789');
  });

  it('when the number starts with 00, then it is read as +', () => {
    expect(toE164Phone('0044 20 7946 0958')).toBe('+442079460958');
  });

  it('when there is no country code, then it is refused rather than guessed', () => {
    expect(toE164Phone('020 7946 0958')).toBeNull();
    expect(toE164Phone('(202) 555-0100')).toBeNull();
    expect(toE164Phone('2025550100')).toBeNull();
  });

  it('when the digits are not a number of that country, or hold letters, then it is refused', () => {
    expect(toE164Phone('+1 555 0100')).toBeNull();
    expect(toE164Phone('+44 20 7946 0958 123')).toBeNull();
    expect(toE164Phone('+1 202 555 CALL')).toBeNull();
    expect(toE164Phone('+44 20 7946 0958 ext. 12')).toBeNull();
    expect(toE164Phone('+0123456789')).toBeNull();
    expect(toE164Phone('+')).toBeNull();
    expect(toE164Phone('')).toBeNull();
    expect(toE164Phone(null)).toBeNull();
    expect(toE164Phone(`+44 20 7946 0958${' '.repeat(40)}1`)).toBeNull();
  });

  it('when a stored phone is shown, then it reads in international format; other text is shown as it is', () => {
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+12025550100')).toBe('+1 202 555 0100');
    expect(formatPhone('555 0100')).toBe('555 0100');
    expect(formatPhone(null)).toBe('');
  });
});

describe('phone fields', () => {
  const required = z.object({ phone: phoneField('Phone is required') });
  const optional = z.object({ phone: optionalPhoneField() });
  const messages = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues.map((issue) => issue.message);

  it('when a valid phone is given, then the field answers it in E.164', () => {
    expect(required.parse({ phone: '+44 20 7946 0958' })).toEqual({ phone: '+442079460958' });
    expect(optional.parse({ phone: ' 0049 30 12345678 ' })).toEqual({ phone: '+493012345678' });
  });

  it('when the country code is missing, then the refusal says to add it', () => {
    expect(messages(required.safeParse({ phone: '020 7946 0958' }))).toEqual([PHONE_MESSAGES.invalid]);
    expect(messages(optional.safeParse({ phone: '555-0100' }))).toEqual([PHONE_MESSAGES.invalid]);
    expect(PHONE_MESSAGES.invalid).toMatch(/country code/);
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
});

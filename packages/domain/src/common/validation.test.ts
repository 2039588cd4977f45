import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '../auth/profile-input.js';
import { contactMessageSchema } from '../contact/schemas.js';
import { goodsListQuerySchema } from '../goods/schemas.js';
import { validateImportRow } from '../goods/import-row.js';
import { systemSettingsUpdateSchema } from '../settings/system.js';
import {
  CONTROL_CHARACTER_MESSAGE,
  idParam,
  MAX_ID,
  hasNoControlCharacters,
  optionalText,
  plainText,
  requiredText,
} from './validation.js';

describe('control characters in text', () => {
  it.each([
    ['a\u0000b', false, false],
    ['\u0001', false, false],
    ['esc\u001B[31m', false, false],
    ['del\u007F', false, false],
    ['two\nlines', false, true],
    ['tab\there', false, true],
    ['crlf\r\n', false, true],
    ['form\ffeed', false, false],
    ['vertical\u000Btab', false, false],
    ['Ünïcödé 中文 🧨', true, true],
  ])('when the text is %j, then single-line allows it: %s, multi-line: %s', (value, single, multi) => {
    expect(hasNoControlCharacters(value, 'single-line')).toBe(single);
    expect(hasNoControlCharacters(value, 'multi-line')).toBe(multi);
  });

  it('when a field holds a NUL, then each shared text schema answers the field message', () => {
    for (const schema of [requiredText('Name is required'), plainText(50), optionalText(50, 'multi-line')]) {
      const result = schema.safeParse('Ann\u0000');
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('when multi-line text has line breaks, then it is kept as typed (trimmed at the ends)', () => {
    expect(optionalText(50, 'multi-line').parse('  line one\n\tline two  ')).toBe('line one\n\tline two');
    expect(plainText(50).safeParse('line one\nline two').success).toBe(false);
  });

  it('when a registration carries a NUL in the username, then the username is refused by name', () => {
    const result = registerRequestSchema.safeParse({
      first_name: 'Ann',
      last_name: 'Lee',
      username: 'ann\u0000lee',
      email: 'ann@example.com',
      password: 'a-long-passphrase-42',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'username',
      CONTROL_CHARACTER_MESSAGE,
    ]);
  });

  it('when a contact message has several lines, then it is accepted; with a NUL it is not', () => {
    const message = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'Hi,\n\nthanks.' };
    expect(contactMessageSchema.safeParse(message).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...message, message: 'Hi\u0000' }).success).toBe(false);
  });

  it('when a search term or a setting holds a NUL, then it is refused', () => {
    expect(goodsListQuerySchema.safeParse({ search: 'bolt\u0000' }).success).toBe(false);
    expect(systemSettingsUpdateSchema.safeParse({ site_name: 'Depot\u0000' }).success).toBe(false);
    expect(systemSettingsUpdateSchema.safeParse({ smtp_password: 'pw\u0000' }).success).toBe(false);
  });

  it('when an import row has a control character in a text column, then the row names the column', () => {
    const result = validateImportRow(
      { name: 'Bolt\u0000', category: 'Electronics', quantity: '1', branch_id: '1' },
      2,
      '2025-01-01',
    );
    expect(result.errors).toContainEqual({ row: 2, field: 'name', message: CONTROL_CHARACTER_MESSAGE });
  });
});

describe('path ids', () => {
  it('when an id is plain digits in range, then it parses to that number', () => {
    expect(idParam.parse({ id: '1' })).toEqual({ id: 1 });
    expect(idParam.parse({ id: '52011' })).toEqual({ id: 52011 });
    expect(idParam.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
  });

  it('when an id is any other spelling of a number, then it is refused', () => {
    const odd = [
      '0x1',
      ' 1',
      '1 ',
      '1.0',
      '1e0',
      '+1',
      '-1',
      '01',
      '0',
      '',
      '1_0',
      '１',
      '\u200b1',
      '2147483648',
      '99999999999999999999',
    ];
    for (const id of odd) expect(idParam.safeParse({ id }).success, JSON.stringify(id)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  mergeStaleEdit,
  changedFields,
  conflictResponseSchema,
  etagOf,
  expectedVersionOf,
  parseIfMatch,
  staleVersionErrorSchema,
} from './versioning.js';

describe('record versions', () => {
  it('when If-Match carries the ETag as sent, then its version is read; a bare number too', () => {
    expect(parseIfMatch(etagOf(3))).toEqual({ kind: 'version', version: 3 });
    expect(parseIfMatch(' 12 ')).toEqual({ kind: 'version', version: 12 });
    expect(parseIfMatch(undefined)).toEqual({ kind: 'absent' });
    expect(parseIfMatch('')).toEqual({ kind: 'absent' });
  });

  it('when If-Match is a wildcard, a weak tag, zero or beyond the column, then it is invalid', () => {
    for (const header of ['*', 'W/"3"', '"0"', '"abc"', '"3", "4"', '"2147483648"', '-1'])
      expect(parseIfMatch(header), header).toEqual({ kind: 'invalid' });
  });

  it('when the version comes from the header, the body or both agreeing, then it is taken', () => {
    expect(expectedVersionOf('"4"', undefined)).toEqual({ ok: true, version: 4 });
    expect(expectedVersionOf(undefined, 5)).toEqual({ ok: true, version: 5 });
    expect(expectedVersionOf('"6"', 6)).toEqual({ ok: true, version: 6 });
  });

  it('when no version, a bad header or two different versions are sent, then the reason is named', () => {
    expect(expectedVersionOf(undefined, undefined)).toEqual({ ok: false, code: 'required' });
    expect(expectedVersionOf('*', 2)).toEqual({ ok: false, code: 'invalid' });
    expect(expectedVersionOf('"2"', 3)).toEqual({ ok: false, code: 'conflicting' });
  });

  it('when a stale body is checked, then it needs the code and the current record; a conflict may omit it', () => {
    const record = z.object({ id: z.number(), version: z.number() });
    const stale = { detail: 'x', code: 'STALE_VERSION', current: { id: 1, version: 2 } };
    expect(staleVersionErrorSchema(record).safeParse(stale).success).toBe(true);
    expect(staleVersionErrorSchema(record).safeParse({ ...stale, code: 'CONFLICT' }).success).toBe(false);
    expect(conflictResponseSchema(record).safeParse({ detail: 'SKU taken', code: 'CONFLICT' }).success).toBe(true);
  });

  it('when two versions of a record are compared, then only the fields whose values differ are listed', () => {
    const before = { name: 'Lamp', price: 2, supplier: null, tags: ['a'] };
    const after = { name: 'Lamp', price: 3, supplier: undefined, tags: ['a', 'b'] };
    expect(changedFields(before, after, ['name', 'price', 'supplier', 'tags'])).toEqual(['price', 'tags']);
  });
});

describe('mergeStaleEdit', () => {
  const base = { name: 'Lamp', description: 'Old', quantity: 5, tags: ['a'] };

  it('when only I changed a field, then my value is kept', () => {
    const merged = mergeStaleEdit(base, { ...base, description: 'Mine' }, { ...base, name: 'Desk Lamp' });
    expect(merged).toEqual({
      values: { name: 'Desk Lamp', description: 'Mine', quantity: 5, tags: ['a'] },
      kept: ['description'],
      conflicts: [],
    });
  });

  it('when we both changed a field differently, then it is a conflict and shows the stored value', () => {
    const merged = mergeStaleEdit(
      base,
      { ...base, name: 'My Lamp', description: 'Mine' },
      { ...base, name: 'Their Lamp', quantity: 7 },
    );
    expect(merged).toEqual({
      values: { name: 'Their Lamp', description: 'Mine', quantity: 7, tags: ['a'] },
      kept: ['description'],
      conflicts: ['name'],
    });
  });

  it('when we both made the same change, or I changed nothing, then there is nothing to keep or resolve', () => {
    expect(mergeStaleEdit(base, { ...base, name: 'Same' }, { ...base, name: 'Same' })).toEqual({
      values: { ...base, name: 'Same' },
      kept: [],
      conflicts: [],
    });
    expect(mergeStaleEdit(base, base, { ...base, tags: ['b'] })).toEqual({
      values: { ...base, tags: ['b'] },
      kept: [],
      conflicts: [],
    });
  });

  it('when values are arrays or null, then they are compared by value', () => {
    const merged = mergeStaleEdit(
      { tags: ['a'], note: null },
      { tags: ['a', 'b'], note: '' },
      { tags: ['a'], note: null },
    );
    expect(merged.kept).toEqual(['tags', 'note']);
  });
});

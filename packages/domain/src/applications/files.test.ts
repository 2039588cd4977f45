import { describe, expect, it } from 'vitest';
import {
  checkDocumentFile,
  documentAccept,
  FILE_NAME_MAX_LENGTH,
  fileExtension,
  MAX_DOCUMENT_BYTES,
  MEGABYTE,
  sanitizeFileName,
} from './files.js';

describe('document checks', () => {
  it('when an identification document is exactly 5 MB, then it passes; one byte more is too large', () => {
    expect(checkDocumentFile('identification_doc', { name: 'id.png', size: 5 * MEGABYTE })).toBeNull();
    expect(checkDocumentFile('identification_doc', { name: 'id.png', size: 5 * MEGABYTE + 1 })).toEqual({
      kind: 'identification_doc',
      reason: 'too_large',
      message: 'Identification document must be at most 5 MB',
    });
  });
  it('when an inventory list is exactly 10 MB, then it passes; one byte more is too large', () => {
    expect(checkDocumentFile('inventory_list', { name: 'list.xlsx', size: 10 * MEGABYTE })).toBeNull();
    expect(checkDocumentFile('inventory_list', { name: 'list.xlsx', size: 10 * MEGABYTE + 1 })?.message).toBe(
      'Inventory list must be at most 10 MB',
    );
    expect(MAX_DOCUMENT_BYTES).toBe(10 * MEGABYTE);
  });
  it('when the extension is not on the list (any case counts), then the type is refused', () => {
    expect(checkDocumentFile('identification_doc', { name: 'ID.JPEG', size: 10 })).toBeNull();
    expect(checkDocumentFile('identification_doc', { name: 'id.docx', size: 10 })).toEqual({
      kind: 'identification_doc',
      reason: 'type',
      message: 'Identification document must be a .pdf, .jpg, .jpeg or .png file',
    });
    expect(checkDocumentFile('inventory_list', { name: 'list.png', size: 10 })?.message).toBe(
      'Inventory list must be a .pdf, .doc, .docx, .txt or .xlsx file',
    );
    expect(checkDocumentFile('inventory_list', { name: 'noextension', size: 10 })?.reason).toBe('type');
  });
  it('when the file is empty, then that is said first', () => {
    expect(checkDocumentFile('inventory_list', { name: 'list.txt', size: 0 })).toMatchObject({
      reason: 'empty',
      message: 'Inventory list is empty',
    });
  });
  it('when the accept attribute is built, then it lists the extensions', () => {
    expect(documentAccept('identification_doc')).toBe('.pdf,.jpg,.jpeg,.png');
    expect(fileExtension('archive.tar.PDF')).toBe('.pdf');
    expect(fileExtension('.pdf')).toBe('');
  });
});

describe('file name sanitising', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\win.ini.pdf', 'win.ini.pdf'],
    ['evil"name\r\n.pdf', 'evilname.pdf'],
    ["it's `here`.png", 'its here.png'],
    ['nul\u0000byte.pdf', 'nulbyte.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['..hidden.pdf', 'hidden.pdf'],
    ['   spaced    out .pdf  ', 'spaced out .pdf'],
    ['résumé.pdf', 'résumé.pdf'],
  ])('when the name is %j, then it is stored as %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });
  it('when nothing is left, then the fallback is used', () => {
    expect(sanitizeFileName('../..', 'document')).toBe('document');
    expect(sanitizeFileName('"\r\n')).toBe('document');
  });
  it('when the name is long, then it is cut to the maximum and keeps its extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.PDF`);
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('.PDF')).toBe(true);
    expect(sanitizeFileName('b'.repeat(FILE_NAME_MAX_LENGTH))).toHaveLength(FILE_NAME_MAX_LENGTH);
  });
});

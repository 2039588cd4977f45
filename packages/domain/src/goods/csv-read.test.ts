import { describe, expect, it } from 'vitest';
import { parseCsvRecords, previewImportRows, readImportCsv } from './csv-read.js';
import { IMPORT_TEMPLATE_CSV } from './import-file.js';
import { IMPORT_MESSAGES } from './messages.js';

const HEADER = 'name,category,quantity,branch_id';

describe('parseCsvRecords', () => {
  it('when cells are plain, then each line is a record of its cells', () => {
    expect(parseCsvRecords('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('when a cell is quoted, then commas, line breaks and doubled quotes stay inside it', () => {
    expect(parseCsvRecords('"Shirt, Large","say ""hi""","two\nlines"\r\nx,,""')).toEqual([
      ['Shirt, Large', 'say "hi"', 'two\nlines'],
      ['x', '', ''],
    ]);
  });

  it('when lines end in CRLF, LF or CR, then all end a record', () => {
    expect(parseCsvRecords('a\r\nb\nc\rd')).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('when lines are empty or all cells blank, then they are skipped', () => {
    expect(parseCsvRecords('a,b\n\n , \n,\r\n1,2\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('when the text starts with a byte-order mark, then it is dropped', () => {
    expect(parseCsvRecords('\uFEFFname\nx')).toEqual([['name'], ['x']]);
  });

  it.each([
    ['a"b,c', /Invalid opening quote at line 1/],
    ['x\n"a"b,c', /Invalid closing quote at line 2/],
    ['"open,c\nmore', /Quote not closed at line 2/],
  ])('when the text is %j, then a stray quote is an error', (text, message) => {
    expect(() => parseCsvRecords(text)).toThrow(message);
  });

  it('when the text is empty, then there are no records', () => {
    expect(parseCsvRecords('')).toEqual([]);
  });
});

describe('readImportCsv', () => {
  it('when the file is the template, then its 3 rows are read by column name', () => {
    const result = readImportCsv(IMPORT_TEMPLATE_CSV);
    if (!result.ok) throw new Error(result.message);
    expect(result.rows).toHaveLength(3);
    expect(result.rows[2]).toMatchObject({ name: 'Cotton T-Shirt, Large', category: 'Clothing', quantity: '75' });
  });

  it('when header names have other case or spaces, then they still name the columns', () => {
    const result = readImportCsv(' Name ,CATEGORY,Quantity,Branch_ID\nBolts,Other,5,1');
    expect(result).toEqual({ ok: true, rows: [{ name: 'Bolts', category: 'Other', quantity: '5', branch_id: '1' }] });
  });

  it('when a row has fewer cells than the header, then the missing ones are empty', () => {
    const result = readImportCsv(`${HEADER},sku\nBolts,Other,5`);
    expect(result).toEqual({
      ok: true,
      rows: [{ name: 'Bolts', category: 'Other', quantity: '5', branch_id: '', sku: '' }],
    });
  });

  it.each([[''], [HEADER], [`${HEADER}\n\n , , , \n`]])(
    'when the file %j has no data row, then it needs a header and one data row',
    (text) => {
      expect(readImportCsv(text)).toEqual({ ok: false, message: IMPORT_MESSAGES.tooFewRows });
    },
  );

  it('when required columns are missing, then they are named', () => {
    expect(readImportCsv('name,sku\nBolts,BLT-1')).toEqual({
      ok: false,
      message: 'Missing required columns: category, quantity, branch_id',
    });
  });

  it('when the file cannot be parsed, then the message says so', () => {
    expect(readImportCsv(`${HEADER}\n"Bolts,Other,5,1`)).toEqual({
      ok: false,
      message: `${IMPORT_MESSAGES.parseFailed}: Quote not closed at line 2`,
    });
  });
});

describe('previewImportRows', () => {
  it('when rows are mixed, then valid rows, invalid rows, errors and warnings are counted with server row numbers', () => {
    const read = readImportCsv(`${HEADER},expiry_date\nBolts,Other,5,1,\n,Other,-1,1,\nNuts,Other,3,1,2000-01-01`);
    if (!read.ok) throw new Error(read.message);
    const preview = previewImportRows(read.rows, '2026-01-01');
    expect(preview.total).toBe(3);
    expect(preview.valid.map((v) => [v.row, v.record.name])).toEqual([
      [2, 'Bolts'],
      [4, 'Nuts'],
    ]);
    expect(preview.invalidRows).toBe(1);
    expect(preview.errors).toEqual([
      { row: 3, field: 'name', message: 'name is required' },
      { row: 3, field: 'quantity', message: IMPORT_MESSAGES.quantityInvalid },
    ]);
    expect(preview.warnings).toContainEqual({ row: 4, field: 'expiry_date', message: IMPORT_MESSAGES.expiryPast });
    // Warnings only for rows that will be imported.
    expect(preview.warnings.filter((w) => w.message === IMPORT_MESSAGES.productIdGenerated).map((w) => w.row)).toEqual([
      2, 4,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { csvEscapeCell, csvUnescapeCell, toCsvLine } from './csv.js';

describe('formula escaping', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ["'=x", "''=x"],
    ['plain', 'plain'],
    ["'quoted", "'quoted"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('when the cell is %j, then it is written %j and read back unchanged', (value, escaped) => {
    expect(csvEscapeCell(value)).toBe(escaped);
    expect(csvUnescapeCell(escaped)).toBe(value);
  });

  it('when the cell is a number or empty, then it is written as is', () => {
    expect(csvEscapeCell(12.5)).toBe('12.5');
    expect(csvEscapeCell(null)).toBe('');
    expect(csvEscapeCell(undefined)).toBe('');
  });
});

describe('CSV lines', () => {
  it('when cells hold commas, quotes or line breaks, then they are quoted', () => {
    expect(toCsvLine(['a', 'b,c', 'say "hi"', 'two\nlines', null, 3])).toBe('a,"b,c","say ""hi""","two\nlines",,3\r\n');
  });

  it('when a cell is a formula, then it is escaped before quoting', () => {
    expect(toCsvLine(['=1+2', '=HYPERLINK("x","y")'])).toBe(`'=1+2,"'=HYPERLINK(""x"",""y"")"\r\n`);
  });
});

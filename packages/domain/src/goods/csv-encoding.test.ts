import { describe, expect, it } from 'vitest';
import { csvEncodingMessage, csvEncodingProblem } from './csv-encoding.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

describe('csvEncodingProblem', () => {
  it('when the file is UTF-8 (accents, emoji, a BOM), then there is no problem', () => {
    expect(csvEncodingProblem(bytes([0xef, 0xbb, 0xbf], 'name,category\nCafé crème,Food\n🙂,Other\n'))).toBeUndefined();
    expect(csvEncodingProblem(new Uint8Array())).toBeUndefined();
  });

  it('when a Latin-1 byte sits on line 3, then the line and the byte in the file are named', () => {
    const file = bytes('name,category\nChair,Furniture\nCaf', [0xe9], ',Food\n');
    expect(csvEncodingProblem(file)).toEqual({ kind: 'invalid-utf8', line: 3, byte: 34 });
    expect(csvEncodingMessage({ kind: 'invalid-utf8', line: 3, byte: 34 })).toBe(
      'The file is not valid UTF-8 (line 3, byte 34). Save it as "CSV UTF-8" and import it again.',
    );
  });

  it.each([
    ['an overlong encoding', [0xc0, 0xaf]],
    ['a surrogate', [0xed, 0xa0, 0x80]],
    ['a cut sequence at the end', [0xe2, 0x82]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['a lone continuation byte', [0x80]],
  ])('when the file holds %s, then it is invalid at that byte', (_name, sequence) => {
    expect(csvEncodingProblem(bytes('a\n', sequence))).toEqual({ kind: 'invalid-utf8', line: 2, byte: 3 });
  });

  it('when the file is UTF-16 (with or without a byte-order mark), then it says so', () => {
    const utf16 = (text: string) => [...text].flatMap((c) => [c.charCodeAt(0), 0]);
    expect(csvEncodingProblem(bytes([0xff, 0xfe], utf16('name,category\n')))).toEqual({ kind: 'utf16' });
    expect(csvEncodingProblem(bytes(utf16('name,category\nChair,Furniture\n')))).toEqual({ kind: 'utf16' });
  });

  it('when a NUL byte is in the text, then its line and byte are named', () => {
    expect(csvEncodingProblem(bytes('name,category\nChair', [0], ',Furniture\n'))).toEqual({
      kind: 'nul',
      line: 2,
      byte: 20,
    });
  });
});

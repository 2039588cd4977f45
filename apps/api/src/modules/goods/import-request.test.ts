import { IMPORT_COLUMNS, IMPORT_MESSAGES } from '@stockyard/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { parseCsv } from './import-request.js';

const header = IMPORT_COLUMNS.join(',');
const line = (i: number) =>
  IMPORT_COLUMNS.map((column) =>
    column === 'name' ? `Widget ${i}` : column === 'sku' ? `SKU-${i}` : column === 'quantity' ? String(i) : '',
  ).join(',');

describe('parseCsv', () => {
  it('when a file has a BOM, a loosely written header and blank lines, then each row is keyed by its column', async () => {
    const text = `\uFEFF${header.replace('name', ' Name ')}\n${line(1)}\n\n${line(2)}\n`;
    const rows = await parseCsv(Buffer.from(text));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ name: 'Widget 1', sku: 'SKU-1', quantity: '1' });
    expect(rows[1]).toMatchObject({ name: 'Widget 2', sku: 'SKU-2', quantity: '2' });
  });

  it('when a quote is never closed, then the answer says the file could not be parsed', async () => {
    const error = await parseCsv(Buffer.from(`${header}\n"Widget,1\n`)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).detail).toMatch(new RegExp(`^${IMPORT_MESSAGES.parseFailed}: `));
  });

  it('when a 20,000-row file is parsed, then other work gets turns of the event loop throughout', async () => {
    const text = [header, ...Array.from({ length: 20_000 }, (_, i) => line(i))].join('\n');
    // About 900 KB: 14 slices of 64 KB. Counts the turns a setImmediate loop gets while parsing.
    let turns = 0;
    let parsing = true;
    const spin = () => {
      if (!parsing) return;
      turns += 1;
      setImmediate(spin);
    };
    setImmediate(spin);
    const rows = await parseCsv(Buffer.from(text)).finally(() => (parsing = false));
    expect(rows).toHaveLength(20_000);
    expect(rows[19_999]).toMatchObject({ name: 'Widget 19999' });
    // One turn per slice at least; parsed as one block it was a single turn.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(Buffer.byteLength(text) / 65_536));
  });
});

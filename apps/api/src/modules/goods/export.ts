import { Readable } from 'node:stream';
import { EXPORT_HEADER_LINE, exportLine, type GoodsFilter } from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { goodsAfter } from './goods.repository.js';
import { toExportRecord } from './goods.mapper.js';

const BATCH = 1000;

/**
 * The filtered goods as CSV (the import columns, cells formula-escaped), produced batch by batch:
 * keyset pagination by id reads 1000 rows at a time and the stream only asks for the next batch
 * when the client has taken the previous one, so memory stays flat for any number of rows. Rows
 * come in id order; the export holds no transaction, so a long download does not pin a connection.
 */
export function goodsCsvStream(db: Executor, filter: Omit<GoodsFilter, 'sort'>, today: string): Readable {
  async function* lines() {
    yield EXPORT_HEADER_LINE;
    let after = 0;
    for (;;) {
      const batch = await goodsAfter(db, filter, today, after, BATCH);
      if (batch.length > 0) yield batch.map((good) => exportLine(toExportRecord(good))).join('');
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1]!.id;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

import { Readable } from 'node:stream';
import {
  EXPORT_ALL_OWNERS,
  EXPORT_HEADER_LINE,
  EXPORT_HEADER_LINE_WITH_OWNER,
  exportLine,
  type GoodsExportQuery,
} from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { goodsAfter, goodsWithOwnerAfter } from './goods.repository.js';
import { toExportRecord } from './goods.mapper.js';

const BATCH = 1000;

/**
 * The filtered goods as CSV (the import columns, cells formula-escaped), produced batch by batch:
 * keyset pagination by id reads 1000 rows at a time and the stream only asks for the next batch
 * when the client has taken the previous one, so memory stays flat for any number of rows. Rows
 * come in id order; the export holds no transaction, so a long download does not pin a connection.
 */
export function goodsCsvStream(
  db: Executor,
  query: Omit<GoodsExportQuery, 'sort'> & { staff?: number | undefined },
  today: string,
): Readable {
  const { owner, ...rest } = query;
  const filter = { ...rest, owner: owner === EXPORT_ALL_OWNERS ? undefined : owner };
  // Stock alone keeps the import's columns; once lots can be in it, each line names its owner.
  const withOwner = owner !== 'warehouse';
  async function* lines() {
    yield withOwner ? EXPORT_HEADER_LINE_WITH_OWNER : EXPORT_HEADER_LINE;
    let after = 0;
    for (;;) {
      const batch = withOwner
        ? (await goodsWithOwnerAfter(db, filter, today, after, BATCH)).map(
            ({ good, ownerName }) => [good, exportLine(toExportRecord(good), ownerName ?? '')] as const,
          )
        : (await goodsAfter(db, filter, today, after, BATCH)).map(
            (good) => [good, exportLine(toExportRecord(good))] as const,
          );
      if (batch.length > 0) yield batch.map(([, line]) => line).join('');
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1]![0].id;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

import {
  dispatchBeyondStockMessage,
  GOOD_FIELD_MESSAGES,
  IMPORT_MESSAGES,
  missingColumnsMessage,
  plainText,
  requiredColumnMessage,
  tooLongMessage,
  tooManyRowsMessage,
} from '@stockyard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsMessageKey, goodsMessagePattern } from '../src/features/goods/lib/goods-text';
import { i18next } from '../src/lib/i18n/i18next';
import { setLanguage } from '../src/lib/i18n/language';

/** The goods screens find each domain message's goods key, values included, to show it in the reader's language. */
describe('goods messages', () => {
  beforeAll(async () => {
    await setLanguage('de');
    await i18next.loadNamespaces('goods');
  });

  it('when a message without values arrives, then its key is found by the domain constant', () => {
    expect(goodsMessageKey(GOOD_FIELD_MESSAGES.nameRequired)).toBe('goods:messages.nameRequired');
    expect(goodsMessageKey(IMPORT_MESSAGES.noValidRows)).toBe('goods:messages.noValidRows');
    expect(goodsMessageKey('Something only the server says')).toBeUndefined();
    // Inherited object names are not messages.
    expect(goodsMessageKey('toString')).toBeUndefined();
  });

  it.each([
    [dispatchBeyondStockMessage(12, 5), 'goods:messages.dispatchBeyondStock', { requested: '12', available: '5' }],
    [requiredColumnMessage('branch_id'), 'goods:messages.columnRequired', { field: 'branch_id' }],
    [tooLongMessage('name', 200), 'goods:messages.columnTooLong', { field: 'name', max: '200' }],
    [missingColumnsMessage(['name', 'quantity']), 'goods:messages.missingColumns', { columns: 'name, quantity' }],
    [tooManyRowsMessage(50_000), 'goods:messages.tooManyRows', { max: '50000' }],
    [
      `${IMPORT_MESSAGES.parseFailed}: Unclosed quote`,
      'goods:messages.parseFailedDetail',
      { detail: 'Unclosed quote' },
    ],
    [plainText(10).safeParse('x'.repeat(11)).error?.issues[0]?.message ?? '', 'goods:messages.atMost', { max: '10' }],
  ])('when "%s" arrives, then its key and values are read off it', (text, key, values) => {
    expect(goodsMessagePattern(text)).toEqual({ key, values });
  });

  it('when a message with values is shown in German, then the values sit in the German sentence', () => {
    const found = goodsMessagePattern(dispatchBeyondStockMessage(12, 5))!;
    expect(i18next.t(found.key as 'goods:messages.dispatchBeyondStock', found.values)).toBe(
      '12 Stück können nicht ausgegeben werden. Nur 5 verfügbar.',
    );
    expect(i18next.t(goodsMessageKey(GOOD_FIELD_MESSAGES.nameRequired)!)).toBe('Produktname ist erforderlich');
  });
});

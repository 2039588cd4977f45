import {
  CUSTOMER_LOT_MESSAGES,
  dispatchBeyondStockMessage,
  GOOD_FIELD_MESSAGES,
  GOOD_MESSAGES,
  IMPORT_MESSAGES,
  INITIAL_STOCK_REASON,
  missingColumnsMessage,
  plainText,
  QUICK_ADJUST_REASON,
  requiredColumnMessage,
  STOCK_MESSAGES,
  tooLongMessage,
  tooManyRowsMessage,
} from '@stockyard/domain';
import { useCallback } from 'react';
import { useNumberFormats } from '../../../lib/i18n/format';
import { translateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

/**
 * The goods screens' domain texts (spec 02's messages, the import's row issues, the stock reasons)
 * in the reader's language. They arrive as the domain's English sentences, from the browser's own
 * checks or in the server's answers; each is found here by the domain constant that produces it and
 * shown through its goods key. Anything else goes on to the shared messages catalog.
 */
const MESSAGE_KEYS = {
  [GOOD_FIELD_MESSAGES.nameRequired]: 'goods:messages.nameRequired',
  [GOOD_FIELD_MESSAGES.branchRequired]: 'goods:messages.branchRequired',
  [GOOD_FIELD_MESSAGES.quantityNegative]: 'goods:messages.quantityNegative',
  [GOOD_FIELD_MESSAGES.priceNegative]: 'goods:messages.priceNegative',
  [GOOD_FIELD_MESSAGES.thresholdNegative]: 'goods:messages.thresholdNegative',
  [GOOD_FIELD_MESSAGES.expiryNotFuture]: 'goods:messages.expiryNotFuture',
  [GOOD_FIELD_MESSAGES.skuTooShort]: 'goods:messages.skuTooShort',
  [GOOD_FIELD_MESSAGES.formSummary]: 'goods:messages.formSummary',
  [GOOD_FIELD_MESSAGES.quantityWhole]: 'goods:messages.quantityWhole',
  [GOOD_FIELD_MESSAGES.quantityTooLarge]: 'goods:messages.quantityTooLarge',
  [GOOD_FIELD_MESSAGES.priceInvalid]: 'goods:messages.priceNotNumber',
  [GOOD_FIELD_MESSAGES.priceTooLarge]: 'goods:messages.priceTooLarge',
  [GOOD_FIELD_MESSAGES.thresholdWhole]: 'goods:messages.thresholdWhole',
  [GOOD_FIELD_MESSAGES.expiryInvalid]: 'goods:messages.expiryDateInvalid',
  [GOOD_FIELD_MESSAGES.productIdImmutable]: 'goods:messages.productIdImmutable',
  [GOOD_FIELD_MESSAGES.quantityNotEditable]: 'goods:messages.quantityNotEditable',
  [GOOD_MESSAGES.skuTaken]: 'goods:messages.skuTaken',
  [GOOD_MESSAGES.created]: 'goods:messages.created',
  [GOOD_MESSAGES.updated]: 'goods:messages.updated',
  [GOOD_MESSAGES.deleted]: 'goods:messages.deleted',
  [GOOD_MESSAGES.deleteConfirm]: 'goods:messages.deleteConfirm',
  [GOOD_MESSAGES.saveFailed]: 'goods:messages.saveFailed',
  [GOOD_MESSAGES.stockFailed]: 'goods:messages.stockFailed',
  [GOOD_MESSAGES.fetchFailed]: 'goods:messages.fetchFailed',
  [GOOD_MESSAGES.deleteFailed]: 'goods:messages.deleteFailed',
  [GOOD_MESSAGES.exported]: 'goods:messages.exported',
  [GOOD_MESSAGES.exportFailed]: 'goods:messages.exportFailed',
  [GOOD_MESSAGES.importFailed]: 'goods:messages.importFailed',
  [GOOD_MESSAGES.templateDownloaded]: 'goods:messages.templateDownloaded',
  [STOCK_MESSAGES.quantityPositive]: 'goods:messages.quantityPositive',
  [STOCK_MESSAGES.reasonRequired]: 'goods:messages.reasonRequired',
  [STOCK_MESSAGES.typeRequired]: 'goods:messages.typeRequired',
  [STOCK_MESSAGES.reasonNotInList]: 'goods:messages.reasonNotInList',
  [IMPORT_MESSAGES.notCsv]: 'goods:messages.notCsv',
  [IMPORT_MESSAGES.noFile]: 'goods:messages.noFile',
  [IMPORT_MESSAGES.tooFewRows]: 'goods:messages.tooFewRows',
  [IMPORT_MESSAGES.noValidRows]: 'goods:messages.noValidRows',
  [IMPORT_MESSAGES.parseFailed]: 'goods:messages.parseFailed',
  [IMPORT_MESSAGES.quantityInvalid]: 'goods:messages.quantityInvalid',
  [IMPORT_MESSAGES.priceInvalid]: 'goods:messages.priceInvalid',
  [IMPORT_MESSAGES.branchInvalid]: 'goods:messages.branchInvalid',
  [IMPORT_MESSAGES.expiryInvalid]: 'goods:messages.expiryInvalid',
  [IMPORT_MESSAGES.expiryPast]: 'goods:messages.expiryPast',
  [IMPORT_MESSAGES.productIdGenerated]: 'goods:messages.productIdGenerated',
  [IMPORT_MESSAGES.tooLarge]: 'goods:messages.tooLarge',
  [IMPORT_MESSAGES.thresholdInvalid]: 'goods:messages.thresholdInvalid',
  [IMPORT_MESSAGES.duplicateSku]: 'goods:messages.duplicateSku',
  [IMPORT_MESSAGES.duplicateProductId]: 'goods:messages.duplicateProductId',
  [IMPORT_MESSAGES.productIdMismatch]: 'goods:messages.productIdMismatch',
  [IMPORT_MESSAGES.duplicateItem]: 'goods:messages.duplicateItem',
  [IMPORT_MESSAGES.concurrentChange]: 'goods:messages.concurrentChange',
  [CUSTOMER_LOT_MESSAGES.noStockMovements]: 'goods:messages.lotNoStockMovements',
  [CUSTOMER_LOT_MESSAGES.noThreshold]: 'goods:messages.lotNoThreshold',
  [CUSTOMER_LOT_MESSAGES.importRefused]: 'goods:messages.lotImportRefused',
} as const;
type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

/** The stock dialog's reasons (spec 02) and the ledger's own ones, by the text the ledger stores. */
const REASON_KEYS = {
  'Purchase Receipt': 'goods:reasons.purchaseReceipt',
  'Return from Customer': 'goods:reasons.returnFromCustomer',
  Production: 'goods:reasons.production',
  'Transfer In': 'goods:reasons.transferIn',
  [INITIAL_STOCK_REASON]: 'goods:reasons.initialStock',
  Other: 'goods:reasons.other',
  Sale: 'goods:reasons.sale',
  'Damaged/Expired': 'goods:reasons.damagedExpired',
  'Transfer Out': 'goods:reasons.transferOut',
  'Return to Supplier': 'goods:reasons.returnToSupplier',
  'Sample/Demo': 'goods:reasons.sampleDemo',
  'Physical Count Correction': 'goods:reasons.physicalCount',
  'System Error Fix': 'goods:reasons.systemError',
  'Damage Write-off': 'goods:reasons.damageWriteOff',
  'Theft/Loss': 'goods:reasons.theftLoss',
  [QUICK_ADJUST_REASON]: 'goods:reasons.quickAdjustment',
} as const;
type ReasonKey = (typeof REASON_KEYS)[keyof typeof REASON_KEYS];

/**
 * Messages with values. Each pattern is read off the domain's own sentence, written with marker
 * values that no real message holds, so the patterns follow the domain's wording.
 */
type Slot = 'requested' | 'available' | 'field' | 'max' | 'columns' | 'detail';
type PatternSource = { key: PatternKey; sample: string; slots: Partial<Record<Slot, string>> };
type PatternKey =
  | 'goods:messages.dispatchBeyondStock'
  | 'goods:messages.columnRequired'
  | 'goods:messages.columnTooLong'
  | 'goods:messages.atMost'
  | 'goods:messages.missingColumns'
  | 'goods:messages.tooManyRows'
  | 'goods:messages.parseFailedDetail';

const FIELD = '\u0001field\u0001';
const DETAIL = '\u0001detail\u0001';
/** The "At most N characters" of every free-text field is zod's message inside plainText. */
const atMostSample = plainText(-9_000_004).safeParse('').error?.issues[0]?.message ?? '';
const PATTERN_SOURCES: readonly PatternSource[] = [
  {
    key: 'goods:messages.dispatchBeyondStock',
    sample: dispatchBeyondStockMessage(-9_000_001, -9_000_002),
    slots: { requested: '-9000001', available: '-9000002' },
  },
  { key: 'goods:messages.columnRequired', sample: requiredColumnMessage(FIELD), slots: { field: FIELD } },
  {
    key: 'goods:messages.columnTooLong',
    sample: tooLongMessage(FIELD, -9_000_003),
    slots: { field: FIELD, max: '-9000003' },
  },
  { key: 'goods:messages.atMost', sample: atMostSample, slots: { max: '-9000004' } },
  { key: 'goods:messages.missingColumns', sample: missingColumnsMessage([FIELD]), slots: { columns: FIELD } },
  { key: 'goods:messages.tooManyRows', sample: tooManyRowsMessage(-9_000_005), slots: { max: '-9000005' } },
  // readImportCsv adds the parser's own words after the domain's message.
  {
    key: 'goods:messages.parseFailedDetail',
    sample: `${IMPORT_MESSAGES.parseFailed}: ${DETAIL}`,
    slots: { detail: DETAIL },
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = PATTERN_SOURCES.filter(({ sample }) => sample !== '').map(({ key, sample, slots }) => {
  const entries = Object.entries(slots) as [Slot, string][];
  const order = entries
    .map(([name, marker]) => ({ name, at: sample.indexOf(marker) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
  let source = escape(sample);
  for (const [, marker] of entries) source = source.split(escape(marker)).join('(.+?)');
  return { key, names: order, pattern: new RegExp(`^${source}$`) };
});

/** The goods key of a domain message without values; undefined for any other text. */
export const goodsMessageKey = (text: string): MessageKey | undefined =>
  Object.hasOwn(MESSAGE_KEYS, text) ? MESSAGE_KEYS[text as keyof typeof MESSAGE_KEYS] : undefined;

/** The goods key and values of a domain message with values ('Cannot dispatch 5 items...'). */
export function goodsMessagePattern(
  text: string,
): { key: PatternKey; values: Partial<Record<Slot, string>> } | undefined {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  }
  return undefined;
}

const reasonKeyOf = (text: string): ReasonKey | undefined =>
  Object.hasOwn(REASON_KEYS, text) ? REASON_KEYS[text as keyof typeof REASON_KEYS] : undefined;

/**
 * message(text): a domain or server message in the current language (goods texts here, any other
 * through the messages catalog, anything unknown as sent). reason(text): a stock movement's reason.
 * imported(count, skipped): the import's success line (the domain's importSuccessMessage).
 */
export function useGoodsText() {
  const { t } = useTranslation(['goods', 'messages']);
  const formats = useNumberFormats();
  const message = useCallback(
    (text: string): string => {
      const key = goodsMessageKey(text);
      if (key) return t(key);
      // The shared catalog before the patterns: its exact sentences ('Category is required') are not column names.
      const shared = translateMessage(text);
      if (shared !== text) return shared;
      const found = goodsMessagePattern(text);
      // The values are named after the key's own placeholders; the cast only picks one key's type.
      return found ? t(found.key as 'goods:messages.columnTooLong', found.values) : text;
    },
    [t],
  );
  const reason = useCallback(
    (text: string): string => {
      const key = reasonKeyOf(text);
      return key ? t(key) : text;
    },
    [t],
  );
  const imported = useCallback(
    (count: number, skipped: number): string =>
      skipped > 0
        ? t('goods:result.importedSkipped', { count: formats.number(count), skipped: formats.number(skipped) })
        : t('goods:result.imported', { count: formats.number(count) }),
    [t, formats],
  );
  return { message, reason, imported };
}

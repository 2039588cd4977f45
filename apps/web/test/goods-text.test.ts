import {
  dispatchBeyondStockMessage,
  GOOD_FIELD_MESSAGES,
  IMPORT_MESSAGES,
  missingColumnsMessage,
  parseFailedMessage,
  MOVEMENT_REASONS,
  plainText,
  QUICK_ADJUST_REASON,
  requiredColumnMessage,
  tooLongMessage,
  tooManyRowsMessage,
} from '@stockyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../src/lib/i18n/language';
import { translateMessage } from '../src/lib/i18n/messages';

/**
 * The goods and inventory screens show the domain's goods messages and the ledger's reasons through
 * the one messages catalog; each is produced here by the domain itself, so a reworded English
 * sentence that the catalog no longer knows fails here instead of showing in English.
 */
describe('goods messages and stock reasons in German', () => {
  beforeAll(async () => {
    await setLanguage('de');
  });
  afterAll(async () => {
    await setLanguage('en');
  });

  it('when a goods message without values arrives, then it reads in German', () => {
    expect(translateMessage(GOOD_FIELD_MESSAGES.nameRequired)).toBe('Produktname ist erforderlich');
    expect(translateMessage(IMPORT_MESSAGES.noValidRows)).not.toBe(IMPORT_MESSAGES.noValidRows);
  });

  it.each([
    [dispatchBeyondStockMessage(12, 5), '12 Stück können nicht ausgegeben werden. Nur 5 verfügbar.'],
    [requiredColumnMessage('branch_id'), 'branch_id'],
    [tooLongMessage('name', 200), '200'],
    [missingColumnsMessage(['name', 'quantity']), 'name, quantity'],
    [tooManyRowsMessage(50_000), '50000'],
    [parseFailedMessage('Unclosed quote'), 'Unclosed quote'],
    [plainText(10).safeParse('x'.repeat(11)).error?.issues[0]?.message ?? '', '10'],
  ])('when "%s" arrives, then it reads in German with its values kept', (text, kept) => {
    const german = translateMessage(text);
    expect(german).not.toBe(text);
    expect(german).toContain(kept);
  });

  it('when the ledger shows any reason of any movement type, then it reads in German', () => {
    const reasons = [...Object.values(MOVEMENT_REASONS).flat(), QUICK_ADJUST_REASON];
    const untranslated = reasons.filter((reason) => translateMessage(reason) === reason);
    expect(untranslated).toEqual([]);
    expect(translateMessage('Purchase Receipt')).toBe('Wareneingang aus Einkauf');
  });
});

import { useCallback } from 'react';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

/**
 * The goods screens' texts that come from the domain, in the reader's language:
 * message(text): a domain or server message (spec 02's messages, the import's row issues), and
 * reason(text): a stock movement's reason as the ledger stores it. Both are English sentences found
 * in the one messages catalog (lib/i18n/messages.ts), which the inventory screens read too.
 * imported(count, skipped): the import's success line (the domain's importSuccessMessage).
 */
export function useGoodsText() {
  const { t } = useTranslation(['goods']);
  const translate = useTranslateMessage();
  const formats = useNumberFormats();
  const imported = useCallback(
    (count: number, skipped: number): string =>
      skipped > 0
        ? t('goods:result.importedSkipped', { count, skipped: formats.number(skipped) })
        : t('goods:result.imported', { count }),
    [t, formats],
  );
  return { message: translate, reason: translate, imported };
}

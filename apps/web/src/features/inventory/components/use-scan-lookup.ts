import type { CodeResolution, Good } from '@stockyard/domain';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/react';
import { toast } from '../../../lib/toast';
import { getGood } from '../../../resources/goods';
import { resolveCode } from '../api/resolve-code';

export type ScanOutcome = Exclude<CodeResolution, { kind: 'item' }>;

/**
 * A scanned or typed code, resolved by the server (GET /api/codes): an item opens with its details,
 * a lot or location shows what the label names; a code that names nothing goes to `onUnknown`
 * (the screen searches for it). A failed lookup says so and changes nothing.
 */
export function useScanLookup(onItem: (good: Good) => void, onUnknown: (code: string) => void) {
  const { t } = useTranslation(['inventory']);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [looking, setLooking] = useState(false);

  const lookUp = useCallback(
    async (code: string) => {
      setLooking(true);
      try {
        const found = await resolveCode(code);
        if (!found) return onUnknown(code);
        setOutcome(null);
        if (found.kind === 'item') return onItem(await getGood(found.id));
        setOutcome(found);
      } catch (error) {
        toast.error(errorMessage(error, t('inventory:scanResult.lookupFailed')));
      } finally {
        setLooking(false);
      }
    },
    [onItem, onUnknown, t],
  );

  return { outcome, looking, lookUp, close: () => setOutcome(null) };
}

import { quickAdjustRequest, quickAdjustUndoRequest, type Good, type StockMovement } from '@stockyard/domain';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useUpdateStock } from '../../../resources/goods';

/**
 * The inventory table's minus/plus: one unit out or in as a ledgered movement relative to the stock
 * when it runs, shown in a toast with Undo (the reverse movement; lib/undo-toast.tsx). mutateAsync rather than mutate:
 * per-call callbacks of mutate fire only for the latest call, and every press needs its own toast.
 */
export function useQuickAdjust() {
  const stock = useUpdateStock();
  const { t } = useTranslation(['inventory', 'common']);
  const { number } = useNumberFormats();
  // What moved, and the stock before and after (the domain's QUICK_ADJUST_MESSAGES in English).
  const change = (movement: StockMovement, name: string) => ({
    name,
    from: number(movement.previous_quantity),
    to: number(movement.new_quantity),
  });

  const undo = (good: Good, movement: StockMovement) => {
    const step = movement.type === 'inward' ? -1 : 1;
    stock
      .mutateAsync({ id: good.id, request: quickAdjustUndoRequest(movement), optimisticStep: step })
      .then((result) => toast.success(t('inventory:quickAdjust.undone', change(result.movement, good.name))))
      .catch((error: unknown) => toast.error(errorMessage(error, t('inventory:quickAdjust.undoFailed'))));
  };

  return (good: Good, step: 1 | -1) => {
    if (step < 0 && good.quantity <= 0) return;
    stock
      .mutateAsync({ id: good.id, request: quickAdjustRequest(step), optimisticStep: step })
      .then(({ movement }) =>
        toast.undoable(
          movement.type === 'inward'
            ? t('inventory:quickAdjust.added', change(movement, good.name))
            : t('inventory:quickAdjust.removed', change(movement, good.name)),
          {
            label: t('inventory:quickAdjust.undo'),
            closeLabel: t('common:ui.close'),
            onUndo: () => undo(good, movement),
          },
        ),
      )
      .catch((error: unknown) => toast.error(errorMessage(error, t('inventory:stockFailed'))));
  };
}

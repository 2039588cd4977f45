import {
  GOOD_MESSAGES,
  QUICK_ADJUST_MESSAGES,
  quickAdjustRequest,
  quickAdjustUndoRequest,
  type Good,
  type StockMovement,
} from '@stockyard/domain';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateStock } from '../../../resources/goods';

// Long enough to notice a slip and reach the button; the default four seconds is not.
const UNDO_WINDOW_MS = 8000;

/**
 * The inventory table's minus/plus: one unit out or in as a ledgered movement relative to the stock
 * when it runs, shown in a toast with Undo (the reverse movement). mutateAsync rather than mutate:
 * per-call callbacks of mutate fire only for the latest call, and every press needs its own toast.
 */
export function useQuickAdjust() {
  const stock = useUpdateStock();

  const undo = (good: Good, movement: StockMovement) => {
    const step = movement.type === 'inward' ? -1 : 1;
    stock
      .mutateAsync({ id: good.id, request: quickAdjustUndoRequest(movement), optimisticStep: step })
      .then((result) => toast.success(QUICK_ADJUST_MESSAGES.undone(result.movement, good.name)))
      .catch((error: unknown) => toast.error(errorMessage(error, QUICK_ADJUST_MESSAGES.undoFailed)));
  };

  return (good: Good, step: 1 | -1) => {
    if (step < 0 && good.quantity <= 0) return;
    stock
      .mutateAsync({ id: good.id, request: quickAdjustRequest(step), optimisticStep: step })
      .then(({ movement }) =>
        toast.success(QUICK_ADJUST_MESSAGES.moved(movement, good.name), {
          duration: UNDO_WINDOW_MS,
          action: { label: QUICK_ADJUST_MESSAGES.undo, onClick: () => undo(good, movement) },
        }),
      )
      .catch((error: unknown) => toast.error(errorMessage(error, GOOD_MESSAGES.stockFailed)));
  };
}

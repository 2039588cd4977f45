import { applyMovement, type MovementType } from '@stockyard/domain';
import { ArrowRight } from 'lucide-react';

type StockPreviewProps = { current: number; type: MovementType; quantity: string };

/** The stock after the movement, computed with the same rule the server applies (applyMovement). */
export function StockPreview({ current, type, quantity }: StockPreviewProps) {
  const entered = quantity.trim() !== '';
  const outcome = entered ? applyMovement(current, type, Number(quantity)) : undefined;
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="rounded-lg border border-brand-100 bg-brand-50/60 px-4 py-3 text-sm"
    >
      <p className="font-medium text-gray-800">Preview</p>
      {outcome === undefined && <p className="mt-1 text-gray-600">Enter a quantity to see the resulting stock.</p>}
      {outcome?.ok === true && (
        <p className="mt-1 flex items-center gap-2 text-gray-800">
          <span>Current: {current}</span>
          <ArrowRight aria-hidden="true" className="size-4 text-gray-500" />
          <span className="font-semibold">New quantity: {outcome.quantity}</span>
        </p>
      )}
      {outcome?.ok === false && <p className="mt-1 font-medium text-red-700">{outcome.message}</p>}
    </div>
  );
}

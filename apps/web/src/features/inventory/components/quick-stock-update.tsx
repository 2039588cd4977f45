import { MOVEMENT_REASONS, STOCK_MESSAGES, type Good } from '@stockyard/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateStock } from '../../../resources/goods';

type Direction = 'inward' | 'outward';

/** Quick Stock Update: pick an item, move stock in or out with one of the ledger's reasons. */
export function QuickStockUpdate({ goods }: { goods: Good[] }) {
  const update = useUpdateStock();
  const [itemId, setItemId] = useState('');
  const [type, setType] = useState<Direction>('inward');
  const [quantity, setQuantity] = useState('1');
  const [reason, setReason] = useState<string>(MOVEMENT_REASONS.inward[0]);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const amount = Number(quantity);
    if (!itemId) return setError('Choose an item');
    if (!Number.isInteger(amount) || amount < 1) return setError(STOCK_MESSAGES.quantityPositive);
    try {
      const result = await update.mutateAsync({ id: Number(itemId), request: { type, quantity: amount, reason } });
      toast.success(result.detail);
      setQuantity('1');
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to update stock. Please try again.'));
    }
  };

  return (
    <Card>
      <CardBody>
        <h2 className="mb-3 text-base font-semibold text-gray-900">Quick Stock Update</h2>
        <form onSubmit={submit} className="space-y-3" aria-label="Quick stock update" noValidate>
          <SelectField
            label="Item"
            placeholder="Select an item"
            options={goods.map((g) => ({ value: String(g.id), label: `${g.name} (${g.quantity})` }))}
            value={itemId}
            onChange={(e) => setItemId(e.target.value)}
          />
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label="Movement"
              options={[
                { value: 'inward', label: 'Inward' },
                { value: 'outward', label: 'Outward' },
              ]}
              value={type}
              onChange={(e) => {
                const next = e.target.value as Direction;
                setType(next);
                setReason(MOVEMENT_REASONS[next][0]);
              }}
            />
            <TextField
              label="Quantity"
              type="number"
              min={1}
              step={1}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </div>
          <SelectField
            label="Reason"
            options={MOVEMENT_REASONS[type].map((r) => ({ value: r, label: r }))}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <Button type="submit" loading={update.isPending} className="w-full">
            Update Stock
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

import { MOVEMENT_REASONS, type Good } from '@stockyard/domain';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { useUpdateStock } from '../../../resources/goods';

type Direction = 'inward' | 'outward';

/** Quick Stock Update: pick an item, move stock in or out with one of the ledger's reasons. */
export function QuickStockUpdate({ goods }: { goods: Good[] }) {
  const { t } = useTranslation(['inventory']);
  const translate = useTranslateMessage();
  const { number } = useNumberFormats();
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
    if (!itemId) return setError(t('inventory:quick.chooseItem'));
    // The domain's STOCK_MESSAGES.quantityPositive, in the current language.
    if (!Number.isInteger(amount) || amount < 1) return setError(t('inventory:quick.quantityPositive'));
    try {
      const result = await update.mutateAsync({ id: Number(itemId), request: { type, quantity: amount, reason } });
      // The server's detail ('Stock successfully added to …'), written here in the current language.
      const name = result.good.name;
      toast.success(type === 'inward' ? t('inventory:quick.added', { name }) : t('inventory:quick.removed', { name }));
      setQuantity('1');
    } catch (failure) {
      setError(errorMessage(failure, t('inventory:stockFailed')));
    }
  };

  return (
    <Card>
      <CardBody>
        <h2 className="mb-3 text-base font-semibold text-gray-900">{t('inventory:quick.title')}</h2>
        <form onSubmit={submit} className="space-y-3" aria-label={t('inventory:quick.form')} noValidate>
          <SelectField
            label={t('inventory:quick.item')}
            placeholder={t('inventory:quick.selectItem')}
            options={goods.map((g) => ({
              value: String(g.id),
              label: t('inventory:quick.itemOption', { name: g.name, quantity: number(g.quantity) }),
            }))}
            value={itemId}
            onChange={(e) => setItemId(e.target.value)}
          />
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label={t('inventory:quick.movement')}
              options={[
                { value: 'inward', label: t('inventory:quick.inward') },
                { value: 'outward', label: t('inventory:quick.outward') },
              ]}
              value={type}
              onChange={(e) => {
                const next = e.target.value as Direction;
                setType(next);
                setReason(MOVEMENT_REASONS[next][0]);
              }}
            />
            <TextField
              label={t('inventory:quick.quantity')}
              type="number"
              min={1}
              step={1}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </div>
          <SelectField
            label={t('inventory:quick.reason')}
            options={MOVEMENT_REASONS[type].map((r) => ({ value: r, label: translate(r) }))}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <Button type="submit" loading={update.isPending} className="w-full">
            {t('inventory:quick.submit')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

import {
  formatGoodValue,
  goodDisplayId,
  goodStatusLabel,
  goodStatusTone,
  nextGoodStatuses,
  type OwnedGood,
} from '@stockyard/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useCustomerGoods } from '../api/get-customer-goods';
import { GoodStatusDialog } from './good-status-dialog';

const filterOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'stored', label: 'Stored' },
  { value: 'active', label: 'Active' },
  { value: 'in_transit', label: 'In Transit' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'removed', label: 'Removed' },
];

/** Staff view of customer-owned goods: owner, status, and the next allowed status changes. */
export function CustomerGoodsPanel() {
  const [status, setStatus] = useState('pending');
  const [editing, setEditing] = useState<OwnedGood | null>(null);
  const goods = useCustomerGoods(status);

  return (
    <Card>
      <CardBody className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 className="text-lg font-semibold text-gray-900">Customer Goods</h2>
            <p className="text-sm text-gray-600">Goods customers submitted for storage, with their owners.</p>
          </div>
          <SelectField
            label="Customer good status"
            placeholder="All statuses"
            options={filterOptions}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            containerClassName="sm:w-56"
          />
        </div>
        {goods.isPending ? (
          <div
            className="h-24 animate-pulse rounded bg-gray-100"
            aria-busy="true"
            aria-label="Loading customer goods"
          />
        ) : goods.isError ? (
          <Alert
            tone="error"
            action={
              <Button size="sm" variant="secondary" onClick={() => void goods.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(goods.error, 'Customer goods could not be loaded.')}
          </Alert>
        ) : goods.data.goods.length === 0 ? (
          <p className="text-sm text-gray-600">No customer goods with this status.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-gray-200 text-sm">
              <caption className="sr-only">Customer goods</caption>
              <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Good
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Owner
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Branch
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Value
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {goods.data.goods.map((good) => (
                  <tr key={good.id}>
                    <td className="px-3 py-2">
                      <p className="font-medium text-gray-900">{good.name}</p>
                      <p className="font-mono text-xs text-gray-500">{goodDisplayId(good.id)}</p>
                    </td>
                    <td className="px-3 py-2 text-gray-700">{good.owner_name}</td>
                    <td className="px-3 py-2">
                      <Badge tone={goodStatusTone(good.status)}>{goodStatusLabel(good.status)}</Badge>
                    </td>
                    <td className="px-3 py-2 text-gray-700">{good.branch?.name ?? '-'}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">{formatGoodValue(good.value)}</td>
                    <td className="px-3 py-2 text-right">
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={nextGoodStatuses(good.status).length === 0}
                        onClick={() => setEditing(good)}
                        aria-label={`Change status of ${good.name}`}
                      >
                        Change status
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardBody>
      <GoodStatusDialog good={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

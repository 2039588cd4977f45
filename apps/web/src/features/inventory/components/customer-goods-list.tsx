import {
  formatGoodValue,
  goodDisplayId,
  goodStatusLabel,
  goodStatusTone,
  nextGoodStatuses,
  type OwnedGood,
} from '@stockyard/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../lib/dates';

type Props = { goods: readonly OwnedGood[]; onChangeStatus: (good: OwnedGood) => void };

const head = 'px-3 py-2';

/** Customer lots as a table on wide screens and as one card per lot on phones. */
export function CustomerGoodsList({ goods, onChangeStatus }: Props) {
  const dates = useFormatDate();
  const storedOn = (good: OwnedGood) => (good.storage_date ? dates.date(good.storage_date) : 'Not set');
  const action = (good: OwnedGood, className?: string) => (
    <Button
      size="sm"
      variant="secondary"
      className={className}
      disabled={nextGoodStatuses(good.status).length === 0}
      onClick={() => onChangeStatus(good)}
      aria-label={`Change status of ${good.name}`}
    >
      Change status
    </Button>
  );
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Customer goods</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className={head}>
                Good
              </th>
              <th scope="col" className={head}>
                Owner
              </th>
              <th scope="col" className={head}>
                Storage Date
              </th>
              <th scope="col" className={head}>
                Status
              </th>
              <th scope="col" className={head}>
                Branch
              </th>
              <th scope="col" className={`${head} text-right`}>
                Value
              </th>
              <th scope="col" className={`${head} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {goods.map((good) => (
              <tr key={good.id} data-testid={`customer-good-row-${good.id}`}>
                <td className="max-w-64 px-3 py-2">
                  <p className="font-medium text-gray-900">{good.name}</p>
                  <p className="text-xs text-gray-500">
                    <span className="font-mono">{goodDisplayId(good.id)}</span> · {good.category}
                  </p>
                </td>
                <td className="px-3 py-2 text-gray-700">{good.owner_name}</td>
                <td className="px-3 py-2 whitespace-nowrap text-gray-700">{storedOn(good)}</td>
                <td className="px-3 py-2">
                  <Badge tone={goodStatusTone(good.status)}>{goodStatusLabel(good.status)}</Badge>
                </td>
                <td className="px-3 py-2 text-gray-700">{good.branch?.name ?? 'Not assigned'}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{formatGoodValue(good.value)}</td>
                <td className="px-3 py-2 text-right">{action(good)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-gray-100 md:hidden" aria-label="Customer goods">
        {goods.map((good) => (
          <li key={good.id} className="space-y-3 py-4" data-testid={`customer-good-card-${good.id}`}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-gray-900">{good.name}</p>
                <p className="text-xs text-gray-500">
                  <span className="font-mono">{goodDisplayId(good.id)}</span> · {good.category}
                </p>
              </div>
              <Badge tone={goodStatusTone(good.status)}>{goodStatusLabel(good.status)}</Badge>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <div>
                <dt className="text-xs font-medium text-gray-500 uppercase">Owner</dt>
                <dd className="text-gray-900">{good.owner_name}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-gray-500 uppercase">Storage Date</dt>
                <dd className="text-gray-900">{storedOn(good)}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-gray-500 uppercase">Branch</dt>
                <dd className="text-gray-900">{good.branch?.name ?? 'Not assigned'}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-gray-500 uppercase">Value</dt>
                <dd className="text-gray-900">{formatGoodValue(good.value)}</dd>
              </div>
            </dl>
            {action(good, 'w-full')}
          </li>
        ))}
      </ul>
    </>
  );
}

import type { Good } from '@stockyard/domain';
import { useDeferredValue, useState } from 'react';
import { FormField } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { useNumberFormats } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/react';
import { useGoodsList } from '../../../resources/goods';

const RESULTS = 20;

type Props = { value: Good | undefined; onChange: (good: Good | undefined) => void; error?: string | undefined };

/**
 * The item to send, found by name, SKU or product id among the reader's branches' stock (the goods
 * list is scoped by the server; customers' lots are not stock and are not offered).
 */
export function ItemPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation(['transfers']);
  const formats = useNumberFormats();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const goods = useGoodsList({
    search: search || undefined,
    page: 1,
    limit: RESULTS,
    sort: 'name',
    owner: 'warehouse',
  });
  const found = (goods.data?.goods ?? []).filter((good) => good.owner_id === null);
  const options = [...(value && !found.some((good) => good.id === value.id) ? [value] : []), ...found];
  return (
    <div className="space-y-3">
      <FormField label={t('transfers:create.search')}>
        {(control) => (
          <SearchBox
            {...control}
            value={text}
            onValueChange={setText}
            placeholder={t('transfers:create.searchPlaceholder')}
          />
        )}
      </FormField>
      <SelectField
        label={t('transfers:create.item')}
        placeholder={goods.isPending ? t('transfers:create.searching') : t('transfers:create.itemPlaceholder')}
        options={options.map((good) => ({
          value: String(good.id),
          label: t('transfers:create.itemOption', {
            name: good.name,
            sku: good.sku ?? '—',
            branch: good.branch?.name ?? '—',
            quantity: formats.number(good.quantity),
          }),
        }))}
        value={value ? String(value.id) : ''}
        onChange={(event) => onChange(options.find((good) => String(good.id) === event.target.value))}
        error={error ?? (goods.isError ? t('transfers:create.searchFailed') : undefined)}
        hint={!goods.isPending && found.length === 0 ? t('transfers:create.noItems') : undefined}
        required
      />
    </div>
  );
}

import type { CustomerMatch } from '@stockyard/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { controlClasses, FormField } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCustomerSearch } from '../api/search-customers';

const SEARCH_DELAY_MS = 250;

/**
 * The customer a payment or charge is for, found by typing part of a name, an email or a customer
 * number (the WAI-ARIA combobox pattern: arrows move through the list, Enter picks, Escape closes).
 */
export function CustomerCombobox({
  value,
  onChange,
  error,
}: {
  value: CustomerMatch | undefined;
  onChange: (customer: CustomerMatch | undefined) => void;
  error?: string;
}) {
  const { t } = useTranslation(['billing']);
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useCustomerSearch(open ? q : '');
  const options = q.length > 0 ? (search.data?.customers ?? []) : [];
  const expanded = open && q.length > 0;
  const label = (c: CustomerMatch) => t('billing:picker.option', { name: c.name, number: c.customer_number });

  const pick = (customer: CustomerMatch) => {
    onChange(customer);
    setText(label(customer));
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (options.length > 0) setActive((active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <FormField label={t('billing:picker.label')} error={error} hint={t('billing:picker.hint')} required>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && options[active] ? `${listId}-${options[active].id}` : undefined}
            className={controlClasses(Boolean(error))}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
              if (value) onChange(undefined);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('billing:picker.results')}
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-gray-200 bg-white py-1 text-sm shadow-lg"
          >
            {options.map((customer, index) => (
              <li
                key={customer.id}
                id={`${listId}-${customer.id}`}
                role="option"
                aria-selected={index === active}
                className={cn('cursor-pointer px-3 py-2', index === active && 'bg-brand-50 text-brand-800')}
                // mousedown, not click: it comes before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(customer);
                }}
              >
                <span className="font-medium">{customer.name}</span>{' '}
                <span className="text-gray-600">
                  {t('billing:picker.number', { number: customer.customer_number })} · {customer.email}
                </span>
              </li>
            ))}
            {options.length === 0 && !search.isFetching && (
              <li role="presentation" className="px-3 py-2 text-gray-600">
                {t('billing:picker.none')}
              </li>
            )}
          </ul>
        </div>
      )}
    </FormField>
  );
}

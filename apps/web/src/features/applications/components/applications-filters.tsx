import { APPLICATION_SEARCH_MAX_LENGTH, APPLICATION_STATUSES, type ApplicationStatus } from '@stockyard/domain';
import { Search } from 'lucide-react';
import { controlClasses, FormField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { cn } from '../../../lib/cn';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { statusLabel } from './option-labels';

type ApplicationsFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  status: ApplicationStatus | '';
  onStatusChange: (status: ApplicationStatus | '') => void;
};

/** Search (full name, email or item type, matched on the server) and the status filter. */
export function ApplicationsFilters({ search, onSearchChange, status, onStatusChange }: ApplicationsFiltersProps) {
  const { t } = useTranslation(['applications']);
  const translate = useTranslateMessage();
  const statusOptions = APPLICATION_STATUSES.map((value) => ({ value, label: translate(statusLabel(value)) }));
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <FormField label={t('applications:filters.search')}>
        {(control) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
            />
            <input
              type="search"
              value={search}
              maxLength={APPLICATION_SEARCH_MAX_LENGTH}
              placeholder={t('applications:filters.placeholder')}
              onChange={(event) => onSearchChange(event.target.value)}
              className={cn(controlClasses(false), 'pl-9')}
              {...control}
            />
          </div>
        )}
      </FormField>
      <SelectField
        label={t('applications:table.status')}
        placeholder={t('applications:filters.all')}
        options={statusOptions}
        value={status}
        onChange={(event) => onStatusChange(event.target.value as ApplicationStatus | '')}
      />
    </div>
  );
}

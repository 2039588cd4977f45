import { APPLICATION_SEARCH_MAX_LENGTH, APPLICATION_STATUSES, type ApplicationStatus } from '@stockyard/domain';
import { FormField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { statusLabel } from './option-labels';
import { SearchBox } from '../../../components/ui/search-box';

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
          <SearchBox
            value={search}
            maxLength={APPLICATION_SEARCH_MAX_LENGTH}
            placeholder={t('applications:filters.placeholder')}
            onValueChange={onSearchChange}
            {...control}
          />
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

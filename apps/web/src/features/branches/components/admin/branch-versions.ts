import type { Branch } from '@stockyard/domain';
import type { ShownField } from '../../../../lib/stale-version';
import { formatUnits } from '../branch-format';

/** A branch's fields as the "changed by someone else" notice names them. */
export const BRANCH_SHOWN_FIELDS: readonly ShownField<Branch>[] = [
  { key: 'name', label: 'Branch Name' },
  { key: 'location', label: 'Location' },
  { key: 'description', label: 'Description' },
  { key: 'capacity', label: 'Total Capacity', format: (value) => formatUnits(value as number) },
  { key: 'available_space', label: 'Available Space', format: (value) => formatUnits(value as number) },
  { key: 'manager_name', label: 'Manager' },
];

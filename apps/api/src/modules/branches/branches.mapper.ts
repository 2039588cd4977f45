import type { Branch } from '@stockyard/domain';
import type { BranchRow } from './branches.repository.js';

export function toBranch({ branch, managerName }: BranchRow): Branch {
  return {
    id: branch.id,
    name: branch.name,
    location: branch.location,
    description: branch.description,
    capacity: branch.capacity,
    available_space: branch.availableSpace,
    manager_id: branch.managerId,
    manager_name: managerName,
    created_at: branch.createdAt.toISOString(),
    version: branch.version,
  };
}

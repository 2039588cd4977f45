import { spaceOf, type Branch } from '@stockyard/domain';
import type { BranchRow } from './branches.repository.js';

export function toBranch({ branch, managerName }: BranchRow): Branch {
  const space = spaceOf({
    capacity: branch.capacity,
    available: branch.availableSpace,
    reserved: branch.reservedSpace,
  });
  return {
    id: branch.id,
    name: branch.name,
    location: branch.location,
    description: branch.description,
    capacity: branch.capacity,
    available_space: branch.availableSpace,
    reserved_space: space.reserved,
    used_space: space.used,
    stored_space: branch.storedSpace,
    other_use: branch.otherUse,
    manager_id: branch.managerId,
    manager_name: managerName,
    created_at: branch.createdAt.toISOString(),
    version: branch.version,
  };
}

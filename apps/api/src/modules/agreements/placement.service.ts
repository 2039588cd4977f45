import {
  BRANCH_PAGE_MAX_LIMIT,
  defaultIntakeAssignee,
  OPEN_ENDED_VOLUME,
  spaceOf,
  type PlacementOptions,
} from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import type { ApplicationRecord } from '../applications/applications.repository.js';
import { branchesWithRoom, intakeStaffOf } from './agreements.repository.js';
import type { BranchScope } from '../staff-scope/branch-scope.js';
import { staffOfBranch, volumeFor } from './agreements.service.js';

/**
 * The reviewer's picker: the branches with room for the application's volume (or the larger figure
 * asked about), each with the people who can take the intake and the one approval would default to.
 * Only a hint: approval checks the space again on the locked branch row.
 */
export async function placementOptions(
  db: Executor,
  application: ApplicationRecord,
  requested: number | undefined,
  scope: BranchScope,
): Promise<PlacementOptions> {
  const volume = volumeFor(application, requested);
  // An employee places at the branches they work at (an approval elsewhere is refused with 403).
  const rows = await branchesWithRoom(db, volume, BRANCH_PAGE_MAX_LIMIT, scope);
  const people = await intakeStaffOf(db, rows);
  return {
    volume,
    volume_adjustable: application.estimatedVolume === null || application.estimatedVolume === OPEN_ENDED_VOLUME,
    branches: rows.map((branch) => {
      const staff = staffOfBranch(branch, people);
      const space = spaceOf({
        capacity: branch.capacity,
        available: branch.availableSpace,
        reserved: branch.reservedSpace,
      });
      return {
        branch_id: branch.id,
        name: branch.name,
        location: branch.location,
        capacity: space.capacity,
        used_space: space.used,
        reserved_space: space.reserved,
        available_space: space.available,
        default_assignee_id: defaultIntakeAssignee(staff),
        staff,
      };
    }),
  };
}

import {
  BRANCH_PAGE_MAX_LIMIT,
  defaultIntakeAssignee,
  OPEN_ENDED_VOLUME,
  spaceOf,
  type Currency,
  type PlacementOptions,
} from '@stockyard/domain';
import { pricesAtBranches } from '../billing/prices.service.js';
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
  today: string,
): Promise<PlacementOptions> {
  const volume = volumeFor(application, requested);
  // An employee places at the branches they work at (an approval elsewhere is refused with 403).
  const rows = await branchesWithRoom(db, volume, BRANCH_PAGE_MAX_LIMIT, scope);
  const people = await intakeStaffOf(db, rows);
  const prices = await pricesAtBranches(
    db,
    {
      storageType: application.storageType,
      volume,
      insurance: application.insuranceRequired,
      packing: application.packingServices,
      transportation: application.transportationNeeded,
    },
    today,
  );
  return {
    volume,
    volume_adjustable: application.estimatedVolume === null || application.estimatedVolume === OPEN_ENDED_VOLUME,
    currency: prices.settings.currency as Currency,
    branches: rows.map((branch) => {
      const priced = prices.branches.find((row) => row.branch_id === branch.id);
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
        price:
          priced?.price && priced.unit_rate !== null
            ? {
                unit_rate: priced.unit_rate,
                monthly_rent: priced.price.monthlyRent,
                monthly_insurance: priced.price.monthlyInsurance,
                monthly_tax: priced.price.monthlyTax,
                monthly_total: priced.price.monthlyTotal,
                one_time_fees: priced.price.oneTimeFees,
              }
            : null,
      };
    }),
  };
}

import { BRANCH_NOT_FOUND_MESSAGE, LIFECYCLE_MESSAGES, type StorageLocation } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { branches } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { scopeReaches, type BranchScope } from '../staff-scope/branch-scope.js';
import type { UserRow } from '../users/users.mapper.js';
import {
  findLocation,
  insertLocation,
  listLocations,
  updateLocationIfVersion,
  type LocationRecord,
} from './lifecycle.repository.js';

const taken = () =>
  new AppError('CONFLICT', LIFECYCLE_MESSAGES.locationTaken, [
    { field: 'code', message: LIFECYCLE_MESSAGES.locationTaken },
  ]);
const missing = () => new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.locationNotFound);

async function assertBranch(db: Db, branchId: number): Promise<void> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
  if (!row) throw new AppError('NOT_FOUND', BRANCH_NOT_FOUND_MESSAGE);
}

/** An employee reads only their branches' locations: another branch's look missing (404). */
export async function branchLocations(db: Db, branchId: number, scope: BranchScope): Promise<StorageLocation[]> {
  await assertBranch(db, branchId);
  if (!(await scopeReaches(db, scope, branchId))) throw new AppError('NOT_FOUND', BRANCH_NOT_FOUND_MESSAGE);
  return listLocations(db, branchId);
}

const shaped = async (db: Db, row: LocationRecord) =>
  (await listLocations(db, row.branchId)).find((location) => location.id === row.id) as StorageLocation;

export async function addLocation(
  db: Db,
  admin: UserRow,
  branchId: number,
  code: string,
  origin: RequestOrigin,
): Promise<StorageLocation> {
  await assertBranch(db, branchId);
  try {
    const row = await db.transaction(async (tx) => {
      const location = await insertLocation(tx, branchId, code);
      await recordActivity(
        tx,
        {
          userId: admin.id,
          action: 'location_create',
          description: `Added storage location ${code} to branch #${branchId}`,
          category: 'branch',
        },
        origin,
      );
      return location;
    });
    return shaped(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Rename or (de)activate a location of this branch, from the version the admin read. */
export async function changeLocation(
  db: Db,
  admin: UserRow,
  branchId: number,
  locationId: number,
  changes: { code?: string | undefined; is_active?: boolean | undefined },
  expected: number,
  origin: RequestOrigin,
): Promise<StorageLocation> {
  try {
    const row = await db.transaction(async (tx) => {
      const current = await findLocation(tx, locationId);
      if (!current || current.branchId !== branchId) throw missing();
      const updated = await updateLocationIfVersion(tx, locationId, expected, {
        code: changes.code,
        isActive: changes.is_active,
      });
      if (!updated) throw staleVersion(await shaped(db, current));
      const what = [
        changes.code !== undefined && changes.code !== current.code
          ? `renamed ${current.code} to ${changes.code}`
          : null,
        changes.is_active === false ? 'deactivated' : changes.is_active === true ? 'activated' : null,
      ].filter(Boolean);
      await recordActivity(
        tx,
        {
          userId: admin.id,
          action: 'location_update',
          description: `Storage location ${current.code} of branch #${branchId}: ${what.join(', ') || 'saved'}`,
          category: 'branch',
        },
        origin,
      );
      return updated;
    });
    return shaped(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

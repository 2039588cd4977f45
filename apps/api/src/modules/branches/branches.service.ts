import {
  BRANCH_NOT_FOUND_MESSAGE,
  branchDeleteBlockedMessage,
  MANAGER_NOT_STAFF_MESSAGE,
  otherUseFromAvailable,
  settleSpace,
  spaceOverCapacityMessage,
  type BranchCreateRequest,
  type BranchPutRequest,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import { toBranch } from './branches.mapper.js';
import {
  countBranchAttachments,
  deleteBranch,
  findBranch,
  insertBranch,
  isEligibleManager,
  lockBranch,
  updateBranchIfVersion,
  type BranchRecord,
  type BranchRow,
  type BranchValues,
} from './branches.repository.js';

const branchNotFound = () => new AppError('NOT_FOUND', BRANCH_NOT_FOUND_MESSAGE);

async function assertEligibleManager(tx: Executor, managerId: number) {
  if (!(await isEligibleManager(tx, managerId))) {
    throw new AppError('VALIDATION', MANAGER_NOT_STAFF_MESSAGE, [
      { field: 'manager_id', message: MANAGER_NOT_STAFF_MESSAGE },
    ]);
  }
}

/**
 * The space figures after an edit of the capacity or the other use, on the locked row: stored and
 * reserved space come from the records and stay; an available_space from an older client restates
 * the other use. A result below zero is refused (409) naming each part, and nothing changes.
 */
function spaceAfterEdit(
  stored: BranchRecord,
  capacity: number,
  typed: { other_use?: number; available_space?: number },
): Pick<BranchValues, 'capacity' | 'otherUse' | 'availableSpace'> {
  const figures = { capacity, stored: stored.storedSpace, reserved: stored.reservedSpace };
  const otherUse =
    typed.other_use ??
    (typed.available_space === undefined
      ? stored.otherUse
      : otherUseFromAvailable({ ...figures, available: typed.available_space }));
  const space = otherUse < 0 ? null : settleSpace({ ...figures, otherUse });
  if (!space) {
    const message = spaceOverCapacityMessage(capacity, stored.storedSpace, Math.max(0, otherUse), stored.reservedSpace);
    throw new AppError('CONFLICT', message);
  }
  return { capacity, otherUse, availableSpace: space.available };
}

async function reload(tx: Executor, id: number): Promise<BranchRow> {
  const row = await findBranch(tx, id);
  if (!row) throw branchNotFound();
  return row;
}

export async function createBranch(
  db: Db,
  actor: UserRow,
  input: BranchCreateRequest,
  origin: RequestOrigin,
): Promise<BranchRow> {
  return db.transaction(async (tx) => {
    if (input.manager_id !== null) await assertEligibleManager(tx, input.manager_id);
    if (!settleSpace({ capacity: input.capacity, otherUse: input.other_use, stored: 0, reserved: 0 }))
      throw new AppError('CONFLICT', spaceOverCapacityMessage(input.capacity, 0, input.other_use, 0));
    const branch = await insertBranch(tx, {
      name: input.name,
      location: input.location,
      description: input.description,
      capacity: input.capacity,
      otherUse: input.other_use,
      availableSpace: input.capacity - input.other_use,
      managerId: input.manager_id,
    });
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'branch_create',
        description: `Created branch "${branch.name}" (#${branch.id}) with capacity ${branch.capacity}`,
        category: 'branch',
      },
      origin,
    );
    return reload(tx, branch.id);
  });
}

/**
 * PUT /branches/{id}: a Manage Capacity update or a full edit, from the version the admin read
 * (`expected`). Both run on the locked row, and the write only applies at that version: of two
 * admins saving the same branch from one reading, the second gets 409 with the branch as it is now.
 */
export async function updateBranchFromPut(
  db: Db,
  actor: UserRow,
  id: number,
  expected: number,
  body: BranchPutRequest,
  origin: RequestOrigin,
): Promise<BranchRow> {
  return db.transaction(async (tx) => {
    const stored = await lockBranch(tx, id);
    if (!stored) throw branchNotFound();
    const update = async (values: Partial<BranchValues>) => {
      if (!(await updateBranchIfVersion(tx, id, expected, values))) throw staleVersion(toBranch(await reload(tx, id)));
    };

    if (body.kind === 'capacity') {
      // The dialog's available_space was computed from what it loaded; the records and the other use win.
      const space = spaceAfterEdit(stored, body.capacity, { other_use: body.other_use });
      const available = space.availableSpace;
      await update(space);
      await recordActivity(
        tx,
        {
          userId: actor.id,
          action: 'branch_capacity',
          description: `Changed capacity of branch "${stored.name}" (#${id}) from ${stored.capacity} to ${body.capacity}; ${available} available`,
          category: 'branch',
        },
        origin,
      );
      return reload(tx, id);
    }

    // A manager who was valid when set stays acceptable; only a newly chosen one is checked.
    if (body.manager_id != null && body.manager_id !== stored.managerId) {
      await assertEligibleManager(tx, body.manager_id);
    }
    const values: Partial<BranchValues> = {
      name: body.name,
      location: body.location,
      ...spaceAfterEdit(stored, body.capacity, body),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.manager_id !== undefined && { managerId: body.manager_id }),
    };
    await update(values);
    const changed = changedFields(stored, values);
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'branch_update',
        description: `Updated branch "${body.name}" (#${id}): ${changed.length > 0 ? changed.join(', ') : 'no changes'}`,
        category: 'branch',
      },
      origin,
    );
    return reload(tx, id);
  });
}

const fieldLabels: Record<keyof BranchValues, string> = {
  name: 'name',
  location: 'location',
  description: 'description',
  capacity: 'capacity',
  availableSpace: 'available space',
  reservedSpace: 'reserved space',
  storedSpace: 'stored space',
  otherUse: 'other use',
  managerId: 'manager',
};

function changedFields(stored: BranchRecord, values: Partial<BranchValues>): string[] {
  return (Object.keys(values) as (keyof BranchValues)[])
    .filter((key) => values[key] !== undefined && values[key] !== stored[key])
    .map((key) => fieldLabels[key]);
}

/**
 * Deletes a branch nothing refers to, from the version the admin read (`expected`); otherwise 409
 * naming what is still attached. The version is checked first, so a stale screen hears that the
 * branch changed before anything else. Nothing cascades.
 */
export async function removeBranch(
  db: Db,
  actor: UserRow,
  id: number,
  expected: number,
  origin: RequestOrigin,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const stored = await lockBranch(tx, id);
      if (!stored) throw branchNotFound();
      if (stored.version !== expected) throw staleVersion(toBranch(await reload(tx, id)));
      const blocked = branchDeleteBlockedMessage(await countBranchAttachments(tx, id));
      if (blocked) throw new AppError('CONFLICT', blocked);
      await deleteBranch(tx, id);
      await recordActivity(
        tx,
        {
          userId: actor.id,
          action: 'branch_delete',
          description: `Deleted branch "${stored.name}" (#${id})`,
          category: 'branch',
        },
        origin,
      );
    });
  } catch (error) {
    // A table added later with a key on branches would otherwise surface as a 500.
    if (isForeignKeyViolation(error))
      throw new AppError('CONFLICT', 'Cannot delete branch: other records still refer to it');
    throw error;
  }
}

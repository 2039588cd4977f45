import { DASHBOARD_RECENT_LIMIT, type EmployeeDashboard } from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { toAssignment } from '../assignments/assignments.mapper.js';
import { listAssignments } from '../assignments/assignments.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import { staffBranchScope } from '../staff-scope/branch-scope.js';
import { countGoods, countOwnAssignments, recentGoods } from './employee-dashboard.repository.js';

/** Spec 01 Employee Dashboard, computed on the server for the caller (admins get their own figures). */
export async function readEmployeeDashboard(db: Db, user: UserRow): Promise<EmployeeDashboard> {
  const [counts, goodsInSystem, recent, goodsRows] = await Promise.all([
    countOwnAssignments(db, user.id),
    countGoods(db, staffBranchScope(user)),
    listAssignments(db, { employeeId: user.id }, { skip: 0, limit: DASHBOARD_RECENT_LIMIT }),
    recentGoods(db, staffBranchScope(user)),
  ]);
  return {
    total_assignments: counts.total,
    pending_assignments: counts.pending,
    completed_assignments: counts.completed,
    goods_in_system: goodsInSystem,
    recent_assignments: recent.map(toAssignment),
    recent_goods: goodsRows,
  };
}

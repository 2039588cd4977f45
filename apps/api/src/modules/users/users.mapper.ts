import type { Activity, Profile, User, UserListItem } from '@stockyard/domain';
import type { activities, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** The public shape of a user: never the hash, lockout or two-factor internals. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    address: row.address,
    role: row.role as User['role'],
    branch_id: row.branchId,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
  };
}

/** The caller's own profile: the user plus the settings-screen fields and, for an employee, their branches. */
export function toProfile(row: UserRow, hasAvatar: boolean, branchIds: number[]): Profile {
  return {
    ...toUser(row),
    bio: row.bio,
    position: row.position,
    department: row.department,
    employee_code: row.employeeCode,
    start_date: row.startDate,
    emergency_contact: row.emergencyContact,
    has_avatar: hasAvatar,
    two_factor_enabled: row.totpEnabled,
    branch_ids: branchIds,
    version: row.version,
  };
}

/** A user with its branch (id and name), as the admin user screens list it. */
export function toUserListItem(row: UserRow, branchName: string | null, branchIds: number[]): UserListItem {
  return {
    ...toUser(row),
    branch: row.branchId !== null && branchName !== null ? { id: row.branchId, name: branchName } : null,
    branch_ids: branchIds,
    version: row.version,
  };
}

export type ActivityRow = typeof activities.$inferSelect;

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    action: row.action,
    description: row.description,
    timestamp: row.createdAt.toISOString(),
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    category: row.category as Activity['category'],
  };
}

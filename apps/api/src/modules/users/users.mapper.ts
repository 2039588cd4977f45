import type { User } from '@stockyard/domain';
import type { users } from '../../db/schema/index.js';

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

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { worksAtBranch } from '../staff-scope/branch-scope.js';

const recipientColumns = {
  id: users.id,
  username: users.username,
  fullName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  phone: users.phone,
  firstName: users.firstName,
  role: users.role,
  preferences: users.preferences,
  // A push message for someone with no subscribed browser could only ever fail.
  // Qualified by hand: inside the subquery drizzle would write a bare "id", which is the subscription's.
  hasPushSubscription: sql<boolean>`exists (select 1 from push_subscriptions s where s.user_id = "users"."id")`,
};

/** What a message needs of its recipient: where it goes, what they allow, the language they read. */
export type Recipient = {
  id: number;
  username: string;
  fullName: string;
  email: string;
  phone: string | null;
  firstName: string;
  role: string;
  preferences: unknown;
  hasPushSubscription: boolean;
};

/** Active, not deleted accounts among these ids. */
export async function findRecipients(tx: Executor, ids: number[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return tx
    .select(recipientColumns)
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true), isNull(users.deletedAt)));
}

/** Every active account with one of these roles (staff alerts). */
export async function findActiveByRole(tx: Executor, roles: string[]): Promise<Recipient[]> {
  return tx
    .select(recipientColumns)
    .from(users)
    .where(and(inArray(users.role, roles), eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(users.id);
}

/** The active employees who work at a branch (staff-scope/branch-scope.ts's rule, from the branch). */
export async function findStaffOfBranch(tx: Executor, branchId: number): Promise<Recipient[]> {
  return tx
    .select(recipientColumns)
    .from(users)
    .where(
      and(
        eq(users.role, 'employee'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        worksAtBranch(users, branchId),
      ),
    )
    .orderBy(users.id);
}

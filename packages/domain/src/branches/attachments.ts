/** What still refers to a branch; any of it blocks deletion, because nothing is cascaded away. */
export type BranchAttachments = {
  goods: number;
  employees: number;
  /** Users of other roles that still carry the branch (admins, or customers left over). */
  otherUsers: number;
  assignments: number;
};

const counted = (count: number, singular: string, plural: string) => `${count} ${count === 1 ? singular : plural}`;

/**
 * The 409 detail for a branch that cannot be deleted, e.g. "Cannot delete branch: 3 goods,
 * 1 employee and 2 assignments are still attached"; null when nothing is attached.
 */
export function branchDeleteBlockedMessage(attachments: BranchAttachments): string | null {
  const parts = [
    attachments.goods > 0 ? counted(attachments.goods, 'good', 'goods') : null,
    attachments.employees > 0 ? counted(attachments.employees, 'employee', 'employees') : null,
    attachments.otherUsers > 0 ? counted(attachments.otherUsers, 'other user', 'other users') : null,
    attachments.assignments > 0 ? counted(attachments.assignments, 'assignment', 'assignments') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  const single = parts.length === 1 && list.startsWith('1 ');
  return `Cannot delete branch: ${list} ${single ? 'is' : 'are'} still attached`;
}

/** A branch as the goods screen needs it: the route passes the branch list in. */
export type BranchOption = { id: number; name: string };

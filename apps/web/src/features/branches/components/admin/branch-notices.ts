import { BRANCH_NOTICE_CLEAR_MS } from '@stockyard/domain';

/** Success notices on Manage Branches clear after 3 seconds (spec 02 section 9), not the app's 5. */
export const BRANCH_NOTICE_TOAST = { duration: BRANCH_NOTICE_CLEAR_MS } as const;

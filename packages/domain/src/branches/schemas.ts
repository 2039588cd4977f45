import { z } from 'zod';
import { versionInRecord } from '../common/versioning.js';

export const BRANCH_PAGE_DEFAULT_LIMIT = 100;
export const BRANCH_PAGE_MAX_LIMIT = 500;

export const branchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  description: z.string().nullable(),
  capacity: z.number().int(),
  available_space: z.number().int(),
  /** Space held for approved applications whose goods have not arrived: capacity = used + reserved + available. */
  reserved_space: z.number().int(),
  /** Stored lots' space plus other_use: computed from the records, never typed. */
  used_space: z.number().int(),
  /** The part of used_space taken by stored lots (the agreements whose goods are in). */
  stored_space: z.number().int(),
  /** Space the admin says is taken by things outside Stockyard. */
  other_use: z.number().int(),
  manager_id: z.number().int().nullable(),
  manager_name: z.string().nullable(),
  created_at: z.string(),
  ...versionInRecord,
});
export type Branch = z.infer<typeof branchSchema>;

export const branchListQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(BRANCH_PAGE_MAX_LIMIT).default(BRANCH_PAGE_DEFAULT_LIMIT),
});

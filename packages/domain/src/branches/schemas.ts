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
  used_space: z.number().int(),
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

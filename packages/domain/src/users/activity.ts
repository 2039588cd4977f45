import { z } from 'zod';

export const ACTIVITY_CATEGORIES = [
  'auth',
  'profile',
  'goods',
  'application',
  'assignment',
  'branch',
  'security',
] as const;
export const activityCategorySchema = z.enum(ACTIVITY_CATEGORIES);
export type ActivityCategory = z.infer<typeof activityCategorySchema>;

/** Spec 02 section 9: the activity dialog fetches 20 entries; the server caps a page at 100. */
export const ACTIVITY_DEFAULT_LIMIT = 20;
export const ACTIVITY_MAX_LIMIT = 100;

/** One entry of a user's activity log (spec 02 section 3 "User activity"). */
export const activitySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  description: z.string(),
  timestamp: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  category: activityCategorySchema,
});
export type Activity = z.infer<typeof activitySchema>;

export const activityListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_MAX_LIMIT).default(ACTIVITY_DEFAULT_LIMIT),
});

import { z } from 'zod';
import { outboxQueueHealthSchema } from '../notifications/outbox.js';

export const healthResponseSchema = z.object({
  status: z.enum(['healthy', 'degraded']),
  database: z.enum(['connected', 'error']),
  engine: z.enum(['embedded', 'postgresql']),
  version: z
    .string()
    .regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/)
    .describe('The release running: its semantic version, as in CHANGELOG.md (such as 1.0.0)'),
  uptime_seconds: z.number(),
  demo_mode: z.boolean(),
  /**
   * Only with REDIS_URL set. 'unavailable' does not make the process unhealthy: rate limits are
   * then not enforced (fail-open) until Redis is back.
   */
  redis: z.enum(['connected', 'unavailable']).optional(),
  /**
   * The message queue, from the mail log (absent when the database cannot be read). Stuck jobs do
   * not make the process unhealthy (another process may be the one not delivering): monitors alert on them.
   */
  queue: outboxQueueHealthSchema.optional(),
  timestamp: z.string(),
});

/** What /api/ready checks; each one failing makes the answer 503 and is named in `failing`. */
export const READINESS_CHECKS = ['database', 'migrations', 'jobs'] as const;

export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['connected', 'error']),
  /** current: the journal's last migration is applied; unknown when the database cannot be read. */
  migrations: z.enum(['current', 'pending', 'unknown']),
  /** disabled: this process works no jobs (JOBS=false), which does not make it unready. */
  jobs: z.enum(['running', 'stopped', 'disabled']),
  failing: z.array(z.enum(READINESS_CHECKS)),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

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

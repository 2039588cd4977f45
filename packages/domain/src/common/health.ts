import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['healthy', 'degraded']),
  database: z.enum(['connected', 'error']),
  engine: z.enum(['embedded', 'postgresql']),
  version: z.string(),
  uptime_seconds: z.number(),
  demo_mode: z.boolean(),
  /**
   * Only with REDIS_URL set. 'unavailable' does not make the process unhealthy: rate limits then
   * count per process until Redis is back.
   */
  redis: z.enum(['connected', 'unavailable']).optional(),
  timestamp: z.string(),
});
